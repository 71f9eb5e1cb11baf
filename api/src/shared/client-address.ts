import { isIP } from 'node:net';

/** An IPv6 address as its eight 16-bit words, an embedded IPv4 tail included; null if not IPv6. */
export function ipv6Words(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (isIP(bare) !== 6) return null;
  const withoutIpv4 = bare.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_match, a: string, b: string, c: string, d: string) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = '', tail] = withoutIpv4.split('::');
  const headWords = head ? head.split(':') : [];
  const tailWords = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headWords.length - tailWords.length;
  return [...headWords, ...Array<string>(zeros).fill('0'), ...tailWords].map((word) =>
    Number.parseInt(word, 16),
  );
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for, or null. */
export function mappedIpv4(address: string): string | null {
  const words = ipv6Words(address);
  if (!words || !words.slice(0, 5).every((word) => word === 0) || words[5] !== 0xffff) return null;
  const [high = 0, low = 0] = words.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function prefixOf(words: number[], bits: 56 | 64): string {
  const kept = words.slice(0, 4);
  if (bits === 56) kept[3] = (kept[3] ?? 0) & 0xff00;
  return `${kept.map((word) => word.toString(16)).join(':')}::/${bits}`;
}

/**
 * The keys per-address limits count a client under. An IPv4 address (also written as IPv4-mapped
 * IPv6) is one key. An IPv6 client usually holds a whole /64 (often a /56), and could take a fresh
 * address for every call: it counts under its /64 and, against a larger limit, its /56.
 */
export function clientAddressKeys(ipAddress: string): { network: string; site?: string } {
  const words = ipv6Words(ipAddress);
  if (!words) return { network: ipAddress };
  const ipv4 = mappedIpv4(ipAddress);
  if (ipv4) return { network: ipv4 };
  return { network: prefixOf(words, 64), site: prefixOf(words, 56) };
}
