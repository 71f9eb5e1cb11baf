import { describe, expect, it } from 'vitest';
import { classifyAddress, isDeliverableAddress } from './address-policy.js';

describe('the addresses a webhook may reach', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.10',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    // IPv4-compatible and IPv4-translated IPv6 carry an IPv4 address the network may route.
    '::169.254.169.254',
    '::ffff:0:169.254.169.254',
    '::127.0.0.1',
    '::10.0.0.1',
    '::8.8.8.8',
    // IANA special-purpose IPv6: Teredo, benchmarking, ORCHID, documentation, SRv6, 6to4.
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:2::1',
    '2001:20::1',
    '2001:db8::1',
    '3fff::1',
    '3fff:fff:ffff::1',
    '5f00::1',
    '2620:4f:8000::1',
    // Outside global unicast (2000::/3): reserved space.
    '4000::1',
    'e000::1',
    '100::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(classifyAddress(address)).toBe('refused');
    expect(isDeliverableAddress(address, true)).toBe(false);
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '[::1]'])(
    'takes %s for loopback, refused unless allowed',
    (address) => {
      expect(classifyAddress(address)).toBe('loopback');
      expect(isDeliverableAddress(address, false)).toBe(false);
      expect(isDeliverableAddress(address, true)).toBe(true);
    },
  );

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
    expect(isDeliverableAddress(address, false)).toBe(true);
  });
});
