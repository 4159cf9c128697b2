import { describe, expect, it } from 'vitest';
import { forgetReturnPath, keepReturnPath, returnPath } from './return-after-settings';

describe('the page a new user returns to after settings', () => {
  it('keeps the page where sign-in began', () => {
    keepReturnPath('/walls/w/climbs/c/add-ascent', sessionStorage);
    expect(returnPath(sessionStorage)).toBe('/walls/w/climbs/c/add-ascent');
    forgetReturnPath(sessionStorage);
    expect(returnPath(sessionStorage)).toBeNull();
  });
  it('keeps nothing for the home page, the callback or settings itself', () => {
    for (const path of ['/', '/auth/callback', '/settings']) {
      keepReturnPath(path, sessionStorage);
      expect(returnPath(sessionStorage)).toBeNull();
    }
  });
});
