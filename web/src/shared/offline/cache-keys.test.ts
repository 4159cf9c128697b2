import { describe, expect, it } from 'vitest';
import { accountOf, apiCacheKey, imageCacheKey, queryCacheKey } from './cache-keys';

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
