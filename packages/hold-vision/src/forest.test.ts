import { describe, expect, it } from 'vitest';
import { predict, predictEach, trainForest } from './forest.ts';
import { seededRandom } from './seeded-random.ts';

/** Two features; a sample is a hold inside a ring (radius 0.3 to 0.6 around the centre): not linearly separable. */
function ringSamples(count: number, seed: number) {
  const random = seededRandom(seed);
  const values = new Float32Array(count * 2);
  const labels = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const x = random() * 2 - 1;
    const y = random() * 2 - 1;
    values.set([x, y], i * 2);
    const r = Math.hypot(x, y);
    labels[i] = r > 0.3 && r < 0.6 ? 1 : 0;
  }
  return { features: 2, values, labels };
}

describe('trainForest', () => {
  it('learns a ring-shaped class no straight line can split (above 90 % right on unseen samples)', () => {
    const forest = trainForest(ringSamples(4000, 1), { tried: 2 });
    const test = ringSamples(1000, 2);
    let right = 0;
    for (let i = 0; i < 1000; i++)
      right += Number(predict(forest, test.values, i * 2) > 0.5 === (test.labels[i] === 1));
    expect(right / 1000).toBeGreaterThan(0.9);
  });

  it('answers probabilities in 0..1 and is the same forest when trained twice', () => {
    const samples = ringSamples(500, 3);
    const a = trainForest(samples);
    const b = trainForest(samples);
    for (const point of [
      [0, 0],
      [0.45, 0],
      [0.9, 0.9],
    ]) {
      const p = predict(a, point);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(predict(b, point)).toBe(p);
    }
  });

  it('scores a whole photo of samples at once as it scores each one', () => {
    const forest = trainForest(ringSamples(2000, 4), { tried: 2 });
    const photo = ringSamples(300, 5);
    const each = predictEach(forest, photo.values, 300);
    for (let i = 0; i < 300; i++) expect(each[i]).toBeCloseTo(predict(forest, photo.values, i * 2), 6);
  });

  it('answers the one class it saw when every sample is alike', () => {
    const forest = trainForest({
      features: 1,
      values: new Float32Array([1, 2, 3]),
      labels: new Uint8Array([1, 1, 1]),
    });
    expect(predict(forest, [5])).toBe(1);
  });

  it('refuses samples whose values do not match their count', () => {
    expect(() =>
      trainForest({ features: 2, values: new Float32Array(3), labels: new Uint8Array(2) }),
    ).toThrow(/one value per feature/);
  });
});
