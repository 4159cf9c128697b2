import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';

/**
 * One name per feature (decision 0221): a route's contract tag is the server feature folder that registers it, and
 * that is the web's feature folder of the same name. A folder on one side only is named here with its reason; a
 * renamed folder, a new feature or a retagged route fails until the three lists agree again.
 */
const SRC = import.meta.dirname;
const SERVER_FEATURES = path.join(SRC, 'features');
const WEB_FEATURES = path.resolve(SRC, '../../web/src/features');

/** Server folders that register no API route. */
const SERVER_WITHOUT_ROUTES: Record<string, string> = {
  'first-screen': "writes the first HTML of the app's pages; the API stays with the features it shows",
};
/** Route tags (and so server folders) with no web feature of their own. */
const NO_WEB_FEATURE: Record<string, string> = {
  meta: 'the configuration and grade tables every screen reads, through the web’s shared code',
};
/** Web folders with no route tag of their own. */
const WEB_ONLY: Record<string, string> = {
  auth: 'the sign-in screens: the provider signs in, the account calls are the users’ routes',
  home: 'the landing page, composed from the walls’ and climbs’ routes',
  legal: 'static pages (terms, privacy, imprint); no API',
};

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Each route name, with the feature folders whose `*.routes.ts` registers it (`endpoints.x` or `e.x`). */
function registrations() {
  const byRoute = new Map<string, string[]>();
  for (const feature of folders(SERVER_FEATURES)) {
    const dir = path.join(SERVER_FEATURES, feature);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.routes.ts'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [, name] of text.matchAll(/\b(?:endpoints|e)\.(\w+)\b/g)) {
        if (!(name! in endpoints)) continue;
        const found = byRoute.get(name!) ?? [];
        if (!found.includes(feature)) byRoute.set(name!, [...found, feature]);
      }
    }
  }
  return byRoute;
}

const allEndpoints = Object.entries(endpoints) as [string, { tag: string }][];
const tags = [...new Set(allEndpoints.map(([, e]) => e.tag))].sort();

describe('feature names', () => {
  it('every route is registered by exactly one server feature, the folder named by its tag', () => {
    const byRoute = registrations();
    const wrong = allEndpoints
      .map(([name, e]) => ({ name, tag: e.tag, registeredIn: byRoute.get(name) ?? [] }))
      .filter(({ tag, registeredIn }) => registeredIn.length !== 1 || registeredIn[0] !== tag);
    expect(wrong).toEqual([]);
  });

  it("the server's feature folders are the route tags, and first-screen", () => {
    const withRoutes = folders(SERVER_FEATURES).filter((f) => !(f in SERVER_WITHOUT_ROUTES));
    expect(withRoutes).toEqual(tags);
    for (const f of Object.keys(SERVER_WITHOUT_ROUTES)) expect(folders(SERVER_FEATURES)).toContain(f);
  });

  it("the web's feature folders are the route tags, less meta, and the web-only ones", () => {
    const expected = [...tags.filter((t) => !(t in NO_WEB_FEATURE)), ...Object.keys(WEB_ONLY)].sort();
    expect(folders(WEB_FEATURES)).toEqual(expected);
    for (const t of Object.keys(NO_WEB_FEATURE)) expect(tags).toContain(t);
  });
});
