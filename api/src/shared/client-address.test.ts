import { describe, expect, it } from 'vitest';
import { clientAddressKeys, ipv6Words } from './client-address.js';

describe('clientAddressKeys', () => {
  it('keys an IPv4 address by itself, also written as IPv4-mapped IPv6', () => {
    expect(clientAddressKeys('203.0.113.9')).toEqual({ network: '203.0.113.9' });
    expect(clientAddressKeys('::ffff:203.0.113.9')).toEqual({ network: '203.0.113.9' });
    expect(clientAddressKeys('::ffff:cb00:7109')).toEqual({ network: '203.0.113.9' });
  });

  it('keys every address of one IPv6 /64 alike, with its /56 as the site', () => {
    const keys = { network: '2a01:4f8:10:2a01::/64', site: '2a01:4f8:10:2a00::/56' };
    expect(clientAddressKeys('2a01:4f8:10:2a01::1')).toEqual(keys);
    expect(clientAddressKeys('2A01:04F8:0010:2A01:ffff:1:2:3')).toEqual(keys);
    expect(clientAddressKeys('[2a01:4f8:10:2a01:0:0:0:9]')).toEqual(keys);
    expect(clientAddressKeys('2a01:4f8:10:2a02::1')).toEqual({
      network: '2a01:4f8:10:2a02::/64',
      site: keys.site,
    });
    expect(clientAddressKeys('2a01:4f8:10:2b01::1').site).toBe('2a01:4f8:10:2b00::/56');
  });

  it('reads compressed, full and IPv4-tailed IPv6 the same', () => {
    expect(ipv6Words('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Words('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Words('::169.254.169.254')).toEqual([0, 0, 0, 0, 0, 0, 0xa9fe, 0xa9fe]);
    expect(ipv6Words('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Words('10.0.0.1')).toBeNull();
    expect(ipv6Words('not an address')).toBeNull();
  });
});
