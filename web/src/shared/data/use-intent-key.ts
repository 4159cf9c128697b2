import { useCallback, useRef } from 'react';
import { randomId } from '../util/random-id';

/**
 * The `Idempotency-Key` of what the climber asked for, made when they first ask: `keyFor` gives the same key
 * while they ask for the same thing again (a double tap, a try after an error), so the server and the offline
 * queue do it once; a new one for anything else, and after `done` (a second tick they chose to make).
 */
export function useIntentKey() {
  const intent = useRef<{ asked: string; key: string } | null>(null);
  const keyFor = useCallback((asked: unknown) => {
    const json = JSON.stringify(asked);
    if (intent.current?.asked !== json) intent.current = { asked: json, key: randomId() };
    return intent.current.key;
  }, []);
  const done = useCallback(() => {
    intent.current = null;
  }, []);
  return { keyFor, done };
}
