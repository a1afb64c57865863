/** Ids arrive as path text; anything but a positive whole number cannot name a record. */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
