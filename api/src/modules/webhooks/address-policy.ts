import { BlockList, isIP } from 'node:net';
import { mappedIpv4 } from '../../shared/client-address.js';

/**
 * Which network addresses a webhook may be delivered to. A customer chooses the URL, so without
 * this the server could be made to call its own network (SSRF). IPv4: every range that is not the
 * public internet is refused. IPv6: only global unicast (2000::/3) minus IANA's special-purpose
 * ranges, so IPv4 inside IPv6 (::a.b.c.d, ::ffff:0:a.b.c.d, NAT64, 6to4, Teredo) never passes;
 * IPv4-mapped addresses (::ffff:a.b.c.d) are judged as the IPv4 address they are.
 * Loopback only when the configuration allows it (tests, development).
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
  // Special-purpose ranges inside IPv6 global unicast (IANA registry).
  ['2001::', 23, 'ipv6'], // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4: embeds an IPv4 address
  ['2620:4f:8000::', 48, 'ipv6'], // direct delegation AS112
  ['3fff::', 20, 'ipv6'], // documentation
];

/** IPv6 global unicast: everything else (::/96, ::ffff:0:0/96, fc00::/7, 5f00::/16, ...) is not. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

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
  const given = address.replace(/^\[|\]$/g, '');
  const bare = mappedIpv4(given) ?? given;
  const version = isIP(bare);
  if (version === 0) return 'refused';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(bare, family)) return 'loopback';
  if (family === 'ipv6' && !globalUnicast.check(bare, 'ipv6')) return 'refused';
  if (refused.check(bare, family)) return 'refused';
  return 'public';
}

/** Whether a webhook may connect to the address under the given allowance. */
export function isDeliverableAddress(address: string, allowLoopback: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}
