import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For: none, a number of hops in front of the
 * server, or the addresses (and CIDR ranges) of the proxies. Trusting every hop would let a client
 * choose its own address and slip past every per-address limit, so `true` is refused.
 */
export type ProxyTrust = false | number | string[];

export type ProxyTrustResult = { trust: ProxyTrust } | { problem: string };

const maximumHops = 10;

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseProxyTrust(value: string | undefined): ProxyTrustResult {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { trust: false };
  if (text === 'true') {
    return {
      problem:
        'must name the proxies, not trust every hop: a hop count (1 for one reverse proxy) or their addresses/CIDR ranges (10.0.0.0/8,192.0.2.10)',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > maximumHops) return { problem: `at most ${maximumHops} hops` };
    return { trust: hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      problem: `not an IP address or CIDR range: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return { trust: entries };
}

/**
 * Fastify's own hop count trusts nothing (it cannot check the nearest peer), so a hop count is
 * given as a function: the socket peer and the next hops-1 entries are proxies, the entry after
 * them is the client. Use a hop count only where the server is reachable through the proxy alone.
 */
export function proxyTrustFunction(
  trust: ProxyTrust,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
