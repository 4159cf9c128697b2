import { describe, expect, it } from 'vitest';
import { canvasView, photoViewBox } from './canvas-view';

const photo = { image_width: 4000, image_height: 3000 };

describe('canvasView', () => {
  it("draws in the photo's pixels, each this many CSS px on screen at the zoom", () => {
    expect(canvasView(photo, 400, 2.5)).toEqual({ zoom: 2.5, width: 4000, height: 3000, scale: 0.25 });
  });
  it('counts one CSS px per unit for a photo of no width', () => {
    expect(canvasView({ image_width: 0, image_height: 0 }, 400, 1).scale).toBe(1);
  });
});

describe('photoViewBox', () => {
  it("is the photo's own pixels", () => {
    expect(photoViewBox(photo)).toBe('0 0 4000 3000');
  });
});
