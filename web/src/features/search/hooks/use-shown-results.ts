import { useState } from 'react';
import type { SearchResult } from '@spraybook/contract';

export type ShownResults =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'results'; results: SearchResult[]; stale: boolean }
  | { kind: 'none' };

/**
 * What the quick search shows. Spec 2.2: results stay while typing until new results arrive,
 * so the list does not flicker empty between keystrokes; an error or an empty answer for the
 * current text shows 'No results'.
 */
export function useShownResults(
  text: string,
  settledText: string,
  query: { data?: SearchResult[]; isError: boolean; isFetching: boolean },
): ShownResults {
  const [kept, setKept] = useState<SearchResult[]>([]);
  const fresh = query.data;
  if (fresh && fresh.length > 0 && fresh !== kept) setKept(fresh);

  if (!text.trim()) return { kind: 'idle' };
  const pending = text.trim() !== settledText.trim() || query.isFetching;
  if (pending) return kept.length ? { kind: 'results', results: kept, stale: true } : { kind: 'searching' };
  if (query.isError || !fresh?.length) return { kind: 'none' };
  return { kind: 'results', results: fresh, stale: false };
}
