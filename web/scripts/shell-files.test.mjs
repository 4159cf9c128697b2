// The files index.html loads are exactly what the service worker installs with: a first visit's page
// must start offline from the shell alone (web/src/shared/offline/app-files.ts). Checks the web build
// in web/dist (CI: after its web build phase); skips, saying so, where there is none yet.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isShellFile, splitAppFiles } from '../src/shared/offline/app-files.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const built = existsSync(`${DIST}index.html`) && existsSync(`${DIST}sw.js`);
if (!built) console.log('Shell files test skipped: no web build in web/dist');

describe.skipIf(!built)("the web build's shell", () => {
  it('holds every script and stylesheet index.html loads, and the worker precaches the shell only', () => {
    const html = readFileSync(`${DIST}index.html`, 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.filter((file) => !isShellFile(file))).toEqual([]);

    const sw = readFileSync(`${DIST}sw.js`, 'utf8');
    const manifest = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    const { shell, rest } = splitAppFiles(manifest);
    expect(shell).toEqual(expect.arrayContaining(['index.html', ...loaded]));
    expect(rest.length).toBeGreaterThan(50);
  });
});
