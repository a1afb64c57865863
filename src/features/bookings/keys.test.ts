import { describe, expect, it } from 'vitest';
import { bookingPath, keyMatches, newBookingKey } from './keys.ts';

describe("a booking's key", () => {
  it('is 144 random bits in 24 URL-safe characters, stored only as its SHA-256', () => {
    const { key, hash } = newBookingKey();
    expect(key).toMatch(/^[\w-]{24}$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(18);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newBookingKey().key).not.toBe(key);
  });

  it('matches only its own hash; a booking without a key, or a malformed key, matches nothing', () => {
    const { key, hash } = newBookingKey();
    expect(keyMatches(hash, key)).toBe(true);
    expect(keyMatches(hash, newBookingKey().key)).toBe(false);
    expect(keyMatches(null, key)).toBe(false);
    for (const given of [undefined, '', `${key}x`, key.slice(1), ['array'], 42])
      expect(keyMatches(hash, given)).toBe(false);
  });

  it("is carried by the booking's link, in the page's language", () => {
    expect(bookingPath('BK2345678923', 'abc')).toBe('/booking/BK2345678923?key=abc');
    expect(bookingPath('BK2345678923', 'abc', 'te')).toBe('/te/booking/BK2345678923?key=abc');
    expect(bookingPath('BK2345678923')).toBe('/booking/BK2345678923');
  });
});
