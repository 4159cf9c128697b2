import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let plain: TestApp;
let configured: TestApp;
beforeAll(async () => {
  [plain, configured] = await Promise.all([
    buildTestApp(),
    buildTestApp({
      CONTACT_EMAIL: 'privacy@gym.example',
      COMMUNITY_URL: 'https://discord.gg/example',
      ISSUES_URL: 'https://github.com/example/spraybook/issues',
      INSTAGRAM_URL: 'https://www.instagram.com/example',
      MOBILE_APP_URL: 'https://play.google.com/store/apps/details?id=app.spraybook',
      GEOCODER_URL: '',
      PUBLIC_URL: 'https://spraybook.gym.example/',
    }),
  ]);
});
afterAll(() => Promise.all([plain.close(), configured.close()]));

const publicConfig = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('public configuration', () => {
  it("offers OpenStreetMap's Nominatim as the reverse geocoder unless GEOCODER_URL turns it off", async () => {
    expect((await publicConfig(plain)).geocoder_url).toBe('https://nominatim.openstreetmap.org');
    expect((await publicConfig(configured)).geocoder_url).toBeNull();
  });

  it('tells the browser the address sign-in works at (PUBLIC_URL, without a trailing slash)', async () => {
    expect((await publicConfig(configured)).public_url).toBe('https://spraybook.gym.example');
  });

  it('offers no footer link to an outside account that is not configured', async () => {
    expect(await publicConfig(plain)).toMatchObject({
      contact_email: 'hello@spraybook.app',
      community_url: null,
      issues_url: null,
      instagram_url: null,
    });
  });

  it('passes the configured contact address and footer links to the browser', async () => {
    expect(await publicConfig(configured)).toMatchObject({
      contact_email: 'privacy@gym.example',
      community_url: 'https://discord.gg/example',
      issues_url: 'https://github.com/example/spraybook/issues',
      instagram_url: 'https://www.instagram.com/example',
    });
  });

  it("links the mobile app's store page in the install dialog only when MOBILE_APP_URL is set", async () => {
    expect((await publicConfig(plain)).mobile_app_url).toBeNull();
    expect((await publicConfig(configured)).mobile_app_url).toBe(
      'https://play.google.com/store/apps/details?id=app.spraybook',
    );
  });
});
