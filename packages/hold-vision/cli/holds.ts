// `npm run holds -- outline IMAGE --at X,Y` and `npm run holds -- suggest IMAGE`: the tracing module on
// an image file, for evaluation and scripting. One JSON line on stdout; usage errors exit with 2.
import sharp from 'sharp';
import { outlineAt, suggestHolds } from '../src/index.ts';
import { parseArgs, resolveTap, USAGE } from './parse-args.ts';

let command;
try {
  command = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
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
const polygons =
  command.kind === 'outline'
    ? command.taps.map((tap) => outlineAt(image, resolveTap(tap, image.width, image.height)))
    : suggestHolds(image).map((s) => s.polygon);
console.log(JSON.stringify({ polygons }));
