import { MIN_KNOWN_HOLDS, type Learned, type Polygon, type Point } from '@spraybook/hold-vision';
import type { WorkerReply, WorkerRequest } from './worker-messages';

type Body<T> = T extends unknown ? Omit<T, 'id'> : never;
export interface Suggestion {
  polygon: Polygon;
  score: number;
}

/**
 * Requests to one worker, answered in order; an error reply rejects with the worker's text. `close`
 * stops the worker and rejects what is still waiting.
 */
function channel(worker: Worker) {
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

  return {
    send: <T>(body: Body<WorkerRequest>) =>
      new Promise<T>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ ...body, id } as WorkerRequest);
      }),
    close: () => {
      worker.terminate();
      for (const pending of waiting.values()) pending.reject(new Error('Tracing was closed.'));
      waiting.clear();
    },
  };
}

/**
 * Tracing for one photo. Taps and suggestions go to the tracing worker. With a second worker,
 * `learner`, the wall's model is trained there and handed over, so a tap never waits behind a
 * training (seconds on a phone once hundreds of holds are confirmed); without one, the tracing
 * worker trains between taps. The learner reads the photo only once there are enough holds to
 * learn from: a new wall's editor decodes it once.
 */
export function createHoldVisionClient(worker: Worker, learner?: Worker) {
  const tracing = channel(worker);
  const learning = learner ? channel(learner) : null;
  let photoUrl = '';
  let learnerLoaded: Promise<unknown> | null = null;

  const learnAside = async (known: Polygon[], rejected: Polygon[]) => {
    learnerLoaded ??= learning!.send({ kind: 'load-url', url: photoUrl });
    await learnerLoaded;
    const { model, ...learned } = await learning!.send<Learned>({
      kind: 'learn',
      known,
      rejected,
      handOver: true,
    });
    await tracing.send({ kind: 'use-model', model: model ?? null });
    return learned;
  };

  return {
    load: (url: string) => {
      photoUrl = url;
      learnerLoaded = null;
      return tracing.send<unknown>({ kind: 'load-url', url });
    },
    outline: (tap: Point, grow: number) => tracing.send<Polygon | null>({ kind: 'outline', tap, grow }),
    /** Holds found on the photo, but for those traced (`existing`) and the places turned down (`rejected`). */
    suggest: (existing: Polygon[], rejected: Polygon[]) =>
      tracing.send<Suggestion[]>({ kind: 'suggest', existing, rejected }),
    /** Trains the wall's model on these confirmed holds and rejected places (too few: it is dropped). */
    learn: (known: Polygon[], rejected: Polygon[]): Promise<Omit<Learned, 'model'>> =>
      learning && known.length >= MIN_KNOWN_HOLDS
        ? learnAside(known, rejected)
        : tracing.send<Learned>({ kind: 'learn', known, rejected }),
    close: () => {
      tracing.close();
      learning?.close();
    },
  };
}

export type HoldVisionClient = ReturnType<typeof createHoldVisionClient>;
