import { describe, expect, it } from 'vitest';
import { clampCrop, clampZoom, outputRect, shownSize } from './crop-math';

const landscape = { width: 400, height: 200 };

describe('the cropper geometry', () => {
  it('keeps zoom within the spec: 0.1 to 2', () => {
    expect([clampZoom(0), clampZoom(0.5), clampZoom(3)]).toEqual([0.1, 0.5, 2]);
  });

  it('covers the viewport with the shorter side at zoom 1', () => {
    expect(shownSize(landscape, 200, 1)).toEqual({ width: 400, height: 200 });
    expect(shownSize(landscape, 200, 0.5)).toEqual({ width: 200, height: 100 });
  });

  it('never lets a large picture uncover the circle, nor a small one leave the viewport', () => {
    expect(clampCrop({ zoom: 1, x: 500, y: 50 }, landscape, 200)).toEqual({ zoom: 1, x: 100, y: 0 });
    expect(clampCrop({ zoom: 0.5, x: 0, y: -300 }, landscape, 200)).toEqual({ zoom: 0.5, x: 0, y: -50 });
  });

  it('draws on the output what the viewport shows, scaled', () => {
    expect(outputRect({ zoom: 1, x: 0, y: 0 }, landscape, 200, 400)).toEqual({
      x: -200,
      y: 0,
      width: 800,
      height: 400,
    });
    expect(outputRect({ zoom: 1, x: 100, y: 0 }, landscape, 200, 400).x).toBe(0);
  });
});
