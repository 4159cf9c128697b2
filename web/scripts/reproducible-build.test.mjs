// One commit builds the same files, byte for byte, in any folder: behind a round-robin proxy a page
// from one node asks the next for its chunks, so every node must serve the same build
// (deploy/spraybook.service). Builds as `npm run build` does, into folders of its own; about 15 s a
// build on a quiet machine, a minute on a busy one.
//   SKIP_BUILD_TESTS=1                  skips (printed), where builds are checked elsewhere or too slow
//   REPRODUCIBLE_BUILD_REFERENCE=<dir>  builds once and compares with <dir> (CI: its web build phase's
//                                       web/dist, so CI pays one extra build, not two)
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const VITE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const skipped = process.env.SKIP_BUILD_TESTS
  ? `SKIP_BUILD_TESTS is set (${process.env.SKIP_BUILD_TESTS})`
  : null;
if (skipped) console.log(`Reproducible build test skipped: ${skipped}`);
const reference = process.env.REPRODUCIBLE_BUILD_REFERENCE
  ? path.resolve(process.env.REPRODUCIBLE_BUILD_REFERENCE)
  : null;

const temp = mkdtempSync(path.join(tmpdir(), 'spraybook-build-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// The shell's environment, not Vitest's: its NODE_ENV=test (and VITEST*) would build other bytes than
// `npm run build` does.
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
);

/** web's `npm run build`, into `outDir`. */
async function build(outDir) {
  const run = (args) => promisify(execFile)(process.execPath, args, { cwd: WEB, env: buildEnv });
  await run([VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  await run(['scripts/build-first-screen.mjs', outDir]);
  await run(['scripts/precompress.mjs', outDir]);
  return outDir;
}

/** Every file under `dir`, by its path there, sorted. */
function filesOf(dir, prefix = '') {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = prefix + name;
      return statSync(path.join(dir, name)).isDirectory() ? filesOf(path.join(dir, name), `${rel}/`) : [rel];
    });
}

describe.skipIf(Boolean(skipped))('the web build', () => {
  it('is the same files with the same bytes when built again into another folder', async () => {
    // Both at once where there is no reference: a source edited between two builds is no difference of
    // the build's making. Another depth below the temp folder too: source maps must not name the folder.
    const [first, second] = await Promise.all([
      reference ?? build(path.join(temp, 'first')),
      build(path.join(temp, 'second', 'deeper')),
    ]);
    const files = filesOf(first);
    const again = filesOf(second);
    expect(files).toContain('index.html');
    expect(files.some((f) => f.endsWith('.br'))).toBe(true);
    const differences = {
      onlyInFirst: files.filter((f) => !again.includes(f)),
      onlyInSecond: again.filter((f) => !files.includes(f)),
      otherBytes: files.filter(
        (f) =>
          again.includes(f) && !readFileSync(path.join(first, f)).equals(readFileSync(path.join(second, f))),
      ),
    };
    expect(differences).toEqual({ onlyInFirst: [], onlyInSecond: [], otherBytes: [] });
  });
});
