import { describe, expect, it } from 'vitest';
import { createHoldVisionHandler, type Polygon, type RgbaImage } from '@spraybook/hold-vision';
import type { WorkerRequest } from './worker-messages';
import { createHoldVisionClient } from './hold-vision-client';

/** A grey wall with six red squares (holds) of 20 px on a 3 x 2 grid. */
const SQUARES = [0, 1, 2, 3, 4, 5].map((k) => ({ x: 30 + (k % 3) * 60, y: 40 + Math.floor(k / 3) * 60 }));
function wallPhoto(): RgbaImage {
  const width = 200;
  const height = 150;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const hold = SQUARES.some((s) => Math.abs(x - s.x) < 10 && Math.abs(y - s.y) < 10);
      data.set(hold ? [200, 30, 40, 255] : [150, 150, 140, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}
const square = (s: { x: number; y: number }): Polygon =>
  [
    [-9, -9],
    [9, -9],
    [9, 9],
    [-9, 9],
  ].map(([dx, dy]) => ({ x: (s.x + dx!) / 200, y: (s.y + dy!) / 150 }));

/**
 * A worker in this process: the package's handler behind postMessage, a photo URL read as the wall
 * above. `hold` keeps its answers back until `release` (a training still under way).
 */
function fakeWorker() {
  const handle = createHoldVisionHandler();
  const held: (() => void)[] = [];
  const fake = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null,
    holding: false,
    kinds: [] as string[],
    postMessage(request: WorkerRequest) {
      fake.kinds.push(request.kind);
      const reply = () =>
        fake.onmessage?.({
          data:
            request.kind === 'load-url'
              ? handle({ id: request.id, kind: 'load', image: wallPhoto() })
              : handle(request),
        });
      if (fake.holding) held.push(reply);
      else queueMicrotask(reply);
    },
    release() {
      fake.holding = false;
      for (const reply of held.splice(0)) reply();
    },
    terminate() {},
  };
  return fake;
}

/** A client on two fake workers (tracing and learning), the photo loaded. */
async function loadedWithLearner() {
  const tracer = fakeWorker();
  const learner = fakeWorker();
  const client = createHoldVisionClient(tracer as unknown as Worker, learner as unknown as Worker);
  await client.load('/images/wall.jpg');
  return { tracer, learner, client };
}

describe('the tracing client with a learning worker', () => {
  it('trains in the learner and hands the model to the tracing worker', async () => {
    const { tracer, learner, client } = await loadedWithLearner();
    const learned = await client.learn(SQUARES.slice(0, 5).map(square), []);
    expect(learned).toMatchObject({ learnedFrom: 5 });
    expect(learned).not.toHaveProperty('model');
    expect(learner.kinds).toEqual(['load-url', 'learn']);
    expect(tracer.kinds).toEqual(['load-url', 'use-model']);
  });

  it('leaves the learner idle (no photo decoded) while there are too few holds to learn from', async () => {
    const { tracer, learner, client } = await loadedWithLearner();
    expect(await client.learn(SQUARES.slice(0, 4).map(square), [])).toMatchObject({ learnedFrom: 0 });
    expect(learner.kinds).toEqual([]);
    expect(tracer.kinds).toEqual(['load-url', 'learn']);
  });

  it('answers a tap while the learner is still training', async () => {
    const { tracer, learner, client } = await loadedWithLearner();
    learner.holding = true;
    let learnedYet = false;
    const learning = client.learn(SQUARES.slice(0, 5).map(square), []).then(() => (learnedYet = true));
    const outline = await client.outline({ x: SQUARES[5]!.x / 200, y: SQUARES[5]!.y / 150 }, 0);
    expect(outline?.length).toBeGreaterThanOrEqual(3);
    expect(learnedYet).toBe(false);
    learner.release();
    await learning;
    expect(tracer.kinds.at(-1)).toBe('use-model');
  });

  it('trains in the tracing worker itself when there is no learner', async () => {
    const tracer = fakeWorker();
    const client = createHoldVisionClient(tracer as unknown as Worker);
    await client.load('/images/wall.jpg');
    expect(await client.learn(SQUARES.slice(0, 5).map(square), [])).toMatchObject({ learnedFrom: 5 });
    expect(tracer.kinds).toEqual(['load-url', 'learn']);
  });
});
