// Writes .br and .gz beside each text asset of the build, once, at the highest levels, so the
// server sends phones a third of the bytes without compressing on every request.
// `node scripts/precompress.mjs [out dir]`: the app's build folder, web/dist unless named. The same
// input gives the same bytes: Node's gzip header carries no time (mtime 0) and no file name.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed: ${(before / 1024).toFixed(0)} KiB of text assets → ${(after / 1024).toFixed(0)} KiB brotli`,
);
