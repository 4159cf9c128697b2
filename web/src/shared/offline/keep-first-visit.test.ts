import { describe, expect, it } from 'vitest';
import { loadedToKeep, wentPastWorker } from './keep-first-visit';

const ORIGIN = 'https://spraybook.example';
const entries = (...names: string[]) => names.map((name) => ({ name }));

describe('what a first visit hands the worker', () => {
  it("to fetch and keep: the app's files, its config and the photos, each once", () => {
    const { files } = loadedToKeep(
      entries(
        `${ORIGIN}/assets/climb-page-Bh_-4Jp1.js`,
        `${ORIGIN}/assets/climb-page-Bh_-4Jp1.js`,
        `${ORIGIN}/api/config`,
        `${ORIGIN}/images/walls/w1/photo-1280.webp`,
        'https://tiles.example/12/2048/1361.png',
      ),
      ORIGIN,
    );
    expect(files).toEqual([
      `${ORIGIN}/assets/climb-page-Bh_-4Jp1.js`,
      `${ORIGIN}/api/config`,
      `${ORIGIN}/images/walls/w1/photo-1280.webp`,
    ]);
  });

  it("to ask again through it, signed as the reader: the page's API reads, never a POST read or the config", () => {
    const { reads } = loadedToKeep(
      entries(
        `${ORIGIN}/api/walls/w1`,
        `${ORIGIN}/api/walls/w1/climbs?limit=10&skip=0`,
        `${ORIGIN}/api/walls/w1`,
        `${ORIGIN}/api/ascents/query`,
        `${ORIGIN}/api/config`,
        `${ORIGIN}/oidc/auth`,
        `${ORIGIN}/assets/index-X.js`,
      ),
      ORIGIN,
    );
    expect(reads).toEqual([`${ORIGIN}/api/walls/w1`, `${ORIGIN}/api/walls/w1/climbs?limit=10&skip=0`]);
  });
});

describe('what a first visit loaded past the worker', () => {
  const entry = (timing: object) => ({ name: `${ORIGIN}/api/climbs/c1`, ...timing }) as PerformanceEntry;

  it('is what the worker never saw (no worker start), whether it took over before the app started or after', () => {
    expect(wentPastWorker(entry({ workerStart: 0 }))).toBe(true);
    expect(wentPastWorker(entry({}))).toBe(true);
  });

  it('leaves out what the page asked through the worker, which kept it', () => {
    expect(wentPastWorker(entry({ workerStart: 1834.5 }))).toBe(false);
  });
});
