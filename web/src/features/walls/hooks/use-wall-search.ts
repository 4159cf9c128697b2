import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  normalizeSearchText,
  readWallSearch,
  writeWallSearch,
  type WallSearch,
} from '../utils/wall-search-params';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The find-wall screen's state, kept in the URL (search_text, limit, skip, favorites) so a search
 * can be shared and survives reloads. Typing is debounced before it reaches the URL.
 */
export function useWallSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readWallSearch(params), [params]);
  const [text, setText] = useState(search.searchText);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The search_text this hook last wrote; any other change to the URL came from outside (back button, a link).
  const written = useRef(search.searchText);

  const update = useCallback(
    (change: Partial<WallSearch>, replace = false) =>
      setParams(writeWallSearch({ ...search, ...change }), { replace }),
    [search, setParams],
  );

  // Only new typing writes the URL; a URL changed from outside must not be overwritten by stale text.
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    const next = normalizeSearchText(debounced);
    if (next === search.searchText) return;
    written.current = next;
    // A new search starts at its first page; replace so typing does not fill the history.
    update({ searchText: next, skip: 0 }, true);
  }, [debounced, search.searchText, update]);

  useEffect(() => {
    if (search.searchText !== written.current) {
      written.current = search.searchText;
      setText(search.searchText);
    }
  }, [search.searchText]);

  return {
    search,
    text,
    setText,
    /** True while typed text has not reached the URL yet. */
    typing: normalizeSearchText(text) !== search.searchText,
    setSkip: (skip: number) => update({ skip }),
  };
}
