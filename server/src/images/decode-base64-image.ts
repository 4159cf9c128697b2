import { IMAGE_NOT_BASE64, imageTooLarge } from '@spraybook/contract';
import { Invalid, TooLarge } from '../http/errors.ts';

// Browsers send either a bare base64 string or a FileReader data URL.
const DATA_URL_PREFIX = /^data:[^;,]*(?:;[^;,=]+=[^;,]*)*;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decodes an uploaded image from base64, with or without a `data:<mime>;base64,` prefix.
 * The claimed MIME type is thrown away: callers detect the type from the bytes.
 * The size limit is checked from the string length before decoding, so an
 * oversized upload never allocates its decoded buffer.
 */
export function decodeBase64Image(input: string, maxBytes: number): Buffer {
  const body = input.trim().replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  // A length of 1 mod 4 cannot come from any byte sequence; padding implies whole quads.
  const badLength = body.length % 4 === 1 || (body.endsWith('=') && body.length % 4 !== 0);
  if (body.length === 0 || !BASE64_BODY.test(body) || badLength) {
    throw new Invalid(IMAGE_NOT_BASE64);
  }
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const decodedSize = Math.floor((body.length * 3) / 4) - padding;
  if (decodedSize > maxBytes) {
    throw new TooLarge(imageTooLarge(formatMegabytes(maxBytes)));
  }
  return Buffer.from(body, 'base64');
}

/** 20971520 → "20", 1572864 → "1.5": the limit as people read it. */
export function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}
