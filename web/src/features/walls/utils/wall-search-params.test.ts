import { describe, expect, it } from 'vitest';
import { normalizeSearchText, pageInfo, readWallSearch, writeWallSearch } from './wall-search-params';

describe('wall search params', () => {
  it('defaults to limit 10 and skip 0', () => {
    expect(readWallSearch(new URLSearchParams())).toEqual({
      searchText: '',
      limit: 10,
      skip: 0,
      favorites: false,
    });
  });

  it('ignores bad numbers', () => {
    const s = readWallSearch(new URLSearchParams('limit=abc&skip=-3&favorites=yes'));
    expect(s).toMatchObject({ limit: 10, skip: 0, favorites: false });
  });

  it('round-trips through the URL, keeping limit and skip', () => {
    const search = { searchText: 'moon', limit: 20, skip: 40, favorites: true };
    const params = writeWallSearch(search);
    expect(params.toString()).toBe('favorites=true&search_text=moon&limit=20&skip=40');
    expect(readWallSearch(params)).toEqual(search);
  });

  it('lower-cases and trims search text', () => {
    expect(normalizeSearchText('  The Cave ')).toBe('the cave');
  });

  it('disables Previous on the first page and Next on the last', () => {
    expect(pageInfo({ skip: 0, limit: 10 }, 25)).toMatchObject({
      hasPrevious: false,
      hasNext: true,
      first: 1,
      last: 10,
    });
    expect(pageInfo({ skip: 20, limit: 10 }, 25)).toMatchObject({
      hasPrevious: true,
      hasNext: false,
      previousSkip: 10,
      first: 21,
      last: 25,
    });
    expect(pageInfo({ skip: 0, limit: 10 }, 0)).toMatchObject({
      hasPrevious: false,
      hasNext: false,
      first: 0,
      last: 0,
    });
  });
});
