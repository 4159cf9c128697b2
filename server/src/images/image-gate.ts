import { IMAGES_BUSY } from '@spraybook/contract';
import { ServiceUnavailable } from '../http/errors.ts';

/** A 12 MP photo takes about a second per slot; by then the queue has moved on. */
const RETRY_AFTER_SECONDS = 5;

/** Runs image work with at most `concurrency` images decoded at once. */
export interface ImageGate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Images being decoded, waiting for a slot, and refused since the app started: for `/metrics`. */
  stats(): { running: number; waiting: number; rejected: number };
}

/**
 * Decoding a photo takes hundreds of megabytes, so a burst of uploads could exhaust memory.
 * At most `concurrency` tasks run, `queueLength` more wait their turn, and the rest are refused
 * at once with 503 and Retry-After rather than piling up. One gate per app.
 */
export function createImageGate(opts: { concurrency: number; queueLength: number }): ImageGate {
  let running = 0;
  let rejected = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
    if (next) next();
    else running--;
  };
  return {
    async run(task) {
      if (running < opts.concurrency) running++;
      else if (waiting.length < opts.queueLength) await new Promise<void>((resolve) => waiting.push(resolve));
      else {
        rejected++;
        throw new ServiceUnavailable(IMAGES_BUSY, RETRY_AFTER_SECONDS);
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, rejected }),
  };
}
