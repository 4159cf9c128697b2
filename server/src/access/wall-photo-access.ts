import type { Tx } from '../db/client.ts';
import { wallPrivacy } from './access.queries.ts';

/**
 * A private wall's photos are served only through signed URLs, which only its answers carry, so only
 * readers who passed `wall.read` get them; public walls' photos are anyone's, at long-cached URLs.
 */
export const photosNeedSignature = (wall: { private: boolean }) => wall.private;

/** `public`: anyone may load it; `signed`: only with a valid signature; `not_found`: nobody. */
export type PhotoAccess = 'public' | 'signed' | 'not_found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may load the stored image `key`: wall photos (`walls/<wallId>/…`) follow their wall. */
export async function photoAccess(db: Tx, key: string): Promise<PhotoAccess> {
  const [folder, wallId] = key.split('/');
  if (folder !== 'walls') return 'public';
  // Not a wall id: no such photo, and no query the database would refuse.
  if (!wallId || !UUID.test(wallId)) return 'not_found';
  const wall = await wallPrivacy(db, wallId);
  if (!wall) return 'not_found';
  return photosNeedSignature(wall) ? 'signed' : 'public';
}
