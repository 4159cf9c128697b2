import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Point } from '@spraybook/hold-vision';
import type { Hold } from '@spraybook/contract';
import { rejectedOutlines, type SuggestionState } from '../logic/suggestions';
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
  const rejected = useMemo(() => rejectedOutlines(suggestions), [suggestions]);

  // One training at a time: while the worker trains, newer holds wait here and only the latest is
  // sent next ("Accept all" saves holds one by one, and the worker cannot drop a queued request).
  const waiting = useRef<{ known: Point[][]; rejected: Point[][] } | null>(null);
  const training = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const pump = useCallback((target: HoldVisionClient) => {
    const next = waiting.current;
    if (training.current || !next) return;
    waiting.current = null;
    training.current = true;
    target
      .learn(next.known, next.rejected)
      .then(
        (answer) => live.current && setLearnedFrom(answer.learnedFrom),
        // A failed training leaves today's colour rule in charge, which is what the setter had before.
        () => live.current && setLearnedFrom(0),
      )
      .finally(() => {
        training.current = false;
        if (waiting.current) pump(target);
        else if (live.current) setLearning(false);
      });
  }, []);

  useEffect(() => {
    if (!client) return;
    setLearning(true);
    // Once the holds stop changing for a moment.
    const timer = window.setTimeout(() => {
      waiting.current = { known, rejected };
      pump(client);
    }, LEARN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [client, known, rejected, pump]);

  const forget = useCallback(() => {
    const next = [...new Set([...unlearned, ...holds.map((h) => h.id)])];
    saveUnlearned(revisionId, next);
    setUnlearned(next);
  }, [holds, revisionId, unlearned]);

  return { learnedFrom, learning, canForget: known.length > 0, forget };
}
