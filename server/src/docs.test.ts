import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs stay readable by a newcomer in an hour: architecture.md and performance.md within their line budgets,
 * every decision record in the index, and no relative link in README.md or docs/ to a file or heading that is not
 * there. (It sits in server/src only because Vitest's server project picks it up.)
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(REPO, 'docs');
const DECISIONS = path.join(DOCS, 'decisions');

const BUDGETS: Record<string, number> = { 'docs/architecture.md': 250, 'docs/performance.md': 200 };

const read = (file: string) => readFileSync(file, 'utf8');
const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(file);
    else if (entry.name.endsWith('.md')) yield file;
  }
}

/** The markdown without fenced blocks and inline code, where a `[x](y)` is an example, not a link. */
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Relative link targets (`[text](target)`), web addresses and mail left out. */
function relativeLinks(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}
const withoutCodeBlocks = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** Every broken relative link of `file`: its target missing, or its `#anchor` not a heading there. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const link of relativeLinks(read(file))) {
    const [target = '', anchor] = link.split('#');
    const resolved = target ? path.resolve(path.dirname(file), decodeURIComponent(target)) : file;
    const where = `${path.relative(REPO, file)}: ${link}`;
    if (!existsSync(resolved)) broken.push(`${where} (no such file)`);
    else if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      if (!anchorsOf(read(resolved)).has(anchor)) broken.push(`${where} (no such heading)`);
    }
  }
  return broken;
}

describe('the docs', () => {
  it.each(Object.entries(BUDGETS))('%s stays within %i lines', (file, budget) => {
    expect(lineCount(read(path.join(REPO, file)))).toBeLessThanOrEqual(budget);
  });

  it('index every decision record in docs/decisions/README.md', () => {
    const index = new Set(relativeLinks(read(path.join(DECISIONS, 'README.md'))).map((l) => l.split('#')[0]));
    const records = readdirSync(DECISIONS).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((record) => !index.has(record))).toEqual([]);
  });

  it('give every numbered decision record a status: accepted, withdrawn (tried and reverted), or superseded by a link', () => {
    const status =
      /^(Status:|## Status\s+)\s*(accepted|withdrawn|superseded by \[\d{4}\]\(\d{4}-[^)]+\.md\))/im;
    const records = readdirSync(DECISIONS).filter((f) => /^\d{4}-.+\.md$/.test(f));
    expect(records.filter((f) => !status.test(read(path.join(DECISIONS, f))))).toEqual([]);
  });

  it('give each decision record a number of its own (two sessions once both wrote a 0231)', () => {
    const numbers = readdirSync(DECISIONS).flatMap((f) => /^(\d{4})-/.exec(f)?.[1] ?? []);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('link to no relative file or heading that does not exist', () => {
    const files = [path.join(REPO, 'README.md'), ...markdownFiles(DOCS)];
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('catch a broken link and a missing heading', () => {
    expect(relativeLinks('[a](b.md) [c](https://x.org) `[d](e.md)` [f](#g)')).toEqual(['b.md', '#g']);
    expect(anchorsOf('## CI time\n## (a) A name: Caddy\n## CI time')).toEqual(
      new Set(['ci-time', 'a-a-name-caddy', 'ci-time-1']),
    );
  });
});
