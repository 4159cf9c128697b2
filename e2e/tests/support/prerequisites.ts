import type { TestType } from '@playwright/test';

/**
 * A journey that needs a tool of its own (nginx, Caddy) or the PostgreSQL server: skipped on a developer's
 * machine without it, saying why; on CI, which installs every one (.ci/run), a missing one fails the journey
 * rather than hiding it as a skip. Call it before the file's own hooks, so it speaks first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any test object, extended or not
export function needs(test: TestType<any, any>, missing: string | null) {
  if (!missing) return;
  if (process.env.CI)
    test.beforeAll(() => {
      throw new Error(`CI installs what this journey needs, but ${missing}`);
    });
  else test.skip(true, missing);
}
