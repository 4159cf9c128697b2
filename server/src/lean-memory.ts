/**
 * How the server process runs on a small box (a 1-2 GB single-board computer). These settings must be
 * in place before Node starts, so `server.ts` starts the process again with them (same pid, same
 * output: `process.execve`) when they are missing. Measured in docs/performance.md ("Memory on a
 * small box"):
 *
 * - `--liftoff-only`: V8 compiles the embedded database (PGlite, PostgreSQL in WebAssembly) once with
 *   its baseline compiler and never again with TurboFan. TurboFan's recompiles of PGlite's hot
 *   functions took over 500 MB for a minute after start (the server peaked at 1.2 GB), for PGlite
 *   queries 10-35 % faster. A PostgreSQL server (DATABASE_URL) runs no WebAssembly to speak of.
 * - glibc's malloc: `MALLOC_ARENA_MAX=2`, since each thread that allocates (libvips decoding photos,
 *   V8's compiler threads) got an arena of its own, and a dozen of them held ~300 MB at rest; and
 *   `MALLOC_MMAP_THRESHOLD_=131072`, which keeps every block over 128 kB (photos, request bodies) in
 *   its own mapping, given back when freed: glibc otherwise raises that threshold after each large
 *   free, until photos live in the heap, which then stays as large as its largest moment.
 *
 * Values an operator set are kept.
 */
export interface LeanMemoryStart {
  execArgv: string[];
  env: Record<string, string | undefined>;
}

export const BASELINE_ONLY = '--liftoff-only';
const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * The flags and environment to start the process again with, or null when it already runs with them.
 * `baselineOnly` is false when this Node refuses `--liftoff-only` (a V8 flag that a later V8 may drop).
 */
export function leanMemoryStart(
  current: LeanMemoryStart,
  lean: boolean,
  baselineOnly = true,
): LeanMemoryStart | null {
  if (!lean) return null;
  const hasFlag = !baselineOnly || current.execArgv.includes(BASELINE_ONLY);
  const missing = Object.entries(MALLOC_SETTINGS).filter(([name]) => !current.env[name]);
  if (hasFlag && missing.length === 0) return null;
  return {
    execArgv: hasFlag ? current.execArgv : [BASELINE_ONLY, ...current.execArgv],
    env: { ...current.env, ...Object.fromEntries(missing) },
  };
}
