import { describe, expect, it } from 'vitest';
import { contentTypeForKey } from './content-types.ts';
import { assertValidKey, folderPrefix, isValidKey } from './storage.ts';

describe('assertValidKey', () => {
  it('accepts the keys the app builds', () => {
    expect(() => assertValidKey('walls/3f2a/9c1d/w1280.webp')).not.toThrow();
    expect(() => assertValidKey('users/42/avatar.webp')).not.toThrow();
  });

  it.each([
    ['a parent segment', 'walls/../secrets.jpg'],
    ['a leading parent segment', '../x.webp'],
    ['".." inside a name', 'walls/a..b.jpg'],
    ['a backslash', 'walls\\x.webp'],
    ['a leading slash', '/etc/passwd'],
    ['an empty key', ''],
    ['an empty segment', 'walls//x.webp'],
    ['a "." segment', 'walls/./x.webp'],
    ['a NUL byte', 'walls/x.webp\0.png'],
  ])('rejects a key with %s as a programmer error', (_name, key) => {
    expect(() => assertValidKey(key)).toThrow(Error);
    expect(isValidKey(key)).toBe(false);
  });
});

describe('folderPrefix', () => {
  it('ends a prefix with a slash so walls/1 never matches walls/10', () => {
    expect(folderPrefix('walls/1')).toBe('walls/1/');
    expect(folderPrefix('walls/1/')).toBe('walls/1/');
  });

  it('rejects an empty prefix rather than meaning "everything"', () => {
    expect(() => folderPrefix('')).toThrow();
    expect(() => folderPrefix('/')).toThrow();
  });
});

describe('contentTypeForKey', () => {
  it('maps stored extensions to content types, case-insensitively', () => {
    expect(contentTypeForKey('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.JPEG')).toBe('image/jpeg');
    expect(contentTypeForKey('a/w640.webp')).toBe('image/webp');
    expect(contentTypeForKey('a/b.png')).toBe('image/png');
    expect(contentTypeForKey('a/b.exe')).toBeNull();
    expect(contentTypeForKey('a/noextension')).toBeNull();
  });
});
