import { CLIMBS_PAGE_SIZE } from '@spraybook/contract/plain';
import { api } from '../../../shared/data/api-client';
import { pickPhotoSource } from '../../../shared/canvas/math/pick-photo-source';

export interface SaveProgress {
  done: number;
  total: number;
}

export interface SavedWall {
  climbs: number;
  bytes: number;
}

/** Requests at once while saving: enough to fill a slow link, few enough to leave the phone usable. */
const AT_ONCE = 4;

/**
 * Asks for everything a wall's climbs list and climb pages need, so the service worker keeps it:
 * every page of the list (as the list page asks for them, so the same addresses), each setter's
 * profile (the list's Setter column names them with a request of its own), each climb, each photo
 * revision its climbs are set on with its holds, and that photo in every variant this screen may show
 * (up to a zoom of 2). Returns how many climbs and about how many bytes it fetched.
 */
export async function saveWallOffline(
  wallId: string,
  screen: { width: number; pixelRatio: number },
  onProgress: (progress: SaveProgress) => void,
  /** The reader's angle on an adjustable wall: the list page asks at it (issue 47), so the same addresses. */
  angle: number | null = null,
): Promise<SavedWall> {
  let bytes = 0;
  let done = 0;
  let total = 1;
  const step = () => onProgress({ done: ++done, total });
  const sizeOf = (answer: unknown) => new Blob([JSON.stringify(answer)]).size;

  const climbIds: string[] = [];
  const setterIds = new Set<string>();
  for (let skip = 0; ; skip += CLIMBS_PAGE_SIZE) {
    const page = await api('listWallClimbs', {
      params: { id: wallId },
      query: { ...(angle === null ? {} : { angle }), limit: CLIMBS_PAGE_SIZE, skip },
    });
    bytes += sizeOf(page);
    climbIds.push(...page.climbs.map((c) => c.id));
    for (const climb of page.climbs) setterIds.add(climb.user_id);
    if (skip === 0) total = Math.ceil(page.total / CLIMBS_PAGE_SIZE) + page.total;
    step();
    if (page.climbs.length === 0 || skip + CLIMBS_PAGE_SIZE >= page.total) break;
  }

  total += setterIds.size;
  await inBatches([...setterIds], async (id) => {
    bytes += sizeOf(await api('getUser', { params: { id } }));
    step();
  });

  const revisions = new Set<string>();
  await inBatches(climbIds, async (id) => {
    const climb = await api('getClimb', { params: { id } });
    bytes += sizeOf(climb);
    revisions.add(climb.wall_revision);
    step();
  });

  total += revisions.size;
  const photos = new Set<string>();
  await inBatches([...revisions], async (revId) => {
    const revision = await api('getRevision', { params: { id: wallId, revId } });
    bytes += sizeOf(revision);
    // The canvas fits the photo into less than the screen's width, so it may pick a narrower variant
    // than the screen's: keep every variant up to the one a zoom of 2 across the whole screen needs.
    const widest = pickPhotoSource(revision, screen.width, 2, screen.pixelRatio);
    photos.add(widest.url);
    for (const variant of revision.image_variants) if (variant.width <= widest.width) photos.add(variant.url);
    step();
  });

  total += photos.size;
  await inBatches([...photos], async (url) => {
    const photo = await fetch(url);
    if (!photo.ok) throw new Error(`${url}: HTTP ${photo.status}`);
    bytes += (await photo.blob()).size;
    step();
  });
  return { climbs: climbIds.length, bytes };
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += AT_ONCE) {
    await Promise.all(items.slice(i, i + AT_ONCE).map(work));
  }
}
