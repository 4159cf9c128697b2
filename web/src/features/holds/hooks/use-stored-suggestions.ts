import { useCallback, useState } from 'react';
import { noSuggestions, type SuggestionState } from '../logic/suggestions';

const keyOf = (revisionId: string) => `spraybook-suggestions:${revisionId}`;

function load(revisionId: string): SuggestionState {
  try {
    const raw = window.localStorage.getItem(keyOf(revisionId));
    const parsed = raw ? (JSON.parse(raw) as SuggestionState) : null;
    return parsed && Array.isArray(parsed.items) && Array.isArray(parsed.rejected) ? parsed : noSuggestions;
  } catch {
    return noSuggestions;
  }
}

/**
 * The photo's suggestions and rejections, kept in this browser so a half-reviewed photo survives a
 * reload (accepted ones are holds on the server already).
 */
export function useStoredSuggestions(revisionId: string) {
  const [state, setState] = useState(() => load(revisionId));
  const update = useCallback(
    (change: (current: SuggestionState) => SuggestionState) =>
      setState((current) => {
        const next = change(current);
        try {
          if (next.items.length) window.localStorage.setItem(keyOf(revisionId), JSON.stringify(next));
          else window.localStorage.removeItem(keyOf(revisionId));
        } catch {
          // Storage refused: the review still works until the page is left.
        }
        return next;
      }),
    [revisionId],
  );
  return [state, update] as const;
}
