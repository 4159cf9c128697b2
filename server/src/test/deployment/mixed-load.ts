/** What became of one request of the load. */
export interface Outcome {
  index: number;
  write: boolean;
  /** The HTTP status, or 0 when no answer came (a reset or refused connection reached the client). */
  status: number;
  ok: boolean;
  /** nginx's X-Upstream: the node(s) tried, in order. */
  upstream: string;
  finishedAt: number;
}

/**
 * Sends `total` requests from `concurrency` workers, each pausing `pauseMs` between its requests, and
 * keeps the last `holdBack` back until `until` resolves: the load is still running when the last
 * restart ends, however long the restarts take on a busy machine.
 */
export async function mixedLoad(opts: {
  total: number;
  concurrency: number;
  pauseMs: number;
  holdBack: number;
  until: Promise<unknown>;
  send: (index: number) => Promise<Omit<Outcome, 'index' | 'finishedAt'>>;
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  let released = false;
  void opts.until.finally(() => (released = true));
  const worker = async () => {
    while (next < opts.total) {
      if (!released && next >= opts.total - opts.holdBack) {
        await sleep(20);
        continue;
      }
      const index = next++;
      const outcome = await opts
        .send(index)
        .catch(() => ({ write: false, status: 0, ok: false, upstream: '' }));
      outcomes.push({ ...outcome, index, finishedAt: Date.now() });
      if (!released) await sleep(opts.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return outcomes;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
