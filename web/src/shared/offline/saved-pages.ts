import { cacheStorage } from '../util/secure-context';
import { accountOfKey } from './cache-keys';
import { API_CACHE } from './cache-names';

/** A wall or climb page this phone kept for offline reading, for the offline page's list. */
export type SavedPage = { path: string; name: string; kind: 'wall' | 'climb' };

const WALL = /^\/api\/walls\/([^/]+)$/;
const CLIMB = /^\/api\/climbs\/([^/]+)$/;

/**
 * The page a kept API answer belongs to, from its cache key (`shared/offline/cache-keys.ts`) and its body:
 * a wall's or a climb's own answer, kept for `account` (one account never lists another's); else null.
 */
export function savedPageOf(key: string, body: unknown, account: string): SavedPage | null {
  if (accountOfKey(key) !== account) return null;
  const url = new URL(key);
  const { id, name, wall_id } = (body ?? {}) as { id?: unknown; name?: unknown; wall_id?: unknown };
  if (typeof name !== 'string') return null;
  const wall = url.pathname.match(WALL);
  // A wall's own answer, not another read at that depth (`/walls/spotlight` names a wall it does not open).
  if (wall) return id === wall[1] ? { path: `/walls/${wall[1]}`, name, kind: 'wall' } : null;
  const climb = url.pathname.match(CLIMB);
  if (climb && typeof wall_id === 'string')
    return { path: `/walls/${wall_id}/climbs/${climb[1]}`, name, kind: 'climb' };
  return null;
}

/** The walls and climbs kept on this phone for `account` ('visitor' signed out), walls first, by name. */
export async function savedPages(account: string): Promise<SavedPage[]> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(API_CACHE))) return [];
  const cache = await storage.open(API_CACHE);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!WALL.test(path) && !CLIMB.test(path)) continue;
    const body: unknown = await (await cache.match(request))?.json().catch(() => null);
    const page = savedPageOf(request.url, body, account);
    if (page && !pages.some((p) => p.path === page.path)) pages.push(page);
  }
  const rank = (page: SavedPage) => (page.kind === 'wall' ? 0 : 1);
  return pages.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
