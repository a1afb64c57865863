/** 'YYYY-MM-DD' shown as the spec's dd/MM/yyyy (the same in both languages). */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}
