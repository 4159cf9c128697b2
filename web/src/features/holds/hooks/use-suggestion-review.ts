import { useMemo, useState } from 'react';
import type { Hold } from '@spraybook/contract';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { HoldEditorEffect } from '../logic/hold-tools';
import {
  pendingSuggestions,
  rejectedOutlines,
  suggestionAt,
  suggestionsFrom,
  type SuggestionState,
} from '../logic/suggestions';
import type { HoldVisionClient } from '../vision/hold-vision-client';

interface ReviewDeps {
  client: HoldVisionClient | null;
  holds: readonly Hold[];
  stored: SuggestionState;
  update: (change: (s: SuggestionState) => SuggestionState) => void;
  /** The editor's effect runner: saves (one at a time, one step in the history), toasts, errors. */
  run: (effect: HoldEditorEffect) => void;
}

/**
 * Suggest mode: find holds on the photo, then accept or reject each, or accept all that are left.
 * This keeps what is found and how a tap answers; what that does runs in the editor's `run`.
 */
export function useSuggestionReview({ client, holds, stored, update, run }: ReviewDeps) {
  const [finding, setFinding] = useState(false);
  const [tapRejects, setTapRejects] = useState(false);
  const pending = useMemo(
    () =>
      pendingSuggestions(
        stored,
        holds.map((h) => ({ id: h.id, polygon: h.bounding_polygon })),
      ),
    [stored, holds],
  );

  const find = async () => {
    if (!client || finding) return;
    setFinding(true);
    try {
      const found = await client.suggest(
        holds.map((h) => [...h.bounding_polygon]),
        rejectedOutlines(stored),
      );
      update((s) => suggestionsFrom(found, s));
      run({ type: 'suggested', count: found.length });
    } catch (error) {
      run({ type: 'failed', error });
    } finally {
      setFinding(false);
    }
  };

  return {
    pending,
    finding,
    tapRejects,
    setTapRejects,
    find,
    acceptAll: () => pending.length > 0 && run({ type: 'accept', suggestions: pending }),
    tap: (point: Point) => {
      const s = suggestionAt(pending, point);
      if (s) run(tapRejects ? { type: 'reject', suggestion: s } : { type: 'accept', suggestions: [s] });
    },
  };
}
