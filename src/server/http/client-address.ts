import { BlockList, isIP } from 'node:net';

/**
 * The visitor's address behind reverse proxies. Only a proxy listed in TRUSTED_PROXIES is
 * believed, and only about the hop before it: X-Forwarded-For is read from the right, skipping
 * trusted proxies, so a visitor who sends a made-up X-Forwarded-For only fools the entries
 * left of the one our proxy appended.
 */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** 'a, b/24, ...' as a list to check against; throws with the entry that is not an address or range. */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)) ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(`'${entry}' is not an IP address or a range like 10.0.0.0/8`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function clientAddressOf(
  remote: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList | null,
): string | undefined {
  if (!remote) return undefined;
  let client = unmapped(remote);
  if (!trusted || !isTrusted(trusted, client)) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((h) => unmapped(h.trim()));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}
