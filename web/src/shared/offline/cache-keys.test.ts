import { describe, expect, it } from 'vitest';
import {
  accountOf,
  apiCacheKey,
  imageCacheKey,
  isPhotoRequest,
  queryCacheKey,
  revisionByIdKey,
} from './cache-keys';

const jwt = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('accountOf', () => {
  it('is the visitor without a bearer token', () => {
    expect(accountOf(null)).toBe('visitor');
    expect(accountOf('Basic abc')).toBe('visitor');
  });
  it("is the access token's subject", () => {
    expect(accountOf(`Bearer ${jwt({ sub: 'user-1', exp: 1 })}`)).toBe('user-1');
  });
  it('is never the visitor for a token it cannot read', () => {
    expect(accountOf('Bearer opaque-token')).toBe('token');
    expect(accountOf('Bearer a.%%%.c')).toBe('token');
  });
});

describe('apiCacheKey', () => {
  it('keeps two accounts apart on one address', () => {
    const url = 'https://x.test/api/walls/1?page=2';
    expect(apiCacheKey(url, 'a')).not.toBe(apiCacheKey(url, 'b'));
    expect(apiCacheKey(url, 'a')).toBe(apiCacheKey(url, 'a'));
    expect(new URL(apiCacheKey(url, 'a')).searchParams.get('page')).toBe('2');
  });
});

describe('revisionByIdKey', () => {
  const latest = apiCacheKey('https://x.test/api/walls/w1/revisions/latest', 'user-1');

  it("files a wall's current revision under its id too, for the same account", () => {
    expect(revisionByIdKey(latest, { id: 'r7', holds: [] })).toBe(
      apiCacheKey('https://x.test/api/walls/w1/revisions/r7', 'user-1'),
    );
  });
  it('files nothing else: another answer, a body without an id, an id that is no path segment', () => {
    expect(
      revisionByIdKey(apiCacheKey('https://x.test/api/walls/w1/revisions/r6', 'a'), { id: 'r7' }),
    ).toBeNull();
    expect(revisionByIdKey(apiCacheKey('https://x.test/api/walls/w1', 'a'), { id: 'w1' })).toBeNull();
    expect(revisionByIdKey(latest, null)).toBeNull();
    expect(revisionByIdKey(latest, { id: 7 })).toBeNull();
    expect(revisionByIdKey(latest, { id: '../climbs' })).toBeNull();
  });
});

describe('queryCacheKey', () => {
  const url = 'https://x.test/api/ascents/query?limit=100&offset=0';
  it('files each filter and each account apart, keeping the page', () => {
    const mine = queryCacheKey(url, '{"user_id":"u1"}', 'u1');
    expect(mine).not.toBe(queryCacheKey(url, '{"user_id":"u2"}', 'u1'));
    expect(mine).not.toBe(queryCacheKey(url, '{"user_id":"u1"}', 'u2'));
    expect(mine).toBe(queryCacheKey(url, '{"user_id":"u1"}', 'u1'));
    expect(new URL(mine).searchParams.get('limit')).toBe('100');
  });
});

describe('imageCacheKey', () => {
  it("drops a private wall's signature and keeps the rest", () => {
    expect(imageCacheKey('https://x.test/images/walls/p/960.webp?exp=123&sig=abc')).toBe(
      'https://x.test/images/walls/p/960.webp',
    );
    expect(imageCacheKey('https://x.test/images/a.webp?v=1&sig=abc')).toBe(
      'https://x.test/images/a.webp?v=1',
    );
  });
});

describe('imageCacheKey of a bucket photo', () => {
  it("drops a presigned URL's signature, which changes every window", () => {
    const photo = 'http://127.0.0.1:9000/photos/walls/a/b/w640.webp';
    const signed = (date: string) =>
      `${photo}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=K%2F20260101%2Fus-east-1%2Fs3%2Faws4_request` +
      `&X-Amz-Date=${date}&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=abc`;
    expect(imageCacheKey(signed('20260101T000000Z'))).toBe(photo);
    expect(imageCacheKey(signed('20260101T003000Z'))).toBe(photo);
  });
});

describe('isPhotoRequest', () => {
  const app = 'https://spraybook.test';
  const wall = 'walls/0b7f0d7e-6f59-4c43-9d55-0a4b7b0c1d2e/5a1f6c1e-3b1d-4c1b-8f0e-2d7c9a8b6e4f';
  const user = 'users/0b7f0d7e-6f59-4c43-9d55-0a4b7b0c1d2e/5a1f6c1e-3b1d-4c1b-8f0e-2d7c9a8b6e4f';
  const is = (url: string) => isPhotoRequest(new URL(url), app);

  it("takes the app's own /images/ and nothing else of the app", () => {
    expect(is(`${app}/images/${wall}/w640.webp?exp=1&sig=x`)).toBe(true);
    expect(is(`${app}/api/walls/1`)).toBe(false);
    expect(is(`${app}/${wall}/w640.webp`)).toBe(false);
  });

  it("takes wall photos and profile pictures at a bucket's or a CDN's address", () => {
    expect(is(`http://127.0.0.1:9000/spraybook-photos/${wall}/original.jpg`)).toBe(true);
    expect(is(`https://photos.s3.eu-west-1.amazonaws.com/${wall}/w1280.webp?X-Amz-Signature=ab`)).toBe(true);
    expect(is(`https://cdn.example.com/photos/${user}/w96.webp`)).toBe(true);
  });

  it('leaves other images and files elsewhere alone (map tiles, other names, other schemes)', () => {
    expect(is('https://tile.openstreetmap.org/5/16/10.png')).toBe(false);
    expect(is(`https://cdn.example.com/photos/${wall}/thumbnail.png`)).toBe(false);
    expect(is(`https://cdn.example.com/photos/${wall}/w640.webp/more`)).toBe(false);
    expect(is('https://cdn.example.com/walls/not-an-id/again/w640.webp')).toBe(false);
    expect(is(`blob:https://cdn.example.com/${wall}/w640.webp`)).toBe(false);
  });
});
