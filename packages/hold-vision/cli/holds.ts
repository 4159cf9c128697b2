// `npm run holds -- outline IMAGE --at X,Y` and `npm run holds -- suggest IMAGE`, each with an optional
// `--known KNOWN.json` of confirmed holds: the tracing module on an image file, for evaluation and
// scripting. One JSON line on stdout; usage errors exit with 2.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { learnWall, outlineAt, suggestHolds, type Polygon } from '../src/index.ts';
import { parseKnown } from './known.ts';
import { parseArgs, resolveTap, USAGE } from './parse-args.ts';

let command;
try {
  command = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

let known: Polygon[] = [];
if (command.known !== undefined) {
  try {
    known = parseKnown(readFileSync(command.known, 'utf8'));
  } catch (error) {
    console.error(`${command.known}: ${(error as Error).message}`);
    process.exit(2);
  }
}

let decoded;
try {
  // rotate() applies the EXIF orientation, so points mean what the photo shows.
  decoded = await sharp(command.image).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
} catch (error) {
  console.error(`cannot read ${command.image}: ${(error as Error).message}`);
  process.exit(2);
}
const { data, info } = decoded;
const image = {
  width: info.width,
  height: info.height,
  data: new Uint8Array(data.buffer, data.byteOffset, data.length),
};
// Fewer than 5 known holds teach nothing yet (null): today's colour rule runs alone.
const model = learnWall(image, { known });
const polygons =
  command.kind === 'outline'
    ? command.taps.map((tap) => outlineAt(image, resolveTap(tap, image.width, image.height), { model }))
    : suggestHolds(image, { existing: known, model }).map((s) => s.polygon);
console.log(JSON.stringify({ polygons }));
