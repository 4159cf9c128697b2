import { describe, expect, it } from 'vitest';
import { fetchedAtOf, oldestFetchedAt, rememberFetchedAt } from './fetched-at';

describe('fetched-at', () => {
  it("takes an answer's time from its Date header", () => {
    const data = { id: 'w' };
    rememberFetchedAt(data, 'Wed, 25 Nov 2026 18:00:00 GMT');
    expect(fetchedAtOf(data, 5)).toBe(Date.parse('2026-11-25T18:00:00Z'));
  });
  it("falls back to the query's time without a readable Date", () => {
    const data = { id: 'x' };
    rememberFetchedAt(data, 'not a date');
    expect(fetchedAtOf(data, 5)).toBe(5);
    expect(fetchedAtOf(null, 7)).toBe(7);
  });
  it('says the page dates from its oldest answer, ignoring queries without data', () => {
    const old = { a: 1 };
    rememberFetchedAt(old, 'Wed, 25 Nov 2026 10:00:00 GMT');
    expect(
      oldestFetchedAt([
        { data: { b: 2 }, updatedAt: Date.parse('2026-11-25T12:00:00Z') },
        { data: old, updatedAt: Date.parse('2026-11-25T19:00:00Z') },
        { data: undefined, updatedAt: 1 },
      ]),
    ).toBe(Date.parse('2026-11-25T10:00:00Z'));
    expect(oldestFetchedAt([{ data: undefined, updatedAt: 0 }])).toBeNull();
  });
});
