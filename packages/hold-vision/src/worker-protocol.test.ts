import { describe, expect, it } from 'vitest';
import { BLOBS, paintWall } from './test-images.ts';
import { createHoldVisionHandler, NO_PHOTO_ERROR, type HoldVisionRequest } from './worker-protocol.ts';

describe('the tracing worker protocol', () => {
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
});
