import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Hold } from '@spraybook/contract';
import type { SuggestionState } from '../logic/suggestions';
import type { HoldVisionClient } from './hold-vision-client';
import { learnableHolds, loadUnlearned, saveUnlearned } from './wall-learning';

const LEARN_AFTER_MS = 600;

/**
 * The wall's own model in the tracing worker: taught again whenever the holds confirmed on this photo
 * (or the places rejected) change, so every accepted, drawn or corrected hold makes the next tap and
 * the next "Suggest again" better. "Forget what you learned" sets the present holds aside in this
 * browser (for a wall whose photo changed under them); holds confirmed after it teach anew.
 */
export function useWallLearning(
  client: HoldVisionClient | null,
  revisionId: string,
  holds: readonly Hold[],
  suggestions: SuggestionState,
) {
  const [unlearned, setUnlearned] = useState(() => loadUnlearned(revisionId));
  const [learnedFrom, setLearnedFrom] = useState(0);
  const [learning, setLearning] = useState(false);
  const known = useMemo(() => learnableHolds(holds, unlearned), [holds, unlearned]);
  const rejected = useMemo(
    () => suggestions.items.filter((s) => suggestions.rejected.includes(s.key)).map((s) => [...s.polygon]),
    [suggestions],
  );

  useEffect(() => {
    if (!client) return;
    let live = true;
    setLearning(true);
    // Once the holds stop changing: "Accept all" saves them one by one, and one training is enough.
    const timer = window.setTimeout(() => {
      // Requests are answered in order, so the last one sent is the model the worker keeps.
      client
        .learn(known, rejected)
        .then(
          (answer) => live && setLearnedFrom(answer.learnedFrom),
          // A failed training leaves today's colour rule in charge, which is what the setter had before.
          () => live && setLearnedFrom(0),
        )
        .finally(() => live && setLearning(false));
    }, LEARN_AFTER_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [client, known, rejected]);

  const forget = useCallback(() => {
    const next = [...new Set([...unlearned, ...holds.map((h) => h.id)])];
    saveUnlearned(revisionId, next);
    setUnlearned(next);
  }, [holds, revisionId, unlearned]);

  return { learnedFrom, learning, canForget: known.length > 0, forget };
}
