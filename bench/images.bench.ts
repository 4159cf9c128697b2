// Time and memory of processing a 12-megapixel phone photo into the stored original and WebP variants.
import sharp from 'sharp';
import { createImageGate } from '../server/src/images/image-gate.ts';
import { processWallPhoto } from '../server/src/images/process-wall-photo.ts';

const TARGET_MS = 2500;
const width = 4000;
const height = 3000;
const noise = Buffer.alloc(width * height * 3);
for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();
const base64 = jpeg.toString('base64');
const gate = createImageGate({ concurrency: 1, queueLength: 0 });

const runs: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  await processWallPhoto(base64, { maxBytes: 50 * 1024 * 1024, gate });
  runs.push(performance.now() - start);
}
runs.sort((a, b) => a - b);
const median = runs[2]!;
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
console.log(
  `wall photo 4000x3000 (${(jpeg.length / 1e6).toFixed(1)} MB)   median ${Math.round(median)} ms   (target < ${TARGET_MS} ms)   peak RSS ${rssMb} MB${median > TARGET_MS ? '   ABOVE TARGET' : ''}`,
);
