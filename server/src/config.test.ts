import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as true, a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY entry that is no address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/TRUST_PROXY/);
  });

  it('limits sign-ups and image work by default, and refuses a limit below one', () => {
    expect(loadConfig({})).toMatchObject({ signUpsPerHour: 10, imageConcurrency: 2, imageQueueLength: 8 });
    expect(() => loadConfig({ IMAGE_CONCURRENCY: '0' })).toThrow(/IMAGE_CONCURRENCY/);
  });
});
