import { useMemo, useState } from 'react';
import type { Hold } from '@spraybook/contract';
import { showErrorDialog } from '../../../components/error-dialog';
import { showToast } from '../../../lib/overlays';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { HistoryStep } from '../logic/edit-history';
import {
  pendingSuggestions,
  suggestionAt,
  suggestionsFrom,
  withRejected,
  type Suggestion,
  type SuggestionState,
} from '../logic/suggestions';
import type { HoldVisionClient } from '../vision/hold-vision-client';
import { HOLD_ADDED } from '../../../lib/texts';

interface ReviewDeps {
  client: HoldVisionClient | null;
  holds: readonly Hold[];
  stored: SuggestionState;
  update: (change: (s: SuggestionState) => SuggestionState) => void;
  /** Runs one change at a time (the editor's lock), saving holds and recording the step. */
  exclusive: (work: () => Promise<void>) => Promise<void>;
  /** Saves holds in one request (all or none); their new ids in order. */
  addHolds: (polygons: readonly (readonly Point[])[]) => Promise<string[]>;
  record: (step: HistoryStep) => void;
}

/** Suggest mode: find holds on the photo, then accept or reject each, or accept all that are left. */
export function useSuggestionReview({
  client,
  holds,
  stored,
  update,
  exclusive,
  addHolds,
  record,
}: ReviewDeps) {
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
      const found = await client.suggest(holds.map((h) => [...h.bounding_polygon]));
      update(() => suggestionsFrom(found));
      showToast({
        title: found.length ? `${found.length} holds suggested` : 'No new holds found',
        message: found.length
          ? 'Tap to accept or reject each, or accept all.'
          : 'Every hold the tracing can see is traced already.',
        color: found.length ? 'green' : 'yellow',
      });
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setFinding(false);
    }
  };

  /** Saves the suggestions as holds in one request (all or none), one step in the history. */
  const accept = (chosen: readonly Suggestion[]) =>
    exclusive(async () => {
      const ids = await addHolds(chosen.map((s) => s.polygon));
      const step = chosen.map((s, i) => ({ kind: 'added' as const, holdId: ids[i]!, polygon: s.polygon }));
      record(step);
      showToast({
        id: 'hold-added',
        title: step.length === 1 ? HOLD_ADDED : `${step.length} holds added`,
        message: 'Saved on this wall.',
        color: 'green',
      });
    });

  const reject = (s: Suggestion) => {
    update((state) => withRejected(state, s.key, true));
    record([{ kind: 'rejected', suggestion: s.key }]);
  };

  return {
    pending,
    finding,
    tapRejects,
    setTapRejects,
    find,
    acceptAll: () => pending.length > 0 && void accept(pending),
    tap: (point: Point) => {
      const s = suggestionAt(pending, point);
      if (!s) return;
      if (tapRejects) reject(s);
      else void accept([s]);
    },
  };
}
