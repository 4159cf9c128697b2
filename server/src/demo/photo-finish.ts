import type { Random } from './seeded-random.ts';

/**
 * Makes a clean render look photographed, in place on packed RGB: uneven light
 * from ceiling lamps, lens vignetting, a warm white balance, slightly lifted
 * blacks and sensor noise. Without these the picture reads as clip-art.
 */
export function finishPhoto(pixels: Uint8ClampedArray, width: number, height: number, random: Random): void {
  const lamps = Array.from({ length: 3 }, (_, i) => ({
    x: width * ((i + 0.5) / 3 + random.range(-0.06, 0.06)),
    y: -height * random.range(0.05, 0.2),
    strength: random.range(0.8, 1.1),
  }));
  const spread = 2 * (height * 0.75) ** 2;
  const lightAt = (x: number, y: number) =>
    lamps.reduce((sum, l) => sum + l.strength * Math.exp(-((x - l.x) ** 2 + (y - l.y) ** 2) / spread), 0);
  // Light varies slowly: compute it on a coarse grid and interpolate.
  const step = 16;
  const gw = Math.ceil(width / step) + 1;
  const gh = Math.ceil(height / step) + 1;
  const grid = new Float32Array(gw * gh);
  let peak = 0;
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const x = gx * step;
      const y = gy * step;
      const dx = (x - width / 2) / (width / 2);
      const dy = (y - height / 2) / (height / 2);
      const vignette = 1 - 0.3 * Math.min(1.6, dx * dx + dy * dy) ** 1.3;
      const light = 0.45 + 0.6 * lightAt(x, y);
      grid[gy * gw + gx] = light * vignette;
      peak = Math.max(peak, light * vignette);
    }
  }
  const exposure = 1.04 / peak;

  const noise = gaussianTable(random);
  let state = random.int(1, 0x7fffffff);
  const balance = [1.03, 1.0, 0.94];
  for (let y = 0; y < height; y++) {
    const gy = y / step;
    const y0 = Math.floor(gy);
    const ty = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = x / step;
      const x0 = Math.floor(gx);
      const tx = gx - x0;
      const i = y0 * gw + x0;
      const top = grid[i]! + (grid[i + 1]! - grid[i]!) * tx;
      const bottom = grid[i + gw]! + (grid[i + gw + 1]! - grid[i + gw]!) * tx;
      const gain = (top + (bottom - top) * ty) * exposure;
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const luma = noise[state >>> 16]! * 3.2;
      const o = (y * width + x) * 3;
      // Cameras and gym light mute colours a little compared with a render.
      const grey = (pixels[o]! + pixels[o + 1]! + pixels[o + 2]!) / 3;
      for (let c = 0; c < 3; c++) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        const chroma = noise[state >>> 16]! * 1.2;
        const muted = grey + (pixels[o + c]! - grey) * 0.88;
        pixels[o + c] = 7 + muted * gain * balance[c]! * 0.96 + luma + chroma;
      }
    }
  }
}

/** 65536 roughly normal values, looked up by a fast LCG instead of drawing 13 million numbers. */
function gaussianTable(random: Random): Float32Array {
  const table = new Float32Array(65536);
  for (let i = 0; i < table.length; i++) table[i] = random.gaussian();
  return table;
}
