import { WALLS_LIMIT_MAX, WALLS_PAGE_SIZE } from '@spraybook/contract/plain';

export interface WallSearch {
  searchText: string;
  limit: number;
  skip: number;
  favorites: boolean;
}

function intParam(value: string | null, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** The find-wall screen's state from its URL; bad numbers fall back to the defaults. */
export function readWallSearch(params: URLSearchParams): WallSearch {
  return {
    searchText: params.get('search_text') ?? '',
    limit: intParam(params.get('limit'), WALLS_PAGE_SIZE, 1, WALLS_LIMIT_MAX),
    skip: intParam(params.get('skip'), 0, 0),
    favorites: params.get('favorites') === 'true',
  };
}

/** The URL for a search state: limit and skip always, so a shared link shows the same page. */
export function writeWallSearch(search: WallSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.favorites) params.set('favorites', 'true');
  if (search.searchText) params.set('search_text', search.searchText);
  params.set('limit', String(search.limit));
  params.set('skip', String(search.skip));
  return params;
}

/** Spec 2.4: search text is lower-cased before it is sent. */
export function normalizeSearchText(text: string) {
  return text.trim().toLowerCase();
}

export function pageInfo({ skip, limit }: Pick<WallSearch, 'skip' | 'limit'>, total: number) {
  return {
    hasPrevious: skip > 0,
    hasNext: skip + limit < total,
    previousSkip: Math.max(0, skip - limit),
    nextSkip: skip + limit,
    first: total === 0 ? 0 : Math.min(skip + 1, total),
    last: Math.min(skip + limit, total),
  };
}
