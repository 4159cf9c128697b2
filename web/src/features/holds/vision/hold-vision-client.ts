import type { Polygon, Point } from '@spraybook/hold-vision';
import type { WorkerReply, WorkerRequest } from './worker-messages';

type Body<T> = T extends unknown ? Omit<T, 'id'> : never;
export interface Suggestion {
  polygon: Polygon;
  score: number;
}

/**
 * One tracing worker for one photo. Requests are answered in order; an error reply rejects with the
 * worker's text. `close` stops the worker and rejects what is still waiting.
 */
export function createHoldVisionClient(worker: Worker) {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 1;

  worker.onmessage = ({ data: reply }: MessageEvent<WorkerReply>) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!pending) return;
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(new Error(reply.error));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) pending.reject(new Error('The tracing worker stopped.'));
    waiting.clear();
  };

  const send = <T>(body: Body<WorkerRequest>) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id } as WorkerRequest);
    });

  return {
    load: (url: string) => send<unknown>({ kind: 'load-url', url }),
    outline: (tap: Point, grow: number) => send<Polygon | null>({ kind: 'outline', tap, grow }),
    suggest: (existing: Polygon[]) => send<Suggestion[]>({ kind: 'suggest', existing }),
    /** Trains the wall's model on these confirmed holds and rejected places (too few: it is dropped). */
    learn: (known: Polygon[], rejected: Polygon[]) =>
      send<{ learnedFrom: number; ms: number }>({ kind: 'learn', known, rejected }),
    close: () => {
      worker.terminate();
      for (const pending of waiting.values()) pending.reject(new Error('Tracing was closed.'));
      waiting.clear();
    },
  };
}

export type HoldVisionClient = ReturnType<typeof createHoldVisionClient>;
