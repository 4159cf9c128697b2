import { describe, expect, it } from 'vitest';
import { averagePrecision, precisionRecall } from './coco-ap.ts';

// Two holds; the second detection is a duplicate of the first hold, the third finds the second hold.
const image = {
  truths: 2,
  detections: [
    { score: 0.9, ious: [0.8, 0] },
    { score: 0.8, ious: [0.6, 0] },
    { score: 0.7, ious: [0, 0.55] },
  ],
};

describe('hold detection scores', () => {
  it('count a duplicate as a false positive: precision 2/3, recall 1 at IoU 0.5', () => {
    const { precision, recall } = precisionRecall([image], 0.5);
    expect(precision).toBeCloseTo(2 / 3);
    expect(recall).toBe(1);
  });

  it('give COCO AP by 101-point interpolation, computed by hand', () => {
    // Recall 0..0.5 at precision 1 (51 points), 0.51..1 at precision 2/3 (50 points).
    expect(averagePrecision([image], 0.5)).toBeCloseTo((51 + 50 * (2 / 3)) / 101);
    // At 0.75 only the first detection matches: recall reaches 0.5 at precision 1.
    expect(averagePrecision([image], 0.75)).toBeCloseTo(51 / 101);
  });
});
