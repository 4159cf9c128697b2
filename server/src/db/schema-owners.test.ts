import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config.ts';

// Tables live with their owners (docs/decisions/0227-tables-with-owners.md): core's in db/schema/<owner>.ts, a
// feature's in features/<f>/schema.ts. Which file may import which is the lint rule's (feature-boundaries.js).
const server = path.resolve(import.meta.dirname, '../..');
const sources = readdirSync(path.join(server, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const tableFiles = sources.filter((file) =>
  /\bpgTable\(/.test(readFileSync(path.join(server, file), 'utf8')),
);
const globs = [drizzleConfig.schema ?? []].flat().map((glob) => path.posix.normalize(glob));

describe('tables with owners', () => {
  it('defines every table in a file drizzle-kit reads, so a migration never misses one', () => {
    expect(tableFiles.length).toBeGreaterThan(10);
    const unread = tableFiles.filter((file) => !globs.some((glob) => path.posix.matchesGlob(file, glob)));
    expect(unread).toEqual([]);
  });

  it("keeps core's tables in db/schema/ and a feature's in its own schema.ts, never a shared file", () => {
    const misplaced = tableFiles.filter(
      (file) =>
        !/^src\/db\/schema\/[a-z-]+\.ts$/.test(file) && !/^src\/features\/[a-z-]+\/schema\.ts$/.test(file),
    );
    expect(misplaced).toEqual([]);
  });

  it('names each table once: no file re-exports another’s tables but a feature’s public.ts', () => {
    const reexports = sources.filter(
      (file) =>
        !file.endsWith('/public.ts') &&
        /export \{[^}]*\} from '[^']*schema[^']*'|export \* from/.test(
          readFileSync(path.join(server, file), 'utf8'),
        ),
    );
    expect(reexports).toEqual([]);
  });
});
