// The server's entry (`npm start`, the container): on a small box it first starts itself again with
// lean memory settings (lean-memory.ts), then serves (serve.ts). Nothing heavy is imported before
// that restart, so it costs one short Node start (the flag check) and the exec.
import { spawnSync } from 'node:child_process';
import { leanMemory } from './config.ts';
import { BASELINE_ONLY, leanMemoryStart } from './lean-memory.ts';
import { startSettings } from './start-settings.ts';

// A wrong setting stops the start here, in a moment, before anything heavy loads.
startSettings();

const lean = leanMemory(process.env);
const restart = leanMemoryStart(
  { execArgv: process.execArgv, env: process.env },
  lean,
  nodeAccepts(BASELINE_ONLY),
);
// execve is POSIX only; elsewhere the server runs with Node's defaults.
if (restart && process.execve) {
  process.execve(
    process.execPath,
    [process.execPath, ...restart.execArgv, ...process.argv.slice(1)],
    restart.env,
  );
}
await import('./serve.ts');

/** Whether this Node starts with a V8 flag (an unknown one stops it: the restart must not). Asked once. */
function nodeAccepts(flag: string): boolean {
  if (!lean || process.execArgv.includes(flag)) return true;
  return spawnSync(process.execPath, [flag, '-e', ''], { stdio: 'ignore' }).status === 0;
}
