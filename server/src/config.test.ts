import path from 'node:path';
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

  it('limits each kind of write per minute and hour, each limit set by its own variable', () => {
    const { writeLimits } = loadConfig({ COMMENTS_PER_MINUTE: '3', HOLDS_PER_HOUR: '9000' });
    expect(writeLimits.comment).toEqual({ perMinute: 3, perHour: 100 });
    expect(writeLimits.hold).toEqual({ perMinute: 1500, perHour: 9000 });
    expect(writeLimits.tick).toEqual({ perMinute: 30, perHour: 300 });
    expect(() => loadConfig({ VOTES_PER_HOUR: '0' })).toThrow(/VOTES_PER_HOUR/);
  });
});

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('serve plain HTTP when neither is set, with PUBLIC_URL defaulting to http://localhost', () => {
    expect(loadConfig({ PORT: '9000' })).toMatchObject({ tls: null, publicUrl: 'http://localhost:9000' });
  });

  it('serve HTTPS with both, as absolute paths, and PUBLIC_URL defaults to https://localhost', () => {
    const config = loadConfig({
      PORT: '8443',
      TLS_CERT_FILE: '/etc/spraybook/cert.pem',
      TLS_KEY_FILE: 'key.pem',
    });
    expect(config.tls).toEqual({ certFile: '/etc/spraybook/cert.pem', keyFile: path.resolve('key.pem') });
    expect(config.publicUrl).toBe('https://localhost:8443');
  });

  it('leave a set PUBLIC_URL as it is', () => {
    const env = { TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem', PUBLIC_URL: 'https://spray.lan:8443/' };
    expect(loadConfig(env).publicUrl).toBe('https://spray.lan:8443');
  });

  it('refuse one without the other, naming the missing one', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(
      /^TLS_KEY_FILE is required with TLS_CERT_FILE/,
    );
    expect(() => loadConfig({ TLS_KEY_FILE: 'key.pem', TLS_CERT_FILE: ' ' })).toThrow(
      /^TLS_CERT_FILE is required with TLS_KEY_FILE/,
    );
  });
});

describe('LEAN_MEMORY', () => {
  it('is on unless set to false, and refuses anything but true or false', () => {
    expect(loadConfig({}).leanMemory).toBe(true);
    expect(loadConfig({ LEAN_MEMORY: 'false' }).leanMemory).toBe(false);
    expect(() => loadConfig({ LEAN_MEMORY: 'no' })).toThrow(/LEAN_MEMORY must be true or false/);
  });
});

const POSTGRES = 'postgres://spraybook@db.example:5432/spraybook';

describe('SEED_DEMO', () => {
  it('seeds the demo on the embedded database when unset', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('does not seed the demo on a PostgreSQL server when unset', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).seedDemo).toBe(false);
  });

  it('seeds the demo on a PostgreSQL server only when set to true', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('turns the demo off on the embedded database when set to false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: POSTGRES, SEED_DEMO: '' }).seedDemo).toBe(false);
  });

  it('refuses a value other than true or false instead of guessing', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow("SEED_DEMO must be true or false, got 'yes'");
  });
});

describe('footer links', () => {
  it('are all absent unless configured', () => {
    expect(loadConfig({}).footerLinks).toEqual({ communityUrl: null, issuesUrl: null, instagramUrl: null });
  });

  it('take the configured addresses', () => {
    const config = loadConfig({
      COMMUNITY_URL: 'https://discord.gg/example',
      ISSUES_URL: 'https://github.com/example/spraybook/issues',
      INSTAGRAM_URL: 'https://www.instagram.com/example',
    });
    expect(config.footerLinks).toEqual({
      communityUrl: 'https://discord.gg/example',
      issuesUrl: 'https://github.com/example/spraybook/issues',
      instagramUrl: 'https://www.instagram.com/example',
    });
  });

  it('refuse an address that is not http(s), since it becomes a link users click', () => {
    expect(() => loadConfig({ ISSUES_URL: 'javascript:alert(1)' })).toThrow(
      "ISSUES_URL must be an http(s) address, got 'javascript:alert(1)'",
    );
    expect(() => loadConfig({ COMMUNITY_URL: 'discord.gg/example' })).toThrow(/COMMUNITY_URL must be/);
  });
});

describe('reverse geocoder (GEOCODER_URL)', () => {
  it("is OpenStreetMap's Nominatim unless set, and off when set to empty", () => {
    expect(loadConfig({}).geocoderUrl).toBe('https://nominatim.openstreetmap.org');
    expect(loadConfig({ GEOCODER_URL: '' }).geocoderUrl).toBeNull();
  });

  it('takes an http(s) address without its trailing slash, and refuses anything else', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example.org/nominatim/' }).geocoderUrl).toBe(
      'https://geo.example.org/nominatim',
    );
    expect(() => loadConfig({ GEOCODER_URL: 'geo.example.org' })).toThrow(
      /GEOCODER_URL must be an http\(s\) address/,
    );
  });
});

describe('operations', () => {
  it('waits 10 seconds for requests in flight when stopping, unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdownTimeoutSeconds).toBe(30);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it("takes an Idempotency-Key claim unrenewed for 30 seconds for a stopped server's, unless IDEMPOTENCY_STALE_SECONDS says otherwise", () => {
    expect(loadConfig({}).idempotencyStaleSeconds).toBe(30);
    expect(loadConfig({ IDEMPOTENCY_STALE_SECONDS: '3' }).idempotencyStaleSeconds).toBe(3);
    expect(() => loadConfig({ IDEMPOTENCY_STALE_SECONDS: '0' })).toThrow(/IDEMPOTENCY_STALE_SECONDS/);
  });

  it('serves metrics only when METRICS is true', () => {
    expect(loadConfig({}).metrics).toBe(false);
    expect(loadConfig({ METRICS: 'false' }).metrics).toBe(false);
    expect(loadConfig({ METRICS: 'true' }).metrics).toBe(true);
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS/);
  });
});
