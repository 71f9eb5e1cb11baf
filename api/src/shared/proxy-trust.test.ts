import { describe, expect, it } from 'vitest';
import { parseProxyTrust } from './proxy-trust.js';

describe('parseProxyTrust', () => {
  it('trusts no proxy by default', () => {
    expect(parseProxyTrust(undefined)).toEqual({ trust: false });
    expect(parseProxyTrust('false')).toEqual({ trust: false });
    expect(parseProxyTrust('0')).toEqual({ trust: false });
  });

  it('takes a hop count', () => {
    expect(parseProxyTrust('1')).toEqual({ trust: 1 });
    expect(parseProxyTrust('2')).toEqual({ trust: 2 });
    expect(parseProxyTrust('11')).toEqual({ problem: 'at most 10 hops' });
  });

  it('takes proxy addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(parseProxyTrust('10.0.0.0/8')).toEqual({ trust: ['10.0.0.0/8'] });
    expect(parseProxyTrust(' 192.0.2.10 , fd00::/8 ')).toEqual({
      trust: ['192.0.2.10', 'fd00::/8'],
    });
  });

  it('refuses trusting every hop and what is not an address', () => {
    expect(parseProxyTrust('true')).toHaveProperty('problem');
    expect(parseProxyTrust('10.0.0.0/33')).toHaveProperty('problem');
    expect(parseProxyTrust('proxy.example')).toEqual({
      problem: 'not an IP address or CIDR range: "proxy.example"',
    });
    expect(parseProxyTrust('10.0.0.1/8/2')).toHaveProperty('problem');
  });
});
