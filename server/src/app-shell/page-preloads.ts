import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk in Vite's build manifest (web/vite.config.ts builds it with `manifest: true`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const MANIFEST = '.vite/manifest.json';
/** The app's entry: the boot script loads it and what it imports already. */
const ENTRY = 'index.html';
const read = new Map<string, Manifest | null>();

function manifestOf(dist: string): Manifest | null {
  if (!read.has(dist)) {
    const file = path.join(dist, MANIFEST);
    read.set(dist, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null);
  }
  return read.get(dist)!;
}

/**
 * The JavaScript files a lazily loaded page needs beyond the entry, as `/`-rooted addresses: the
 * page's chunk and every chunk it imports. The boot script preloads them a few at a time, so the
 * dozens of `modulepreload` links Vite's loader would add in one go (~2 ms of main thread each on
 * a slow phone) never make one long task. Empty where the build has no manifest or no such page.
 */
export function pagePreloads(manifest: Manifest | null, pageModule: string): string[] {
  const page = manifest?.[pageModule];
  if (!manifest || !page) return [];
  const skip = new Set([ENTRY, ...(manifest[ENTRY]?.imports ?? [])]);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageModule);
  return files;
}

/** pagePreloads for the web app built in `dist` (null: no web app), its manifest read once. */
export function builtPagePreloads(dist: string | null, pageModule: string): string[] {
  return dist ? pagePreloads(manifestOf(dist), pageModule) : [];
}
