import { describe, expect, it } from 'vitest';
import { addressWithoutPost, rowsToSave } from './form-rows.ts';

describe('the booking form rows (issue 27, point 8)', () => {
  it('asks about an address sent with the box unticked, and not about empty or ticked ones', () => {
    expect(addressWithoutPost({ 'prasadam.town': 'Ongole' })).toBe(true);
    expect(addressWithoutPost({ 'prasadam.pin': ' 523002 ', post: '' })).toBe(true);
    expect(addressWithoutPost({ 'prasadam.address': '12-3 Temple Street', post: 'on' })).toBe(false);
    expect(addressWithoutPost({ 'prasadam.address': '  ', 'prasadam.state': '' })).toBe(false);
    expect(addressWithoutPost({})).toBe(false);
  });

  it('saves only the rows ticked "save to my devotees"', () => {
    const booked = [
      { name: 'Annapurna', gotram: 'Atreya', nakshatram: 'Ashwini', rasi: undefined },
      { name: 'Lakshmi Devi', gotram: 'Bharadwaja', nakshatram: 'Rohini', rasi: 'Vrishabha' },
    ];
    expect(rowsToSave([{ save: false }, { save: true }], booked)).toEqual([booked[1]]);
    expect(rowsToSave([], booked)).toEqual([]);
  });
});
