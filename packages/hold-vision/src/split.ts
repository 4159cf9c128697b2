import { components, morph, type Mask } from './mask.ts';

/**
 * Touching holds found as one region, told apart: the region is shrunk a cell at a time until it falls
 * apart into cores of at least `minCore` cells (two holds joined where they touch, by a bolt hole or a
 * shadow: a neck narrower than either), then every cell goes to the core that reaches it first through
 * the region. A region that shrinks away without falling apart is one hold, and so is one whose parts
 * would be under `minPart` cells. Parts are lists of cell indices in `mask`.
 */
export function splitTouching(mask: Mask, minCore: number, minPart: number): number[][] {
  const whole: number[] = [];
  mask.cells.forEach((v, i) => v && whole.push(i));
  let shrunk = mask;
  for (let depth = 1; ; depth++) {
    shrunk = morph(shrunk, -1);
    const left = components(shrunk).regions.filter((r) => r.length >= minCore);
    if (left.length === 0) return [whole];
    // A core that counts is still twice as wide as the cells shrunk away (as a disc would be): the
    // two holds meet at a neck under a third of their size, not at the waist of one odd-shaped hold.
    const cores = left.filter((r) => r.length >= Math.PI * (2 * depth) ** 2);
    if (cores.length <= 1) continue;
    const parts = race(mask, cores);
    return parts.every((p) => p.length >= minPart) ? parts : [whole];
  }
}

/** Each of the mask's cells to the core nearest it through the mask (a breadth-first race from all cores). */
function race(mask: Mask, cores: readonly number[][]): number[][] {
  const { width, cells } = mask;
  const owner = new Int32Array(cells.length).fill(-1);
  const parts: number[][] = cores.map(() => []);
  let frontier: number[] = [];
  cores.forEach((core, k) => {
    for (const i of core) {
      owner[i] = k;
      parts[k]!.push(i);
      frontier.push(i);
    }
  });
  while (frontier.length) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % width;
      for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (n < 0 || n >= cells.length || !cells[n] || owner[n]! >= 0) continue;
        owner[n] = owner[i]!;
        parts[owner[i]!]!.push(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return parts;
}
