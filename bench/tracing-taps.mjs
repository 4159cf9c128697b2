// How many taps a setter needs to trace the 300-hold demo wall with suggestions plus corrections:
// runs the browser journey e2e/tests/hold-tracing-demo-wall.spec.ts (which does every tap in
// Chromium) and prints its count, with the time it takes at a tap every 1.5 s. Needs the web build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SECONDS_A_TAP = 1.5;
const file = path.join(mkdtempSync(path.join(tmpdir(), 'tracing-')), 'taps.json');
const run = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/hold-tracing-demo-wall.spec.ts', '--reporter=line'],
  {
    cwd: path.resolve(import.meta.dirname, '../e2e'),
    env: { ...process.env, TRACING_TAPS_FILE: file },
    stdio: 'inherit',
  },
);
if (run.status !== 0) process.exit(run.status ?? 1);
const r = JSON.parse(readFileSync(file, 'utf8'));
const minutes = (r.taps * SECONDS_A_TAP) / 60;
const rounds = r.rounds
  .map(
    (x, i) =>
      `${i ? 'learned' : 'colour rule'}: ${x.suggested} suggested, ${x.holds} of them holds (${x.taken ? 'taken' : 'left'})`,
  )
  .join('; ');
console.log(`
Suggestion rounds: ${rounds}.
Tracing the ${r.holds}-hold demo wall: ${r.suggested} suggested, ${r.rejected} of them rejected (a tap each),
the rest accepted at once; ${r.outlinedByTap} outlined by a tap, ${r.drawn} drawn point by point, ${r.untraced} left under a neighbour.
${r.taps} taps and key presses: ${minutes.toFixed(1)} minutes at one every ${SECONDS_A_TAP} s (target: under 5).`);
