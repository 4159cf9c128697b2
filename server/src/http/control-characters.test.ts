import { CONTROL_CHARACTERS_DETAIL } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg, toBase64 } from '../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let member: Awaited<ReturnType<TestApp['signUp']>>;
let jpeg: string;
beforeAll(async () => {
  t = await buildTestApp();
  member = await t.signUp('Nul Tester');
  jpeg = toBase64(await phoneJpeg(320, 240));
});
afterAll(() => t.close());

const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ detail: CONTROL_CHARACTERS_DETAIL });
};

describe('control characters in text', () => {
  it.each([
    '/api/walls?search_text=%00',
    '/api/quick-search?text=a%00',
    '/api/users/search?display_name=%00',
    '/api/users/search?display_name=a%1B',
  ])('refuses %s without a token with 400 and a detail', async (url) => {
    expectRefused(await t.app.inject({ method: 'GET', url }));
  });

  it.each([
    { name: 'Wall\u0000' },
    { gym_name: 'Gym\u0000' },
    { description: 'Slab\u0000' },
    { description: 'Bell\u0007' },
  ])('refuses a wall with %j with 400 and a detail', async (field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: member.auth,
      payload: { name: 'Board', base64_image: jpeg, ...field },
    });
    expectRefused(res);
  });

  it('refuses a display name with NUL and keeps the old one', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: member.auth,
      payload: { display_name: 'Nul\u0000' },
    });
    expectRefused(res);
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${member.user.id}` });
    expect(read.json()).toMatchObject({ display_name: 'Nul Tester' });
  });

  it('still accepts tabs and line breaks in a description', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: member.auth,
      payload: { name: 'Board', base64_image: jpeg, description: 'Line one\r\n\tLine two' },
    });
    expect(res.statusCode).toBe(201);
  });
});
