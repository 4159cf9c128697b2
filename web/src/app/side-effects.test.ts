import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../..');
const declared: string[] = JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8')).sideEffects;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** `./src/...` paths of the app's own modules imported for their effects alone (`import './x';`). */
function importedForEffects(): string[] {
  const found = new Set<string>();
  for (const file of sources(path.join(web, 'src'))) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import '(\.[^']+)';$/gm)) {
      if (spec!.endsWith('.css')) continue;
      const target = path.resolve(path.dirname(file), spec!);
      const withExtension = ['.ts', '.tsx'].map((ext) => target + ext).find((f) => existsSync(f));
      found.add(`./${path.relative(web, withExtension ?? target)}`);
    }
  }
  return [...found].sort();
}

describe("web/package.json's sideEffects", () => {
  // The build drops a module none of whose exports are used unless this list names it: a module
  // imported only to run (a listener, a library's setup) would silently vanish from the app.
  it('names every module the app imports for its effects alone', () => {
    const missing = importedForEffects().filter((file) => !declared.includes(file));
    expect(missing).toEqual([]);
  });

  it('keeps every stylesheet', () => {
    expect(declared).toContain('*.css');
  });
});
