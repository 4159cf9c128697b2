import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Services never decide a permission (docs/architecture.md, A request, end to end): who may see or change what is
 * `server/src/access/`'s alone. This searches every non-test `.ts` file of `server/src` outside `access/` for what a
 * permission decision looks like (resolving the caller, a `Forbidden(`, a caller's `.state`, a test of a row's
 * draft, public, private or archived flag) and fails on any line not in the allow-list below.
 */
const SERVER_SRC = path.resolve(import.meta.dirname, '..');

const SUSPECT = new RegExp(
  [
    /resolveCaller/,
    /Forbidden\(/,
    /\.state\b/,
    /(eq|ne)\((climbs|ascents|climbLists|walls)\.(draft|public|private|archived)/,
    /\$\{(climbs|ascents|climbLists|walls)\.(draft|public|private|archived)\}/,
    /\.(draft|public|private|archived) *(&&|\|\||===|!==|\?)/,
    /!\w+\.(draft|public|private|archived)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
);

/** Folders and files left out whole, as the search of old did, each with why. */
const OUTSIDE_THE_SEARCH: Record<string, string> = {
  'access/': 'the access module itself: this is where permissions are decided',
  'http/':
    'the request plumbing: defines Forbidden, resolves the caller once, keys and limits only registered callers',
  'db/': 'the schema and the migrations name the columns; transactions know nothing of callers',
  'app.ts': 'registers `callerOf`, which resolves the caller once per request',
};

interface Allowed {
  /** The file's name (or its path's end), so that moving a feature's folder keeps the entry. */
  file: string;
  /** A piece of the allowed line, enough to tell it from any other line of the file. */
  line: string;
  /** Why this is not a permission decision, in one line. */
  why: string;
}

/** Lines that look like a permission decision and are not one. */
const ALLOWED: Allowed[] = [
  {
    file: 'lists/account-part.ts',
    line: 'eq(climbLists.public, false)',
    why: 'what deleting an account removes (its private lists), not who may see or change them',
  },
  {
    file: 'ascents/account-part.ts',
    line: 'eq(ascents.public, false)',
    why: 'what deleting an account removes (its private ticks), not who may see or change them',
  },
  {
    file: 'climbs/account-part.ts',
    line: 'eq(climbs.draft, true)',
    why: 'what deleting an account removes (its unpublished drafts), not who may see or change them',
  },
  {
    file: 'first-screen-pages.ts',
    line: 'if (!wall || wall.private || wall.archived) return null;',
    why: 'which pages get a server-drawn first screen; the wall was read with the visitor caller, so access decided',
  },
  {
    file: 'first-screen-pages.ts',
    line: 'climb.wall_id !== wall.id || wall.private || wall.archived) return null;',
    why: 'which pages get a server-drawn first screen; climb and wall were read with the visitor caller',
  },
];

/**
 * Lines that are part of a permission decision outside `access/`, known and waiting to move there. Each is a debt,
 * not an exception: move it into `access/` and delete its entry.
 */
const KNOWN_DEBTS: Allowed[] = [];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield file;
  }
}

interface Hit {
  file: string;
  lineNumber: number;
  text: string;
}

function hitsOutsideAccess(): Hit[] {
  const hits: Hit[] = [];
  for (const absolute of sourceFiles(SERVER_SRC)) {
    const file = path.relative(SERVER_SRC, absolute).split(path.sep).join('/');
    if (
      Object.keys(OUTSIDE_THE_SEARCH).some((skip) =>
        skip.endsWith('/') ? file.startsWith(skip) : file === skip,
      )
    )
      continue;
    readFileSync(absolute, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (SUSPECT.test(text)) hits.push({ file, lineNumber: i + 1, text: text.trim() });
      });
  }
  return hits;
}

const listed = (entry: Allowed, hit: Hit) =>
  `/${hit.file}`.endsWith(`/${entry.file}`) && hit.text.includes(entry.line);

describe('permission decisions outside server/src/access', () => {
  const hits = hitsOutsideAccess();
  const entries = [...ALLOWED, ...KNOWN_DEBTS];

  it('finds none but the allowed lines and the known debts', () => {
    const unexpected = hits
      .filter((hit) => !entries.some((entry) => listed(entry, hit)))
      .map((hit) => `server/src/${hit.file}:${hit.lineNumber}: ${hit.text}`);
    expect(
      unexpected,
      'Decide permissions in server/src/access/ (a rule, a flag or a *-visibility.ts SQL twin) and ask it from the ' +
        'service. If a line is truly no permission decision, add it to ALLOWED in this file with why.',
    ).toEqual([]);
  });

  it('lists no entry that no longer matches a line', () => {
    const stale = entries
      .filter((entry) => !hits.some((hit) => listed(entry, hit)))
      .map((entry) => `${entry.file}: ${entry.line}`);
    expect(stale, 'The code changed: remove these entries (or correct them).').toEqual([]);
  });

  it('says why for every entry and every folder left out', () => {
    for (const entry of entries) expect(entry.why.length, `${entry.file}: ${entry.line}`).toBeGreaterThan(20);
    for (const why of Object.values(OUTSIDE_THE_SEARCH)) expect(why.length).toBeGreaterThan(20);
  });

  it('recognises what a permission decision looks like', () => {
    for (const line of [
      'if (caller.state !== "registered") throw new Forbidden("no");',
      'const caller = await resolveCaller(ctx, identity);',
      '.where(eq(walls.private, false))',
      'sql`${climbs.draft} = false`',
      'if (wall.archived && !isEditor) return;',
      'if (!climb.draft) count++;',
    ])
      expect(SUSPECT.test(line), line).toBe(true);
    for (const line of ['const privateKey = key;', 'draftName(climb)', 'wall.archivedAt'])
      expect(SUSPECT.test(line), line).toBe(false);
  });
});
