import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { contentSecurityPolicies, policyFor, storageSources, tileSource } from './content-security-policy.ts';

describe('content security policies', () => {
  it('allows the map tile host, with a wildcard for a subdomain placeholder', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('https://tiles.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.org:8443',
    );
  });

  it('allows the configured storage endpoint', () => {
    const s3 = { bucket: 'photos', region: 'eu-north-1', accessKeyId: '', secretAccessKey: '' };
    expect(storageSources({ ...s3, endpoint: 'http://minio:9000', forcePathStyle: true })).toEqual([
      'http://minio:9000',
    ]);
    expect(storageSources({ ...s3, forcePathStyle: false })).toContain(
      'https://photos.s3.eu-north-1.amazonaws.com',
    );
    expect(storageSources(null)).toEqual([]);
  });

  it('lets the app reach and frame an external OIDC issuer when one is configured', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com/realms/gym',
      OIDC_CLIENT_ID: 'spraybook',
    });
    const { app } = contentSecurityPolicies(config);
    expect(app).toContain("connect-src 'self' https://id.example.com https://nominatim.openstreetmap.org;");
    expect(app).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://www.instagram.com https://id.example.com;',
    );
  });

  it('lets the app reach the reverse geocoder at its origin, and nothing when the geocoder is off', () => {
    const policy = (GEOCODER_URL?: string) => contentSecurityPolicies(loadConfig({ GEOCODER_URL })).app;
    expect(policy()).toContain("connect-src 'self' https://nominatim.openstreetmap.org;");
    expect(policy('http://127.0.0.1:9000/nominatim/')).toContain("connect-src 'self' http://127.0.0.1:9000;");
    expect(policy('')).toContain("connect-src 'self';");
  });

  it('upgrades insecure requests and HSTS only when PUBLIC_URL is https', () => {
    expect(contentSecurityPolicies(loadConfig({ PUBLIC_URL: 'https://spraybook.app' })).app).toContain(
      'upgrade-insecure-requests',
    );
    expect(contentSecurityPolicies(loadConfig({})).app).not.toContain('upgrade-insecure-requests');
  });

  it('picks the policy by path', () => {
    const p = { app: 'app', api: 'api', signIn: 'signIn', docs: 'docs' };
    expect(
      [
        '/',
        '/walls/1',
        '/api',
        '/api/walls?q=1',
        '/api/docs/static/index.html',
        '/images/a.webp',
        '/oidc/auth',
        '/auth/interaction/x',
        '/auth/callback',
        '/apiary',
      ].map((url) => policyFor(url, p)),
    ).toEqual(['app', 'app', 'api', 'api', 'docs', 'api', 'signIn', 'signIn', 'app', 'app']);
  });
});
