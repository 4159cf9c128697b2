import { icon } from './icons.ts';
import { topBarMarkup } from './top-bar.ts';

/** The home page's hero as web/src/features/home/pages/home-page.tsx draws it for a visitor. */
export function homeScreenMarkup() {
  return `${topBarMarkup()}<main class="fs-main"><div class="fs-hero"><div class="fs-container fs-hero-container"><div class="fs-hero-stack">
<p class="fs-eyebrow">Spraybook</p>
<h1 class="fs-hero-title">Share your problems</h1>
<p class="fs-hero-text">Find, catalogue and tick problems on spraywalls and training boards — with your whole crew.</p>
<div class="fs-hero-actions">
<a class="fs-button fs-md fs-filled" href="/walls">${icon('search', 18)}Find wall</a>
<a class="fs-button fs-md fs-white" href="/add-wall">${icon('plus', 18)}Add wall</a>
<a class="fs-button fs-md fs-light" href="/map">${icon('map', 18)}Browse map</a>
</div></div></div></div></main>`;
}
