import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from './client-address.ts';

describe('the visitor address, at its edges', () => {
  it('unmaps only a whole IPv4 address from its IPv6 form', () => {
    expect(clientAddressOf('::ffff:198.51.100.7', undefined, null)).toBe('198.51.100.7');
    expect(clientAddressOf('::FFFF:10.0.0.1', undefined, null)).toBe('10.0.0.1');
    expect(clientAddressOf('::ffff:abcd', undefined, null)).toBe('::ffff:abcd');
    expect(clientAddressOf('2001:db8::ffff:10.0.0.1', undefined, null)).toBe('2001:db8::ffff:10.0.0.1');
  });

  it('a mapped proxy address is still our proxy, and a mapped hop is read as IPv4', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8');
    expect(clientAddressOf('::ffff:10.0.0.2', '::ffff:203.0.113.9', trusted)).toBe('203.0.113.9');
  });

  it('no connection address, no visitor address', () => {
    expect(clientAddressOf(undefined, '203.0.113.9', parseTrustedProxies('127.0.0.1'))).toBeUndefined();
  });

  it('a trusted IPv6 proxy passes on the hop before it; an untrusted IPv6 hop is the visitor', () => {
    const trusted = parseTrustedProxies('::1, fd00::/8');
    expect(clientAddressOf('::1', ['2001:db8::7', 'fd00::5'], trusted)).toBe('2001:db8::7');
    expect(clientAddressOf('::1', undefined, trusted)).toBe('::1');
  });

  it('takes ranges of 0 to 32 bits for IPv4 and to 128 for IPv6, in digits only', () => {
    expect(parseTrustedProxies('0.0.0.0/0')?.check('8.8.8.8')).toBe(true);
    expect(parseTrustedProxies('10.0.0.1/32')?.check('10.0.0.1')).toBe(true);
    expect(parseTrustedProxies('fd00::1/128')?.check('fd00::1', 'ipv6')).toBe(true);
    expect(parseTrustedProxies('fd00::/64')?.check('fd00::9', 'ipv6')).toBe(true);
    for (const value of [
      '10.0.0.0/33',
      '10.0.0.0/-1',
      '10.0.0.0/8.5',
      '10.0.0.0/ 8',
      '10.0.0.0/8x',
      'fd00::/129',
      '10.0.0.0/',
    ])
      expect(() => parseTrustedProxies(value), value).toThrow(`'${value}' is not an IP address`);
    expect(parseTrustedProxies(' , ')).toBeNull();
  });
});
