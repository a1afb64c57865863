import type { BookingInput } from './schema.ts';

const addressFields = ['prasadam.address', 'prasadam.town', 'prasadam.district', 'prasadam.state', 'prasadam.pin'];

/**
 * Whether the form sent an address with 'post the prasadam to me' unticked. Without JavaScript
 * the address fields are always shown, so a devotee may fill them and forget the box: the
 * address is then neither used nor dropped in silence, the form asks which was meant.
 */
export function addressWithoutPost(body: Record<string, unknown>): boolean {
  if (body.post === 'on') return false;
  return addressFields.some((name) => typeof body[name] === 'string' && body[name].trim() !== '');
}

/** The booked devotees whose row asked 'save to my devotees', as the schema read them. */
export function rowsToSave(
  rows: ReadonlyArray<{ save?: boolean }>,
  booked: BookingInput['devotees'],
): BookingInput['devotees'] {
  return booked.filter((_, i) => rows[i]?.save === true);
}
