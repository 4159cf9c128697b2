// Scores the hold tracing (packages/hold-vision) against hand-drawn outlines in VGG Image Annotator JSON:
// tap-to-outline by the mean IoU when tapping the centre of every annotated hold, suggestions by precision
// and recall at IoU ≥ 0.5 and COCO AP (.50:.05:.95), per image and overall; the same on the demo
// generator's synthetic walls; then timings on a 12 MP photo. Figures only, never pass/fail.
//   npm run bench:holds [-- DATASET_DIR]      (or HOLDS_DATASET=…; default ../shared/datasets/gym-holds-train)
// The dataset is for development only: it is read where it lies and never copied into the repository.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  learnWall,
  outlineAt,
  suggestHolds,
  type Point,
  type RgbaImage,
} from '../packages/hold-vision/src/index.ts';
import { seededRandom } from '../packages/hold-vision/src/seeded-random.ts';
import { generateSpraywall } from '../server/src/demo/synthetic-wall.ts';
import { cocoAp, precisionRecall, type ScoredImage } from './holds-eval/coco-ap.ts';
import { iou, rasterize, tapPoint } from './holds-eval/raster-iou.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataset = path.resolve(
  root,
  process.argv[2] ?? process.env.HOLDS_DATASET ?? '../shared/datasets/gym-holds-train',
);

interface Photo {
  name: string;
  image: RgbaImage;
  truths: { polygon: Point[]; volume: boolean }[];
}

async function decode(input: string | Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(input)
    .rotate()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

async function viaPhotos(dir: string): Promise<Photo[]> {
  const json = JSON.parse(readFileSync(path.join(dir, 'annotation.json'), 'utf8'));
  const entries = Object.values<{ filename: string; regions: unknown[] }>(json._via_img_metadata ?? json);
  const photos: Photo[] = [];
  for (const entry of entries) {
    const image = await decode(path.join(dir, entry.filename));
    const truths = (
      entry.regions as {
        shape_attributes: { all_points_x: number[]; all_points_y: number[] };
        region_attributes: { hold_type?: string };
      }[]
    ).map((r) => ({
      polygon: r.shape_attributes.all_points_x.map((x, i) => ({
        x: x / image.width,
        y: r.shape_attributes.all_points_y[i]! / image.height,
      })),
      volume: r.region_attributes.hold_type === 'volume',
    }));
    photos.push({ name: entry.filename, image, truths });
  }
  return photos;
}

interface Score {
  name: string;
  holds: number;
  tapIou: number;
  found: number;
  scored: ScoredImage;
  trainMs: number;
}

/** Known holds given per photo in the second table, and the seed that picks them. */
const KNOWN = 10;
const SEED = 27;
const only = process.env.HOLDS_ONLY?.split(',').filter(Boolean);
const quick = process.env.HOLDS_QUICK === '1';

/** `count` of the photo's holds picked at random (the same every run), and the rest. */
function pickKnown(photo: Photo, count: number) {
  const random = seededRandom(SEED + [...photo.name].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
  const order = photo.truths.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const chosen = new Set(order.slice(0, count));
  return {
    known: photo.truths.filter((_, i) => chosen.has(i)).map((t) => t.polygon),
    others: photo.truths.filter((_, i) => !chosen.has(i)),
  };
}

function score(photo: Photo, knownCount = 0): Score {
  const { width, height } = photo.image;
  const { known, others } = pickKnown(photo, knownCount);
  const from = performance.now();
  const model = known.length && process.env.HOLDS_NO_MODEL !== '1' ? learnWall(photo.image, { known }) : null;
  const trainMs = performance.now() - from;
  const truths = others.map((t) => rasterize(t.polygon, width, height)).filter((r) => r.area > 0);
  let tapIou = 0;
  for (const truth of truths) {
    const outline = outlineAt(photo.image, tapPoint(truth, width, height), { model });
    tapIou += outline ? iou(rasterize(outline, width, height), truth) : 0;
  }
  const suggestions = suggestHolds(photo.image, { existing: known, model });
  const detections = suggestions.map((s) => {
    const r = rasterize(s.polygon, width, height);
    return { score: s.score, ious: truths.map((t) => iou(r, t)) };
  });
  return {
    name: photo.name,
    holds: truths.length,
    tapIou: truths.length ? tapIou / truths.length : 0,
    found: suggestions.length,
    scored: { detections, truths: truths.length },
    trainMs,
  };
}

const pct = (v: number) => `${(100 * v).toFixed(1)} %`.padStart(8);

function report(title: string, scores: Score[]) {
  console.log(`\n${title}`);
  console.log(
    `${'photo'.padEnd(16)} ${'holds'.padStart(5)}  tap IoU  ${'found'.padStart(5)}  precision  recall      AP`,
  );
  for (const s of scores) {
    const pr = precisionRecall([s.scored], 0.5);
    console.log(
      `${s.name.padEnd(16)} ${String(s.holds).padStart(5)}  ${s.tapIou.toFixed(3).padStart(7)}  ${String(s.found).padStart(5)}  ${pct(pr.precision)}  ${pct(pr.recall)}  ${(100 * cocoAp([s.scored])).toFixed(1).padStart(6)}`,
    );
  }
  const holds = scores.reduce((n, s) => n + s.holds, 0);
  const tapIou = scores.reduce((n, s) => n + s.tapIou * s.holds, 0) / Math.max(1, holds);
  const all = scores.map((s) => s.scored);
  const pr = precisionRecall(all, 0.5);
  const ap = 100 * cocoAp(all);
  const trained = scores.filter((s) => s.trainMs > 0);
  if (trained.length)
    console.log(
      `(the wall's model trained in ${(trained.reduce((n, s) => n + s.trainMs, 0) / trained.length).toFixed(0)} ms a photo on average)`,
    );
  console.log(
    `${'overall'.padEnd(16)} ${String(holds).padStart(5)}  ${tapIou.toFixed(3).padStart(7)}  ${String(scores.reduce((n, s) => n + s.found, 0)).padStart(5)}  ${pct(pr.precision)}  ${pct(pr.recall)}  ${ap.toFixed(1).padStart(6)}`,
  );
  return { holds, tapIou, precision: pr.precision, recall: pr.recall, ap };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Tap and suggest times on a 12 MP (4000 × 3000) photo, with no known holds or with `known` ones. */
function timings(image: RgbaImage, taps: Point[], known: Point[][], retrainWith: Point[][]) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const model = known.length ? learnWall(image, { known }) : null;
  const trainMs = performance.now() - started;
  // CPU time beside the wall clock: on a shared machine the clock counts other jobs' turns too.
  const trainCpuMs = process.cpuUsage(cpu).user / 1000;
  // The next confirmed hold retrains on the photo already read (its cells' features are kept).
  const again = performance.now();
  if (known.length) learnWall(image, { known: [...known, ...retrainWith] });
  const retrainMs = performance.now() - again;
  const times: number[] = [];
  for (const tap of taps) {
    const from = performance.now();
    outlineAt(image, tap, { model });
    times.push(performance.now() - from);
  }
  times.sort((a, b) => a - b);
  const from = performance.now();
  const suggestCpu = process.cpuUsage();
  const found = suggestHolds(image, { existing: known, model }).length;
  return {
    trainMs,
    trainCpuMs,
    retrainMs,
    suggestCpuMs: process.cpuUsage(suggestCpu).user / 1000,
    tapP50: percentile(times, 0.5),
    tapP95: percentile(times, 0.95),
    suggestMs: performance.now() - from,
    found,
  };
}

const summary: Record<string, unknown> = {};
const tables = [
  { key: 'none', title: 'no known holds', known: 0 },
  {
    key: 'known',
    title: `${KNOWN} known holds per photo (seed ${SEED}), scored on the others`,
    known: KNOWN,
  },
];
if (existsSync(path.join(dataset, 'annotation.json'))) {
  const photos = (await viaPhotos(dataset)).filter((p) => !only || only.includes(p.name));
  for (const table of tables) {
    summary[`real-${table.key}`] = report(
      `Real gym photos, ${table.title} (${dataset}; "Indoor Climbing Hold and Route Segmentation", Sláma et al., Kaggle, CC BY-NC-SA)`,
      photos.map((p) => score(p, table.known)),
    );
    if (process.env.HOLDS_REAL_ONLY_ALL !== '1')
      summary[`realHoldsOnly-${table.key}`] = report(
        `Same photos, holds only (volumes left out), ${table.title}`,
        photos.map((p) => score({ ...p, truths: p.truths.filter((t) => !t.volume) }, table.known)),
      );
  }
} else {
  console.log(
    `No annotated photos at ${dataset}: pass a folder with annotation.json (VIA) as the argument or in HOLDS_DATASET.`,
  );
}

if (!quick) {
  const synthetic: Photo[] = [];
  for (const seed of [7, 21, 42]) {
    const wall = await generateSpraywall({ seed, width: 1600, height: 1200, holdCount: 300 });
    synthetic.push({
      name: `synthetic-${seed}`,
      image: await decode(wall.jpeg),
      truths: wall.holds.map((h) => ({ polygon: h.bounding_polygon, volume: false })),
    });
  }
  for (const table of tables)
    summary[`synthetic-${table.key}`] = report(
      `Synthetic demo walls (1600 × 1200, 300 holds each, exact outlines), ${table.title}`,
      synthetic.map((p) => score(p, table.known)),
    );

  const big = await generateSpraywall({ seed: 7, width: 4000, height: 3000, holdCount: 300 });
  const bigImage = await decode(big.jpeg);
  const taps = big.holds
    .slice(KNOWN, KNOWN + 40)
    .map((h) => tapPoint(rasterize(h.bounding_polygon, 4000, 3000), 4000, 3000));
  for (const table of tables) {
    const known = big.holds.slice(0, table.known).map((h) => h.bounding_polygon);
    const t = timings(bigImage, taps, known, [big.holds[KNOWN + 40]!.bounding_polygon]);
    console.log(
      `\n12 MP photo (4000 × 3000), ${table.known} known holds: ${table.known ? `training ${t.trainMs.toFixed(0)} ms (CPU ${t.trainCpuMs.toFixed(0)} ms), again with one more ${t.retrainMs.toFixed(0)} ms; ` : ''}tap to outline p50 ${t.tapP50.toFixed(0)} ms, p95 ${t.tapP95.toFixed(0)} ms; suggestions ${(t.suggestMs / 1000).toFixed(1)} s (CPU ${(t.suggestCpuMs / 1000).toFixed(1)} s, ${t.found} found)`,
    );
    summary[`twelveMp-${table.key}`] = t;
  }
}
console.log(JSON.stringify(summary));
