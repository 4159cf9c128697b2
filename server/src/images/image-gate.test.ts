import { IMAGES_BUSY } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { createImageGate } from './image-gate.ts';

/** A task that finishes when the test says so, recording that it started. */
function heldTask(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done.then(() => name)), finish: () => finish() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('image gate', () => {
  it('runs at most `concurrency` tasks at once and starts waiting ones in arrival order', async () => {
    const gate = createImageGate({ concurrency: 2, queueLength: 5 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map((t) => gate.run(t.run));
    await tick();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses work beyond the queue at once with 503, a detail and a Retry-After', async () => {
    const gate = createImageGate({ concurrency: 1, queueLength: 1 });
    const started: string[] = [];
    const running = heldTask(started, 'running');
    const queued = heldTask(started, 'queued');
    const first = gate.run(running.run);
    const second = gate.run(queued.run);
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject({
      statusCode: 503,
      detail: IMAGES_BUSY,
      retryAfterSeconds: expect.any(Number),
    });
    // What /metrics reports: one decoding, one waiting, one refused.
    expect(gate.stats()).toEqual({ running: 1, waiting: 1, rejected: 1 });
    running.finish();
    queued.finish();
    expect(await Promise.all([first, second])).toEqual(['running', 'queued']);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, rejected: 1 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = createImageGate({ concurrency: 1, queueLength: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
