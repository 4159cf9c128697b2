import { HOME_HERO_WORDS as W, SPOTLIGHT_WORDS, type SpotlightWall } from '@spraybook/contract';
import { escapeHtml } from '../../lib/html.ts';
import { LCP_ATTRIBUTE } from '../../app-shell/boot-script.ts';
import { icon } from './icons.ts';
import { topBarMarkup } from './top-bar.ts';

/**
 * The spraywall of the month's card as home-page.tsx draws it: on a phone it is the largest thing on
 * the first screen, so it is drawn here (and its photo starts the app's downloads once painted) rather
 * than popping in seconds later when the app has started.
 */
function spotlightMarkup(wall: SpotlightWall) {
  const srcset = [...wall.image_variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
  const photo =
    `<img class="fs-spotlight-photo" ${LCP_ATTRIBUTE} src="${escapeHtml(wall.thumbnail_url)}"` +
    (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="(max-width: 40em) 100vw, 50vw"` : '') +
    ` alt="${escapeHtml(SPOTLIGHT_WORDS.photo(wall.name))}" fetchpriority="high" />`;
  const gym = wall.gym_name
    ? `<p class="fs-spotlight-gym">${escapeHtml(SPOTLIGHT_WORDS.gym(wall.gym_name))}</p>`
    : '';
  return `<div class="fs-container fs-home-more"><a class="fs-spotlight" href="/walls/${wall.id}"><div class="fs-spotlight-grid">${photo}
<div class="fs-spotlight-text"><p class="fs-kicker">${SPOTLIGHT_WORDS.kicker}</p>
<h2 class="fs-spotlight-name">${escapeHtml(wall.name)}</h2>${gym}
<p class="fs-spotlight-open">${escapeHtml(SPOTLIGHT_WORDS.open)}</p></div></div></a></div>`;
}

/** The home page's hero, and the spraywall of the month's card under it, as home-page.tsx draws them for a visitor. */
export function homeScreenMarkup(spotlight: SpotlightWall | null = null) {
  return `${topBarMarkup()}<main class="fs-main"><div class="fs-hero"><div class="fs-container fs-hero-container"><div class="fs-hero-stack">
<p class="fs-eyebrow">${W.eyebrow}</p>
<h1 class="fs-hero-title">${W.title}</h1>
<p class="fs-hero-text">${escapeHtml(W.text)}</p>
<div class="fs-hero-actions">
<a class="fs-button fs-md fs-filled" href="/walls">${icon('search', 18)}${W.findWall}</a>
<a class="fs-button fs-md fs-white" href="/add-wall">${icon('plus', 18)}${W.addWall}</a>
<a class="fs-button fs-md fs-light" href="/map">${icon('map', 18)}${W.browseMap}</a>
</div></div></div></div>${spotlight ? spotlightMarkup(spotlight) : ''}</main>`;
}

/** The card's styles, as Mantine draws the Paper, SimpleGrid, Image and Stack of home-page.tsx (dark scheme). */
export const HOME_SCREEN_CSS = `
.fs-home-more{padding-top:32px}
.fs-spotlight{display:block;margin-bottom:32px;overflow:hidden;border:1px solid #424242;border-radius:16px;background:#242424}
.fs-spotlight-grid{display:grid;grid-template-columns:minmax(0,1fr)}
.fs-spotlight-photo{display:block;width:100%;height:260px;object-fit:cover}
.fs-spotlight-text{display:flex;flex-direction:column;justify-content:center;gap:6px;padding:20px}
.fs-spotlight-text p,.fs-spotlight-text h2{margin:0}
.fs-kicker{font-size:12px;line-height:1.4;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#ffd43b}
.fs-spotlight-name{font-size:22px;line-height:1.4;font-weight:700}
.fs-spotlight-gym{color:#a3a3a3}
.fs-spotlight-text .fs-spotlight-open{margin-top:10px;font-weight:600;color:#4dabf7}
@media (min-width:40em){.fs-spotlight-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
`;
