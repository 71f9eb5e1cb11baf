import { BlockList, isIP } from 'node:net';

/**
 * Which network addresses a webhook may be delivered to. A customer chooses the URL, so without
 * this the server could be made to call its own network (SSRF). Every range that is not the
 * public internet is refused; loopback only when the configuration allows it (tests, development).
 * Node's BlockList also matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) against IPv4 rules.
 */
const refusedRanges: [address: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches IPv4 addresses through a translator
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4: embeds an IPv4 address
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const loopbackRanges: [address: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];

function blockListOf(ranges: typeof refusedRanges): BlockList {
  const list = new BlockList();
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family);
  return list;
}

const refused = blockListOf(refusedRanges);
const loopback = blockListOf(loopbackRanges);

export type AddressVerdict = 'public' | 'loopback' | 'refused';

/** What an IP address is to a webhook: the public internet, loopback, or refused. */
export function classifyAddress(address: string): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 0) return 'refused';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(bare, family)) return 'loopback';
  if (refused.check(bare, family)) return 'refused';
  return 'public';
}

/** Whether a webhook may connect to the address under the given allowance. */
export function isDeliverableAddress(address: string, allowLoopback: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}
