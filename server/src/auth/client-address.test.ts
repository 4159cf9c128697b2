import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('address key for abuse limits', () => {
  it('keeps an IPv4 address as it is, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as the same address', () => {
    const a = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('expands compressed IPv6 addresses and drops the zone', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
