import { afterAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_REFUSED } from '@spraybook/contract';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';

describe('a push endpoint the server posts to', () => {
  it("is a browser's push service: a public HTTPS name", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QG9',
    ])
      expect(pushEndpointAllowed(endpoint, false), endpoint).toBe(true);
  });

  it('is never plain HTTP, an IP address, a local name or a port of its own, unless any host is allowed', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://10.0.0.8/push',
      'https://localhost/push',
      'https://db.internal/push',
      'https://printer.local/push',
      'https://push.example:8443/push',
    ]) {
      expect(pushEndpointAllowed(endpoint, false), endpoint).toBe(false);
      expect(pushEndpointAllowed(endpoint, true), endpoint).toBe(true);
    }
  });
});

describe('subscribing a device to pushes', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('refuses a push service on the server’s own network with the contract’s words, and keeps nothing', async () => {
    t = await buildTestApp();
    const sam = await t.signUp('Sam');
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/push/subscriptions',
      headers: sam.auth,
      payload: { endpoint: 'http://127.0.0.1:6379/push', keys },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PUSH_ENDPOINT_REFUSED);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/users/${sam.user.id}/export`,
      headers: sam.auth,
    });
    expect(kept.body).not.toContain('127.0.0.1:6379');
  });
});
