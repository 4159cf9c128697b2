import { COPY_LINK, WALL_TABS, wallGymLine, type Wall } from '@spraybook/contract';
import { escapeHtml } from '../../lib/html.ts';
import { LCP_ATTRIBUTE } from '../../app-shell/boot-script.ts';
import { icon } from './icons.ts';
import { waitingButton } from './waiting-button.ts';
import { topBarMarkup } from './top-bar.ts';

/** The banner's fallback width where the browser ignores `srcset` (as `bannerImage` in the web app). */
const FALLBACK_WIDTH = 1280;

/** The contract's tabs, in its order, with their icons. */
const TABS = WALL_TABS.map((tab, i) => ({ ...tab, icon: (['wall', 'list', 'plus'] as const)[i]! }));

const byWidth = (wall: Wall) => [...wall.image_variants].sort((a, b) => a.width - b.width);

/** The banner where the browser ignores `srcset`, and the photo of a shared link's preview. */
export function bannerFallbackUrl(wall: Wall) {
  const variants = byWidth(wall);
  return (variants.find((v) => v.width >= FALLBACK_WIDTH) ?? variants.at(-1))?.url ?? wall.image_url;
}

/** The wall's banner photo: every variant in `srcset`, the photo's own size for its aspect ratio. */
function bannerPhoto(wall: Wall, size: { width: number; height: number }) {
  const srcset = byWidth(wall)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
  return (
    `<img class="fs-banner-photo" ${LCP_ATTRIBUTE} src="${escapeHtml(bannerFallbackUrl(wall))}"` +
    (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="100vw"` : '') +
    ` width="${size.width}" height="${size.height}" alt="${escapeHtml(`Photo of ${wall.name}`)}" fetchpriority="high" />`
  );
}

/**
 * A public wall's first screen as web/src/features/walls/components/wall-banner.tsx and
 * wall-sub-nav.tsx draw it: the photo under its shade, the name and gym, the link button, the
 * Overview / Climbs / Add climb tabs.
 */
export function wallScreenMarkup(wall: Wall, photoSize: { width: number; height: number }) {
  const tabs = TABS.map(
    (tab) =>
      `<li><a class="fs-tab" href="/walls/${wall.id}${tab.path}"${tab.path === '' ? ' aria-current="page"' : ''}>` +
      `${icon(tab.icon, 22, 'fs-tab-icon-narrow')}${icon(tab.icon, 18, 'fs-tab-icon-wide')}${tab.label}</a></li>`,
  ).join('');
  return `${topBarMarkup()}<main class="fs-main"><header class="fs-banner">${bannerPhoto(wall, photoSize)}
<div class="fs-shade"></div>
<div class="fs-container fs-banner-content"><div class="fs-banner-row"><div class="fs-banner-text">
<h1 class="fs-title">${escapeHtml(wall.name)}</h1>
<p class="fs-gym">${escapeHtml(wallGymLine(wall.gym_name))}</p>
</div><span class="fs-copy-link" ${waitingButton(COPY_LINK)}>${icon('link', 20)}</span></div></div></header>
<nav class="fs-tabs" aria-label="Wall"><div class="fs-container fs-tabs-container"><ul>${tabs}</ul></div></nav></main>`;
}
