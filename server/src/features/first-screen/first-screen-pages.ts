import {
  apiPath,
  ClimbFilters,
  climbHoldIds,
  climbName,
  gradeLabel,
  hasConsent,
  routes,
  WALL_HOME_CLIMBS_PAGE_SIZE,
} from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { getWall, revisionAnswer, spotlightWall } from '../walls/public.ts';
import { climbNeighboursAnswer, getClimb } from '../climbs/public.ts';
import type { FirstScreen } from '../../app-shell/app-shell.ts';
import { firstScreenAnswer } from '../../app-shell/first-screen-answer.ts';
import { pageScripts } from '../../app-shell/page-scripts.ts';
import { builtPagePreloads } from '../../app-shell/page-preloads.ts';
import { FIRST_SCREEN_CSS } from './first-screen-css.ts';
import { CLIMB_SCREEN_CSS } from './climb-screen-css.ts';
import { climbScreenMarkup } from './climb-screen.ts';
import { cookieNoticeMarkup } from './cookie-notice.ts';
import { HOME_SCREEN_CSS, homeScreenMarkup } from './home-screen.ts';
import { bannerFallbackUrl, wallScreenMarkup } from './wall-screen.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const WALL_PAGE = new RegExp(`^/walls/(${UUID})/?$`, 'i');
const CLIMB_PAGE = new RegExp(`^/walls/(${UUID})/climbs/(${UUID})/?$`, 'i');

/**
 * The web app's lazily loaded page for each first screen, as its build manifest names it
 * (web/src/app/router.tsx imports them; the first-screen journey checks their chunks are preloaded).
 * Home and the wall page are left to Vite's loader: their chunks preloaded early read more blocking
 * time, not less (interleaved Lighthouse pairs, docs/performance-log/lighthouse.md).
 */
const PAGE_MODULES = {
  climb: 'src/pages/climb/climb-page.tsx',
};
const preloadsOf = (ctx: AppContext, page: keyof typeof PAGE_MODULES) =>
  builtPagePreloads(ctx.config.webDist, PAGE_MODULES[page]);

/**
 * The wall home's first page of climbs as the app's client asks for it (`useWallClimbs`: limit, then skip).
 * The page asks it only once its climbs section's code is in, dozens of chunks after the first paint; asked
 * by the boot script through the worker as it takes over, it is kept for an offline reload seconds later.
 */
const wallClimbsUrl = (wallId: string) =>
  apiPath(routes.listWallClimbs.path, { id: wallId }, { limit: WALL_HOME_CLIMBS_PAGE_SIZE, skip: 0 });

/** Everyone's view: a first screen is the same for every visitor, so signed-in views stay the app's. */
const VISITOR = { state: 'visitor' } as const;

/**
 * The first screen for a page address, or null where the page has none: any route but home, a
 * public wall's page and a public climb's (a climb's only as a shared link opens it, with no list
 * filters or tab in its query), and a wall or climb a visitor may not read (private, draft,
 * unknown) or that is archived.
 */
export async function firstScreenFor(
  ctx: AppContext,
  url: string,
  /** The request's Cookie header: the cookie notice shows until the visitor accepted it, as in the app. */
  cookies?: string,
): Promise<FirstScreen | null> {
  const screen = await pageFirstScreen(ctx, url);
  if (!screen || hasConsent(cookies)) return screen;
  return { ...screen, body: cookieNoticeMarkup(screen.fullHeight ?? false) + screen.body };
}

async function pageFirstScreen(ctx: AppContext, url: string): Promise<FirstScreen | null> {
  const [path = '', query] = url.split('?');
  const wallId = WALL_PAGE.exec(path)?.[1];
  if (wallId) return wallFirstScreen(ctx, wallId.toLowerCase());
  const climbPage = CLIMB_PAGE.exec(path);
  if (climbPage && !query)
    return climbFirstScreen(ctx, climbPage[1]!.toLowerCase(), climbPage[2]!.toLowerCase());
  if (path === '/') return homeFirstScreen(ctx);
  return null;
}

async function wallFirstScreen(ctx: AppContext, wallId: string): Promise<FirstScreen | null> {
  const wall = await getWall(ctx, VISITOR, wallId).catch(() => null);
  if (!wall || wall.private || wall.archived) return null;
  const revision = await revisionAnswer(ctx, wall, wall.latest_revision_id);
  return {
    title: `${wall.name} · Spraybook`,
    previewTitle: wall.name,
    description: wall.gym_name
      ? `${wall.name} at ${wall.gym_name}: its problems on Spraybook.`
      : `${wall.name}: its problems on Spraybook.`,
    url: `${ctx.config.publicUrl}/walls/${wall.id}`,
    image: new URL(bannerFallbackUrl(wall), ctx.config.publicUrl).href,
    body: wallScreenMarkup(wall, { width: revision.image_width, height: revision.image_height }),
    styles: FIRST_SCREEN_CSS,
    answers: [firstScreenAnswer('getWall', { id: wall.id }, wall)],
    keep: [wallClimbsUrl(wall.id)],
  };
}

async function climbFirstScreen(
  ctx: AppContext,
  wallId: string,
  climbId: string,
): Promise<FirstScreen | null> {
  const script = pageScripts(ctx.config.webDist).climbView;
  if (!script) return null;
  const [climb, wall] = await Promise.all([
    getClimb(ctx, VISITOR, climbId).catch(() => null),
    getWall(ctx, VISITOR, wallId).catch(() => null),
  ]);
  if (!climb || !wall || climb.wall_id !== wall.id || wall.private || wall.archived) return null;
  // getClimb checked `climb.read` already: its place in the list asks no second time.
  const [revision, place] = await Promise.all([
    revisionAnswer(ctx, wall, climb.wall_revision),
    climbNeighboursAnswer(ctx, VISITOR, { wallId, climbId }, ClimbFilters.parse({})),
  ]);
  const ids = new Set(climbHoldIds(climb));
  const name = climbName(climb.name);
  const grade = gradeLabel(climb.average_grade, wall.grade_system);
  return {
    title: `${name} · ${wall.name} · Spraybook`,
    previewTitle: `${name}${grade ? ` (${grade})` : ''} on ${wall.name}`,
    description: `A problem on ${wall.name}${wall.gym_name ? ` at ${wall.gym_name}` : ''}, on Spraybook.`,
    url: `${ctx.config.publicUrl}/walls/${wall.id}/climbs/${climb.id}`,
    image: new URL(bannerFallbackUrl(wall), ctx.config.publicUrl).href,
    body: climbScreenMarkup(
      {
        wallId: wall.id,
        wallName: wall.name,
        climbId: climb.id,
        name,
        grade: grade ?? 'Ungraded',
        position: {
          position: place.position,
          total: place.total,
          previousId: place.previous_id,
          nextId: place.next_id,
        },
        photo: revision,
        holds: revision.holds.filter((hold) => ids.has(hold.id)),
        holdLists: climb,
      },
      script,
    ),
    styles: FIRST_SCREEN_CSS + CLIMB_SCREEN_CSS,
    preloads: preloadsOf(ctx, 'climb'),
    fullHeight: true,
    // The climb's answer first: the app asks for its photo's revision once it has it.
    answers: [
      firstScreenAnswer('getClimb', { id: climb.id }, climb),
      firstScreenAnswer('getWall', { id: wall.id }, wall),
      firstScreenAnswer('getClimbNeighbours', { id: wall.id, climbId: climb.id }, place),
    ],
  };
}

async function homeFirstScreen(ctx: AppContext): Promise<FirstScreen> {
  // Chosen once a while for everyone (walls.service.ts keeps it): no query on most requests.
  const spotlight = await spotlightWall(ctx).catch(() => null);
  return {
    title: 'Spraybook',
    previewTitle: 'Spraybook: share your problems',
    description: 'Find, catalogue and tick spraywall and training board problems.',
    url: `${ctx.config.publicUrl}/`,
    body: homeScreenMarkup(spotlight),
    styles: FIRST_SCREEN_CSS + (spotlight ? HOME_SCREEN_CSS : ''),
    answers: [firstScreenAnswer('getSpotlightWall', {}, spotlight)],
  };
}
