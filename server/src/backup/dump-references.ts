import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { referencedPhotoKeys, type RawQuery } from './photo-references.ts';

const run = promisify(execFile);

/** The photos a PGlite dump refers to, read by opening it in memory: the disk is not touched. */
export async function pgliteDumpReferences(dump: Buffer): Promise<string[]> {
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
  try {
    return await referencedPhotoKeys(
      async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    );
  } finally {
    await client.close();
  }
}

/**
 * The photos a pg_dump archive refers to, read from the two tables' COPY data that pg_restore prints:
 * no database is needed, so the check runs before anything is changed.
 */
export async function postgresDumpReferences(dumpFile: string): Promise<string[]> {
  const args = ['--data-only', '--table=wall_revisions', '--table=users', '--file=-', dumpFile];
  const { stdout } = await run('pg_restore', args, { maxBuffer: 1024 * 1024 * 1024 });
  return referencedPhotoKeys(copyTables(stdout));
}

/** Answers the two queries referencedPhotoKeys asks from the COPY blocks of a plain-text dump. */
function copyTables(sql: string): RawQuery {
  const tables = new Map<string, Record<string, unknown>[]>();
  const lines = sql.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = /^COPY public\.(\w+) \((.+)\) FROM stdin;$/.exec(lines[i]!);
    if (!header) continue;
    const columns = header[2]!.split(', ').map((c) => c.replace(/"/g, ''));
    const rows: Record<string, unknown>[] = [];
    for (i++; i < lines.length && lines[i] !== '\\.'; i++) {
      const values = lines[i]!.split('\t');
      rows.push(Object.fromEntries(columns.map((c, j) => [c, copyValue(values[j])])));
    }
    tables.set(header[1]!, rows);
  }
  return async (text) => {
    if (text.includes('from wall_revisions')) {
      return (tables.get('wall_revisions') ?? []).map((row) => ({
        image_prefix: row.image_prefix,
        variant_widths: parseIntArray(row.variant_widths as string | null),
      }));
    }
    return (tables.get('users') ?? []).filter((row) => row.profile_picture_key !== null);
  };
}

// COPY's text format: \N is null, backslash escapes the rest (keys never hold tabs or newlines).
const copyValue = (raw: string | undefined) =>
  raw === undefined || raw === '\\N' ? null : raw.replace(/\\(.)/g, '$1');

const parseIntArray = (raw: string | null) =>
  raw ? raw.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : [];
