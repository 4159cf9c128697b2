import { seededRandom } from '@spraybook/hold-vision/seeded-random';

/** mulberry32 (the one seeded PRNG, in hold-vision): the same seed gives the same wall on every machine. */
export const mulberry32 = seededRandom;

/** Convenience draws over one seeded stream. */
export class Random {
  private readonly next: () => number;
  readonly seed: number;

  constructor(seed: number) {
    this.seed = seed;
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  /** Roughly normal (sum of three uniforms), mean 0 and standard deviation 1. */
  gaussian(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }

  /**
   * An independent stream for one part of the picture, so adding a draw in one
   * part (say, the wood grain) does not reshuffle another (the holds).
   */
  fork(label: string): Random {
    let h = this.seed ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x85ebca6b) >>> 0;
    return new Random(h ^ (h >>> 13));
  }

  /** Fisher–Yates shuffle into a new array. */
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
