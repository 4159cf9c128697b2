import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timestamp } from './timestamp.ts';

describe('timestamp()', () => {
  it.each([
    ['2026-11-25 09:03:29.879+00', '2026-11-25T09:03:29.879Z'],
    ['2026-11-25 09:03:29.879123+00', '2026-11-25T09:03:29.879Z'],
    ['2026-11-25 10:03:29+01', '2026-11-25T09:03:29.000Z'],
    ['2026-11-25T14:33:29.879+05:30', '2026-11-25T09:03:29.879Z'],
    ['2026-11-25T09:03:29.879Z', '2026-11-25T09:03:29.879Z'],
  ])('answers PostgreSQL’s or any zoned form %s as ISO with T and zone', (stored, answered) => {
    expect(z.encode(timestamp(), stored)).toBe(answered);
  });

  it('fails an answer whose value is no instant, rather than sending it', () => {
    expect(z.safeEncode(timestamp(), 'yesterday').success).toBe(false);
  });

  it('is a date-time in the document', () => {
    expect(z.toJSONSchema(timestamp(), { io: 'output' })).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
  });
});
