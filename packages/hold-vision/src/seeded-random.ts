/**
 * mulberry32: a tiny seeded 32-bit PRNG giving numbers in 0..1. Unlike Math.random, the same seed gives
 * the same sequence on every machine: the same forest from the same samples, the same noisy test photo,
 * the same demo wall.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
