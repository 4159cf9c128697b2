import { describe, expect, it } from 'vitest';
import { nextCursor, splitCursor } from './newest-first-cursor.ts';

describe('a newest-first page cursor', () => {
  it('splits into the creation instant and the id, an id with underscores whole', () => {
    expect(splitCursor('2026-11-29 21:00:00.123456+00_a_b')).toEqual({
      created: '2026-11-29 21:00:00.123456+00',
      id: 'a_b',
    });
  });

  it('names the last row shown when the query found one more, and nothing on the last page', () => {
    const rows = ['3', '2', '1'].map((id) => ({ id, cursor: `t${id}` }));
    expect(nextCursor(rows, 2)).toBe('t2_2');
    expect(nextCursor(rows, 3)).toBeNull();
    expect(nextCursor([], 2)).toBeNull();
  });
});
