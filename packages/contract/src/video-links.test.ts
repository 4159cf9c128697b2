import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoEmbedUrl, videoPageUrl } from './video-links.ts';

describe('beta video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['  http://youtu.be/a-b_c123456  ', 'a-b_c123456'],
  ])('accepts the YouTube link %s', (link, id) => {
    expect(parseVideoLink(link)).toEqual({ provider: 'youtube', id, start: null });
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 90],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', 90],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=42', 42],
    ['https://youtu.be/dQw4w9WgXcQ?t=soon', null],
  ])('reads the start time of %s', (link, start) => {
    expect(parseVideoLink(link)).toMatchObject({ start });
  });

  it.each([
    ['https://www.instagram.com/p/C1a2B3c4D5e/', 'p', 'C1a2B3c4D5e'],
    ['https://instagram.com/reel/C1a2B3c4D5e?igsh=xyz', 'reel', 'C1a2B3c4D5e'],
    ['https://www.instagram.com/reels/C1a2B3c4D5e/', 'reel', 'C1a2B3c4D5e'],
  ])('accepts the Instagram link %s', (link, kind, id) => {
    expect(parseVideoLink(link)).toEqual({ provider: 'instagram', kind, id });
  });

  it.each([
    '',
    'not a link',
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://www.instagram.com/someclimber/',
    'https://www.instagram.com/p/',
    'https://www.instagram.com/p/C1a2B3c4D5e/comments/',
  ])('refuses %j', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });

  it('plays YouTube from the no-cookie domain at the start time, and Instagram from its embed page', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90',
    );
    expect(videoEmbedUrl({ provider: 'instagram', kind: 'reel', id: 'C1a2B3c4D5e' })).toBe(
      'https://www.instagram.com/reel/C1a2B3c4D5e/embed',
    );
    expect(videoPageUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: null })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
