import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from './client-address.ts';

describe('the visitor address behind proxies', () => {
  const loopback = parseTrustedProxies('127.0.0.1, ::1');

  it('is the connecting address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('198.51.100.7', '203.0.113.9', null)).toBe('198.51.100.7');
    expect(clientAddressOf('127.0.0.1', '203.0.113.9', null)).toBe('127.0.0.1');
  });

  it('is the address our proxy appended, not one the visitor made up', () => {
    expect(clientAddressOf('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:127.0.0.1', '1.2.3.4, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddressOf('::1', '203.0.113.9', loopback)).toBe('203.0.113.9');
  });

  it('skips every trusted hop of a chain of proxies (load balancer, then nginx)', () => {
    const chain = parseTrustedProxies('127.0.0.1,10.0.0.0/8');
    expect(clientAddressOf('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3', chain)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', () => {
    expect(clientAddressOf('198.51.100.7', '203.0.113.9', loopback)).toBe('198.51.100.7');
  });

  it('stops at an entry that is not an address', () => {
    expect(clientAddressOf('127.0.0.1', 'junk, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddressOf('127.0.0.1', '203.0.113.9, junk', loopback)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('refuses a setting that is not a list of addresses and ranges', () => {
    expect(parseTrustedProxies('')).toBeNull();
    expect(() => parseTrustedProxies('localhost')).toThrow(/'localhost' is not an IP address/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
    expect(parseTrustedProxies('10.0.0.0/8,fd00::/8')).not.toBeNull();
  });
});
