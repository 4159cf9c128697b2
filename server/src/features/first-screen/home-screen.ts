import { HOME_HERO_WORDS as W } from '@spraybook/contract';
import { escapeHtml } from '../../lib/html.ts';
import { icon } from './icons.ts';
import { topBarMarkup } from './top-bar.ts';

/** The home page's hero as web/src/features/home/pages/home-page.tsx draws it for a visitor. */
export function homeScreenMarkup() {
  return `${topBarMarkup()}<main class="fs-main"><div class="fs-hero"><div class="fs-container fs-hero-container"><div class="fs-hero-stack">
<p class="fs-eyebrow">${W.eyebrow}</p>
<h1 class="fs-hero-title">${W.title}</h1>
<p class="fs-hero-text">${escapeHtml(W.text)}</p>
<div class="fs-hero-actions">
<a class="fs-button fs-md fs-filled" href="/walls">${icon('search', 18)}${W.findWall}</a>
<a class="fs-button fs-md fs-white" href="/add-wall">${icon('plus', 18)}${W.addWall}</a>
<a class="fs-button fs-md fs-light" href="/map">${icon('map', 18)}${W.browseMap}</a>
</div></div></div></div></main>`;
}
