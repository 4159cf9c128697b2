import type { Random } from './seeded-random.ts';

const SIZE = 256;
const MASK = SIZE - 1;

/**
 * Smooth 2D value noise in [0, 1]: random values on an integer lattice, blended
 * with smoothstep. Cheap enough to sample several times per pixel of a 4 MP image.
 * The lattice wraps every 256 cells; callers keep their coordinates well below that.
 */
export function valueNoise(random: Random): (x: number, y: number) => number {
  const lattice = new Float32Array(SIZE * SIZE);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.float();
  return (x, y) => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const tx = x - xf;
    const ty = y - yf;
    const sx = tx * tx * (3 - 2 * tx);
    const sy = ty * ty * (3 - 2 * ty);
    const x0 = xf & MASK;
    const y0 = (yf & MASK) * SIZE;
    const x1 = (xf + 1) & MASK;
    const y1 = ((yf + 1) & MASK) * SIZE;
    const top = lattice[y0 + x0]! + (lattice[y0 + x1]! - lattice[y0 + x0]!) * sx;
    const bottom = lattice[y1 + x0]! + (lattice[y1 + x1]! - lattice[y1 + x0]!) * sx;
    return top + (bottom - top) * sy;
  };
}
