import { describe, expect, it } from 'vitest';
import { landingPath } from './guard.ts';

const user = { id: 1, email: 'u@example.org', name: 'Uma', role: 'User' as const };
const admin = { ...user, role: 'Admin' as const };

describe('landingPath', () => {
  it('sends an Admin to /admin/ and anyone else to /donationpayment', () => {
    expect(landingPath(admin, null)).toBe('/admin/');
    expect(landingPath(user, undefined)).toBe('/donationpayment');
  });

  it('goes back to a path on this site, without its language prefix', () => {
    expect(landingPath(user, '/gallery?date=2025-01-01')).toBe('/gallery?date=2025-01-01');
    expect(landingPath(user, '/te/vastu')).toBe('/vastu');
    expect(landingPath(admin, '/admin/users')).toBe('/admin/users');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/x\r\nLocation: //evil',
    '',
  ])('never goes to %j', (next) => {
    expect(landingPath(user, next)).toBe('/donationpayment');
  });

  it('does not send a User back into the admin area or to the login page', () => {
    expect(landingPath(user, '/admin/users')).toBe('/donationpayment');
    expect(landingPath(user, '/login')).toBe('/donationpayment');
  });
});
