/**
 * A mixture of a few Gaussians (diagonal) over Lab colours, fitted by k-means and one pass of
 * variances: the colour model GrabCut keeps for the hold and for its surroundings. A hold with a
 * shaded side and a lit one, or a wall of plywood and bolt holes, is several colours, not one.
 */
export interface ColourMixture {
  weights: number[];
  means: number[][];
  variances: number[][];
}

const FLOOR = 4; // the least variance (Lab units²): a flat colour still allows a little noise

/** Cells a mixture is fitted to at most: a spread sample of a big window fits as well, far sooner. */
const MAX_FITTED = 2500;

/** Fits `parts` colours to the listed cells of a Lab array (3 numbers a cell). */
export function fitMixture(lab: Float32Array, cells: readonly number[], parts = 3): ColourMixture | null {
  if (cells.length < parts * 2) return null;
  const stride = Math.ceil(cells.length / MAX_FITTED);
  const count = Math.ceil(cells.length / stride);
  const sample = new Float64Array(count * 3);
  for (let j = 0; j < count; j++) {
    const i = cells[j * stride]!;
    sample[j * 3] = lab[i * 3]!;
    sample[j * 3 + 1] = lab[i * 3 + 1]!;
    sample[j * 3 + 2] = lab[i * 3 + 2]!;
  }
  // Start from dark, middle and light cells (quantiles of lightness).
  const lightness = Float64Array.from({ length: count }, (_, j) => sample[j * 3]!).sort();
  const means = new Float64Array(parts * 3);
  for (let k = 0; k < parts; k++) {
    const target = lightness[Math.floor(((k + 0.5) / parts) * count)]!;
    let nearest = 0;
    for (let j = 0; j < count; j++)
      if (Math.abs(sample[j * 3]! - target) < Math.abs(sample[nearest * 3]! - target)) nearest = j;
    means.set(sample.subarray(nearest * 3, nearest * 3 + 3), k * 3);
  }
  const owner = new Int32Array(count);
  const sums = new Float64Array(parts * 4);
  for (let round = 0; round < 6; round++) {
    sums.fill(0);
    for (let j = 0; j < count; j++) {
      let best = 0;
      let bestD = Infinity;
      for (let k = 0; k < parts; k++) {
        const d =
          (sample[j * 3]! - means[k * 3]!) ** 2 +
          (sample[j * 3 + 1]! - means[k * 3 + 1]!) ** 2 +
          (sample[j * 3 + 2]! - means[k * 3 + 2]!) ** 2;
        if (d < bestD) [bestD, best] = [d, k];
      }
      owner[j] = best;
      for (let c = 0; c < 3; c++) sums[best * 4 + c]! += sample[j * 3 + c]!;
      sums[best * 4 + 3]!++;
    }
    for (let k = 0; k < parts; k++)
      if (sums[k * 4 + 3]) for (let c = 0; c < 3; c++) means[k * 3 + c] = sums[k * 4 + c]! / sums[k * 4 + 3]!;
  }
  const counts = new Array<number>(parts).fill(0);
  const variances = Array.from({ length: parts }, () => [0, 0, 0]);
  for (let j = 0; j < count; j++) {
    const k = owner[j]!;
    counts[k]!++;
    for (let c = 0; c < 3; c++) variances[k]![c]! += (sample[j * 3 + c]! - means[k * 3 + c]!) ** 2;
  }
  return {
    weights: counts.map((n) => n / count),
    means: Array.from({ length: parts }, (_, k) => [...means.subarray(k * 3, k * 3 + 3)]),
    variances: variances.map((v, k) => v.map((s) => Math.max(FLOOR, s / Math.max(1, counts[k]!)))),
  };
}

/** −log of the mixture's density at a cell's colour: small where the colour is typical of it. */
export function colourCost(mixture: ColourMixture, lab: Float32Array, i: number) {
  let density = 0;
  for (let k = 0; k < mixture.weights.length; k++) {
    const w = mixture.weights[k]!;
    if (!w) continue;
    const m = mixture.means[k]!;
    const v = mixture.variances[k]!;
    let exponent = 0;
    let norm = 1;
    for (let c = 0; c < 3; c++) {
      exponent += (lab[i * 3 + c]! - m[c]!) ** 2 / v[c]!;
      norm *= v[c]!;
    }
    density += (w * Math.exp(-0.5 * exponent)) / Math.sqrt(norm);
  }
  return -Math.log(density + 1e-12);
}
