import { describe, expect, it } from 'vitest';
import { Random, mulberry32 } from './seeded-random.ts';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('gives different sequences for different seeds, all in [0, 1)', () => {
    const a = Array.from({ length: 1000 }, mulberry32(1));
    const b = Array.from({ length: 1000 }, mulberry32(2));
    expect(a).not.toEqual(b);
    expect(Math.min(...a, ...b)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...a, ...b)).toBeLessThan(1);
  });
});

describe('Random', () => {
  it('keeps ranges and integers within their bounds', () => {
    const random = new Random(7);
    for (let i = 0; i < 1000; i++) {
      const r = random.range(-3, 5);
      expect(r).toBeGreaterThanOrEqual(-3);
      expect(r).toBeLessThan(5);
      expect([1, 2, 3]).toContain(random.int(1, 3));
    }
  });

  it('forks streams that do not depend on draws made from the parent', () => {
    const untouched = new Random(9);
    const used = new Random(9);
    used.float();
    used.float();
    expect(used.fork('holds').float()).toBe(untouched.fork('holds').float());
    expect(untouched.fork('holds').float()).not.toBe(untouched.fork('grain').float());
  });

  it('picks weighted keys roughly in proportion to their weights', () => {
    const random = new Random(3);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) counts[random.weighted({ a: 3, b: 1 })]++;
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });
});
