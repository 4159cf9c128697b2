import { describe, expect, it } from 'vitest';
import { BLOBS, blobPolygon, paintWall } from './test-images.ts';
import type { WallModel } from './wall-model.ts';
import { createHoldVisionHandler, NO_PHOTO_ERROR, type HoldVisionRequest } from './worker-protocol.ts';

// Each test takes well under a second of CPU; the limit allows for a machine shared with other jobs.
describe('the tracing worker protocol', { timeout: 20_000 }, () => {
  it('loads a photo once, then answers outline and suggest requests on it by id', () => {
    const handle = createHoldVisionHandler();
    expect(handle({ id: 1, kind: 'load', image: paintWall(320, 240, BLOBS) })).toEqual({
      id: 1,
      ok: true,
      result: { width: 320, height: 240 },
    });
    const outline = handle({ id: 2, kind: 'outline', tap: { x: BLOBS[0]!.cx, y: BLOBS[0]!.cy } });
    expect(outline).toMatchObject({ id: 2, ok: true });
    expect((outline as { result: unknown[] }).result.length).toBeGreaterThanOrEqual(3);
    const suggest = handle({ id: 3, kind: 'suggest', existing: [] });
    expect(suggest).toMatchObject({ id: 3, ok: true });
    expect((suggest as { result: unknown[] }).result.length).toBeGreaterThan(0);
  });

  it('suggests none of the places turned down again, and refuses places without points', () => {
    const handle = createHoldVisionHandler();
    handle({ id: 1, kind: 'load', image: paintWall(320, 240, BLOBS) });
    const all = handle({ id: 2, kind: 'suggest' }) as { result: { polygon: unknown[] }[] };
    const turnedDown = [blobPolygon(BLOBS[1]!)];
    const again = handle({ id: 3, kind: 'suggest', rejected: turnedDown }) as { result: unknown[] };
    expect(again.result).toHaveLength(all.result.length - 1);
    expect(
      handle({ id: 4, kind: 'suggest', rejected: [[{ x: 'a' }]] } as unknown as HoldVisionRequest),
    ).toMatchObject({
      id: 4,
      ok: false,
    });
  });

  it('refuses to outline or suggest before a photo is loaded', () => {
    const handle = createHoldVisionHandler();
    expect(handle({ id: 7, kind: 'outline', tap: { x: 0.5, y: 0.5 } })).toEqual({
      id: 7,
      ok: false,
      error: NO_PHOTO_ERROR,
    });
    expect(handle({ id: 8, kind: 'suggest' })).toEqual({ id: 8, ok: false, error: NO_PHOTO_ERROR });
  });

  it('answers an unknown request or a photo without pixels with an error, not a throw', () => {
    const handle = createHoldVisionHandler();
    expect(handle({ id: 9, kind: 'paint' } as unknown as HoldVisionRequest)).toEqual({
      id: 9,
      ok: false,
      error: 'Unknown request: paint',
    });
    expect(
      handle({ id: 10, kind: 'load', image: { width: 10, height: 10, data: new Uint8Array(4) } }),
    ).toMatchObject({
      id: 10,
      ok: false,
    });
  });

  it('keeps each handler its own photo', () => {
    const a = createHoldVisionHandler();
    const b = createHoldVisionHandler();
    a({ id: 1, kind: 'load', image: paintWall(100, 80, BLOBS) });
    expect(b({ id: 2, kind: 'suggest' })).toMatchObject({ ok: false });
  });

  it('learns the wall from five confirmed holds, keeps the model for taps and suggestions, and forgets it', () => {
    const handle = createHoldVisionHandler();
    expect(handle({ id: 1, kind: 'learn', known: [] })).toEqual({ id: 1, ok: false, error: NO_PHOTO_ERROR });
    handle({ id: 2, kind: 'load', image: paintWall(200, 150, BLOBS) });
    const known = BLOBS.slice(0, 5).map(blobPolygon);
    expect(handle({ id: 3, kind: 'learn', known: known.slice(0, 4) })).toMatchObject({
      ok: true,
      result: { learnedFrom: 0 },
    });
    expect(handle({ id: 4, kind: 'learn', known })).toMatchObject({ ok: true, result: { learnedFrom: 5 } });
    const suggest = handle({ id: 5, kind: 'suggest', existing: known });
    expect(suggest).toMatchObject({ ok: true });
    // The sixth hold, not confirmed, is what is left to suggest.
    expect((suggest as { result: unknown[] }).result.length).toBeGreaterThanOrEqual(1);
    expect(handle({ id: 6, kind: 'learn', known: [] })).toMatchObject({ result: { learnedFrom: 0 } });
  });

  it('hands a model learned in one worker to another, which then scores taps and suggestions with it', () => {
    const learner = createHoldVisionHandler();
    const tracer = createHoldVisionHandler();
    const photo = paintWall(200, 150, BLOBS);
    learner({ id: 1, kind: 'load', image: photo });
    tracer({ id: 1, kind: 'load', image: photo });
    const known = BLOBS.slice(0, 5).map(blobPolygon);
    const learned = learner({ id: 2, kind: 'learn', known, handOver: true });
    const { model } = (learned as { result: { model: WallModel | null } }).result;
    expect(model?.learnedFrom).toBe(5);
    // Without handOver the answer stays small: the model stays in the worker that learned it.
    expect(learner({ id: 3, kind: 'learn', known })).not.toHaveProperty('result.model');
    expect(tracer({ id: 2, kind: 'use-model', model })).toEqual({
      id: 2,
      ok: true,
      result: { learnedFrom: 5 },
    });
    const suggest = tracer({ id: 3, kind: 'suggest', existing: known });
    expect((suggest as { result: unknown[] }).result.length).toBeGreaterThanOrEqual(1);
    expect(tracer({ id: 4, kind: 'use-model', model: null })).toMatchObject({ result: { learnedFrom: 0 } });
  });

  it('refuses a model learned on another photo, and a model before any photo', () => {
    const learner = createHoldVisionHandler();
    learner({ id: 1, kind: 'load', image: paintWall(200, 150, BLOBS) });
    const known = BLOBS.slice(0, 5).map(blobPolygon);
    const learned = learner({ id: 2, kind: 'learn', known, handOver: true });
    const { model } = (learned as { result: { model: WallModel | null } }).result;
    const tracer = createHoldVisionHandler();
    expect(tracer({ id: 1, kind: 'use-model', model })).toEqual({ id: 1, ok: false, error: NO_PHOTO_ERROR });
    tracer({ id: 2, kind: 'load', image: paintWall(100, 80, BLOBS) });
    expect(tracer({ id: 3, kind: 'use-model', model })).toEqual({
      id: 3,
      ok: false,
      error: 'The model was learned on another photo.',
    });
  });

  it('refuses holds to learn from that are not polygons of points', () => {
    const handle = createHoldVisionHandler();
    handle({ id: 1, kind: 'load', image: paintWall(100, 80, BLOBS) });
    const bad = [[{ x: 0.1 }, { x: 0.2, y: 0.2 }, { x: 0.3, y: 0.1 }]] as unknown as {
      x: number;
      y: number;
    }[][];
    expect(handle({ id: 2, kind: 'learn', known: bad })).toEqual({
      id: 2,
      ok: false,
      error: 'Holds to learn from need points with x and y.',
    });
    expect(handle({ id: 3, kind: 'learn', known: 'all' as unknown as [] })).toMatchObject({ ok: false });
  });
});
