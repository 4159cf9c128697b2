import { describe, expect, it } from 'vitest';
import { signInAddressElsewhere } from './sign-in-address';

const at = (href: string) => {
  const { origin, pathname, search, hash } = new URL(href);
  return { origin, pathname, search, hash };
};

describe('signInAddressElsewhere', () => {
  it('is null on the public address itself, with or without a trailing slash', () => {
    expect(signInAddressElsewhere('http://localhost:8080', at('http://localhost:8080/walls'))).toBeNull();
    expect(signInAddressElsewhere('https://spraybook.app/', at('https://spraybook.app/'))).toBeNull();
  });

  it('gives the same page on the public address when opened at another host', () => {
    expect(
      signInAddressElsewhere('http://localhost:8080', at('http://127.0.0.1:8080/walls/w/climbs/c?x=1#top')),
    ).toBe('http://localhost:8080/walls/w/climbs/c?x=1#top');
    expect(signInAddressElsewhere('https://spraybook.app', at('http://192.168.1.20:8080/'))).toBe(
      'https://spraybook.app/',
    );
  });

  it('treats another port or scheme as another address', () => {
    expect(signInAddressElsewhere('http://localhost:8080', at('http://localhost:5173/'))).toBe(
      'http://localhost:8080/',
    );
  });

  it('gives up quietly on a public address that is not a URL', () => {
    expect(signInAddressElsewhere('not a url', at('http://localhost:8080/'))).toBeNull();
  });
});
