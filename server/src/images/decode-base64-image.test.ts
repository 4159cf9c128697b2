import { describe, expect, it } from 'vitest';
import { decodeBase64Image, formatMegabytes } from './decode-base64-image.ts';

const MB = 1024 * 1024;
const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]);

describe('decodeBase64Image', () => {
  it('decodes a bare base64 string', () => {
    expect(decodeBase64Image(bytes.toString('base64'), MB)).toEqual(bytes);
  });

  it('decodes a data URL and ignores the MIME type it claims', () => {
    const dataUrl = `data:image/png;base64,${bytes.toString('base64')}`;
    expect(decodeBase64Image(dataUrl, MB)).toEqual(bytes);
  });

  it('accepts line breaks inside the base64 and missing padding', () => {
    const wrapped = bytes.toString('base64').replace(/(.{4})/g, '$1\n');
    expect(decodeBase64Image(wrapped, MB)).toEqual(bytes);
    expect(decodeBase64Image(bytes.toString('base64').replace(/=+$/, ''), MB)).toEqual(bytes);
  });

  it.each([
    ['an empty string', ''],
    ['only a data URL prefix', 'data:image/jpeg;base64,'],
    ['characters outside the alphabet', 'not base64!'],
    ['padding in the middle', 'QQ==QUJD'],
    ['an impossible length', 'QUJDR'],
  ])('rejects %s with 400', (_name, input) => {
    expect(() => decodeBase64Image(input, MB)).toThrow(
      expect.objectContaining({ statusCode: 400, detail: 'The image is not valid base64.' }),
    );
  });

  it('rejects a decoded size over the limit with 413 naming the limit in MB', () => {
    const tooBig = Buffer.alloc(2 * MB + 1).toString('base64');
    expect(() => decodeBase64Image(tooBig, 2 * MB)).toThrow(
      expect.objectContaining({ statusCode: 413, detail: 'The image is larger than 2 MB.' }),
    );
  });

  it('accepts a decoded size exactly at the limit', () => {
    expect(decodeBase64Image(Buffer.alloc(MB).toString('base64'), MB)).toHaveLength(MB);
  });
});

describe('formatMegabytes', () => {
  it('shows whole and fractional megabytes as people read them', () => {
    expect(formatMegabytes(20 * MB)).toBe('20');
    expect(formatMegabytes(1.5 * MB)).toBe('1.5');
  });
});
