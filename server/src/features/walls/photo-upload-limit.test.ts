import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploads } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let setter: Member, other: Member;

beforeAll(async () => {
  t = await buildTestApp({ UPLOADS_PER_HOUR: '2' });
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [setter, other] = await Promise.all([t.signUp('Setter Sia'), t.signUp('Other Otto')]);
});
afterAll(() => t.close());

const addWall = (by: Member) =>
  t.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: by.auth,
    payload: { name: 'Board', base64_image: jpeg },
  });

describe('photo uploads per user and hour', () => {
  it('refuses the upload past the limit with 429, a Retry-After and a detail, counting photo changes too', async () => {
    const first = await addWall(setter);
    expect(first.statusCode, first.body).toBe(201);
    const wallId = first.json().id as string;

    const newPhoto = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${wallId}`,
      headers: setter.auth,
      payload: { name: 'Board', base64_image: jpeg },
    });
    expect(newPhoto.statusCode, newPhoto.body).toBe(200);

    const refused = await addWall(setter);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json().detail).toBe(
      'You have uploaded too many photos in the last hour. Wait 60 minutes and try again.',
    );

    // Editing the details without a new photo is no upload.
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${wallId}`,
      headers: setter.auth,
      payload: { name: 'Renamed' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
  });

  it('counts each user on their own', async () => {
    expect((await addWall(other)).statusCode).toBe(201);
  });

  it('does not count refused uploads, so waiting is enough', async () => {
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(photoUploads)
      .where(eq(photoUploads.userId, setter.user.id));
    expect(row?.n).toBe(2);
  });
});
