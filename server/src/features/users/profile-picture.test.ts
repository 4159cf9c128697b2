import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_UNREADABLE, NOT_YOURSELF, PICTURE_REQUIRED } from '@spraybook/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bmp24,
  phoneJpeg,
  pixelAt,
  near,
  RED,
  BLUE,
  solid,
  withClaimedJpegSize,
} from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let me: Member, other: Member;

beforeAll(async () => {
  t = await buildTestApp();
  [me, other] = await Promise.all([t.signUp('Pictured'), t.signUp('Someone')]);
});
afterAll(() => t.close());

const upload = (base64: string, who: Member | null = me, userId = me.user.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/profile-picture`,
    headers: who?.auth ?? {},
    payload: { base64_image: base64 },
  });

/** An icon holding one entry: a PNG, or a 32-bit bitmap with alpha. */
function ico(entry: Buffer, size: number) {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head[6] = size % 256;
  head[7] = size % 256;
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(entry.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, entry]);
}
function dib32(width: number, height: number) {
  const out = Buffer.alloc(40 + width * height * 4 + Math.ceil(width / 32) * 4 * height);
  out.writeUInt32LE(40, 0);
  out.writeInt32LE(width, 4);
  out.writeInt32LE(height * 2, 8);
  out.writeUInt16LE(1, 12);
  out.writeUInt16LE(32, 14);
  for (let i = 0; i < width * height; i++)
    out.set(i % width < width / 2 ? [0, 0, 255, 255] : [255, 0, 0, 255], 40 + i * 4);
  return out;
}

async function storedPicture(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return res.rawPayload;
}

describe('profile picture upload', () => {
  const halves = solid(200, 120, RED, BLUE);
  const cases: [string, () => Promise<Buffer>][] = [
    ['JPEG (with EXIF and GPS)', () => phoneJpeg(200, 120)],
    ['PNG', () => halves.clone().png().toBuffer()],
    ['GIF', () => halves.clone().gif().toBuffer()],
    ['TIFF', () => halves.clone().tiff().toBuffer()],
    ['WebP', () => halves.clone().webp().toBuffer()],
    [
      'SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="12"><rect width="10" height="12" fill="#f00"/><rect x="10" width="10" height="12" fill="#00f"/></svg>',
        ),
    ],
    ['BMP', async () => bmp24(200, 120)],
    ['ICO with a PNG', async () => ico(await halves.clone().png().toBuffer(), 0)],
    ['ICO with a bitmap', async () => ico(dib32(64, 64), 64)],
  ];
  for (const [type, make] of cases)
    it(`takes ${type} and stores square WebP at two sizes, without metadata`, async () => {
      const res = await upload((await make()).toString('base64'));
      expect(res.statusCode).toBe(200);
      const url: string = res.json().profile_picture_url;
      expect(url).toMatch(/^\/images\/users\/.+\/w256\.webp$/);
      const large = await storedPicture(url);
      const small = await storedPicture(url.replace('w256', 'w96'));
      const meta = await sharp(large).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect((await sharp(small).metadata()).width).toBe(96);
      expect(near(await pixelAt(large, 40, 128), RED, 40)).toBe(true);
      expect(near(await pixelAt(large, 216, 128), BLUE, 40)).toBe(true);
    });

  it('answers the picture in the user everyone reads, and deletes the one it replaced', async () => {
    const first = (await upload((await halves.clone().png().toBuffer()).toString('base64'))).json();
    const second = (await upload((await halves.clone().webp().toBuffer()).toString('base64'))).json();
    const read = (await t.app.inject({ method: 'GET', url: `/api/users/${me.user.id}` })).json();
    expect(read.profile_picture_url).toBe(second.profile_picture_url);
    const folders = readdirSync(path.join(t.dataDir, 'files', 'users', me.user.id));
    expect(folders).toHaveLength(1);
    const firstFolder = first.profile_picture_url.split('/')[4];
    expect(existsSync(path.join(t.dataDir, 'files', 'users', me.user.id, firstFolder))).toBe(false);
  });

  it("asks for an image, refuses what is not one, and another user's account", async () => {
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(PICTURE_REQUIRED);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/users/${me.user.id}/profile-picture`,
      headers: me.auth,
      payload: {},
    });
    expect(missing.json().detail).toBe(PICTURE_REQUIRED);
    const text = await upload(Buffer.from('just some words, not a picture').toString('base64'));
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe(IMAGE_UNREADABLE);
    const forbidden = await upload(Buffer.from('x').toString('base64'), other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe(NOT_YOURSELF);
    expect((await upload('abcd', null)).statusCode).toBe(401);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = withClaimedJpegSize(await phoneJpeg(64, 64), 20_000, 20_000);
    const res = await upload(bomb.toString('base64'));
    expect(res.statusCode).toBe(413);
    const huge = bmp24(8, 8);
    huge.writeInt32LE(30_000, 18);
    huge.writeInt32LE(30_000, 22);
    expect((await upload(huge.toString('base64'))).statusCode).toBe(413);
  });
});

describe('the upload limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ PICTURES_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('refuses a third picture in a minute with 429', async () => {
    const who = await limited.signUp('Busy');
    const png = (await solid(32, 32, RED).png().toBuffer()).toString('base64');
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/users/${who.user.id}/profile-picture`,
        headers: who.auth,
        payload: { base64_image: png },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/too often/);
  });
});
