/** One image's detections (each with its IoU against every truth) and how many truths it has. */
export interface ScoredImage {
  detections: { score: number; ious: number[] }[];
  truths: number;
}

/** Greedy matching at one IoU threshold, surest first: each truth taken by at most one detection. */
function matches(image: ScoredImage, threshold: number) {
  const taken = new Set<number>();
  return [...image.detections]
    .sort((a, b) => b.score - a.score)
    .map((d) => {
      let best = -1;
      let bestIou = threshold;
      d.ious.forEach((v, t) => {
        if (!taken.has(t) && v >= bestIou) [best, bestIou] = [t, v];
      });
      if (best >= 0) taken.add(best);
      return { score: d.score, hit: best >= 0 };
    });
}

/** Precision and recall at one IoU threshold over all images. */
export function precisionRecall(images: readonly ScoredImage[], threshold: number) {
  const all = images.flatMap((i) => matches(i, threshold));
  const hits = all.filter((m) => m.hit).length;
  const truths = images.reduce((s, i) => s + i.truths, 0);
  return { precision: all.length ? hits / all.length : 0, recall: truths ? hits / truths : 0 };
}

/** COCO's average precision at one threshold: 101-point interpolated area under precision-recall. */
export function averagePrecision(images: readonly ScoredImage[], threshold: number) {
  const all = images.flatMap((i) => matches(i, threshold)).sort((a, b) => b.score - a.score);
  const truths = images.reduce((s, i) => s + i.truths, 0);
  if (!truths) return 0;
  const curve: { recall: number; precision: number }[] = [];
  let hits = 0;
  all.forEach((m, k) => {
    if (m.hit) hits++;
    curve.push({ recall: hits / truths, precision: hits / (k + 1) });
  });
  for (let k = curve.length - 2; k >= 0; k--)
    curve[k]!.precision = Math.max(curve[k]!.precision, curve[k + 1]!.precision);
  let sum = 0;
  for (let r = 0; r <= 100; r++) {
    const point = curve.find((c) => c.recall >= r / 100);
    sum += point ? point.precision : 0;
  }
  return sum / 101;
}

/** COCO's AP: the mean over IoU thresholds .50, .55, … .95. */
export function cocoAp(images: readonly ScoredImage[]) {
  const thresholds = Array.from({ length: 10 }, (_, k) => 0.5 + 0.05 * k);
  return thresholds.reduce((s, t) => s + averagePrecision(images, t), 0) / thresholds.length;
}
