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
    '::ffff:8.8.8.8',
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
    expect(isDeliverableAddress(address, false)).toBe(true);
  });
});
