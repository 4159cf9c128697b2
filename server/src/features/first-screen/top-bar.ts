import { icon } from './icons.ts';

/**
 * The app's top bar as a visitor first sees it (web/src/app/shell/top-bar.tsx): menu and logo, the
 * desktop links, search, Add Wall, install, colour scheme and Sign in. Links work before the app
 * arrives; the buttons wait for it (the app's own bar replaces this one).
 */
export function topBarMarkup() {
  return `<header class="fs-header"><div class="fs-bar">
<div class="fs-group fs-left">
<span class="fs-burger fs-touch" aria-hidden="true"><span></span></span>
<a class="fs-logo fs-touch" href="/" aria-label="Spraybook home"><img src="/icon.svg" width="30" height="30" alt="" /><span class="fs-logo-name">Spraybook</span></a>
<span class="fs-links"><a class="fs-button fs-subtle" href="/walls">Find wall</a><a class="fs-button fs-subtle" href="/map">Map</a></span>
</div>
<div class="fs-group fs-right">
<span class="fs-button fs-default fs-search-wide">${icon('search', 16)}<span class="fs-search-label">Search</span><kbd>Ctrl K</kbd></span>
<span class="fs-action fs-search-narrow">${icon('search', 18)}</span>
<a class="fs-button fs-filled fs-add-wall" href="/add-wall">${icon('plus', 16)}Add Wall</a>
<span class="fs-action">${icon('download', 18)}</span>
<span class="fs-action">${icon('sun', 18)}</span>
<span class="fs-button fs-default fs-touch">Sign in</span>
</div>
</div></header>`;
}
