import type { AppContext } from '../../context.ts';
import { getWall, revisionAnswer } from '../walls/public.ts';
import type { FirstScreen } from '../../first-screen/app-shell.ts';
import { FIRST_SCREEN_CSS } from './first-screen-css.ts';
import { homeScreenMarkup } from './home-screen.ts';
import { bannerFallbackUrl, wallScreenMarkup } from './wall-screen.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const WALL_PAGE = new RegExp(`^/walls/(${UUID})/?$`, 'i');

/** Everyone's view: a first screen is the same for every visitor, so signed-in views stay the app's. */
const VISITOR = { state: 'visitor' } as const;

/**
 * The first screen for a page address, or null where the page has none: any route but home and
 * a public wall's page, and a wall a visitor may not read (private, unknown) or that is archived.
 */
export async function firstScreenFor(ctx: AppContext, path: string): Promise<FirstScreen | null> {
  const wallId = WALL_PAGE.exec(path)?.[1];
  if (wallId) return wallFirstScreen(ctx, wallId.toLowerCase());
  if (path === '/') return homeFirstScreen(ctx);
  return null;
}

async function wallFirstScreen(ctx: AppContext, wallId: string): Promise<FirstScreen | null> {
  const wall = await getWall(ctx, VISITOR, wallId).catch(() => null);
  if (!wall || wall.private || wall.archived) return null;
  const revision = await revisionAnswer(ctx, wall.id, wall.latest_revision_id);
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
  };
}

function homeFirstScreen(ctx: AppContext): FirstScreen {
  return {
    title: 'Spraybook',
    previewTitle: 'Spraybook: share your problems',
    description: 'Find, catalogue and tick spraywall and training board problems.',
    url: `${ctx.config.publicUrl}/`,
    body: homeScreenMarkup(),
    styles: FIRST_SCREEN_CSS,
  };
}
