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

/** Fits `parts` colours to the listed cells of a Lab array (3 numbers a cell). */
export function fitMixture(lab: Float32Array, cells: readonly number[], parts = 3): ColourMixture | null {
  if (cells.length < parts * 2) return null;
  // Start from cells spread through the list (sorted by lightness, so dark, middle and light).
  const sorted = [...cells].sort((a, b) => lab[a * 3]! - lab[b * 3]!);
  let means = Array.from({ length: parts }, (_, k) => {
    const i = sorted[Math.floor(((k + 0.5) / parts) * sorted.length)]!;
    return [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
  });
  const owner = new Int32Array(cells.length);
  for (let round = 0; round < 6; round++) {
    const sums = means.map(() => [0, 0, 0, 0]);
    cells.forEach((i, j) => {
      let best = 0;
      let bestD = Infinity;
      means.forEach((m, k) => {
        const d = (lab[i * 3]! - m[0]!) ** 2 + (lab[i * 3 + 1]! - m[1]!) ** 2 + (lab[i * 3 + 2]! - m[2]!) ** 2;
        if (d < bestD) [bestD, best] = [d, k];
      });
      owner[j] = best;
      const s = sums[best]!;
      s[0]! += lab[i * 3]!;
      s[1]! += lab[i * 3 + 1]!;
      s[2]! += lab[i * 3 + 2]!;
      s[3]!++;
    });
    means = means.map((m, k) => (sums[k]![3]! ? sums[k]!.slice(0, 3).map((v) => v / sums[k]![3]!) : m));
  }
  const counts = new Array(parts).fill(0);
  const variances = means.map(() => [0, 0, 0]);
  cells.forEach((i, j) => {
    const k = owner[j]!;
    counts[k]++;
    for (let c = 0; c < 3; c++) variances[k]![c]! += (lab[i * 3 + c]! - means[k]![c]!) ** 2;
  });
  return {
    weights: counts.map((n) => n / cells.length),
    means,
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
