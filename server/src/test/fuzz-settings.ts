/** A few thousand requests in `npm test`; `FUZZ_RUNS` (total) and `FUZZ_SEED` for longer or other runs. */
export function fuzzSettings(targets: number, env: NodeJS.ProcessEnv = process.env) {
  const total = Number(env.FUZZ_RUNS) || 3000;
  return {
    seed: Number(env.FUZZ_SEED) || 20261123,
    runs: Math.max(1, Math.ceil(total / targets)),
  };
}
