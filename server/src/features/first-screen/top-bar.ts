import { switchThemeLabel, TOP_BAR_WORDS as W } from '@spraybook/contract';
import { icon } from './icons.ts';
import { waitingButton as waiting } from './waiting-button.ts';

/**
 * The app's top bar as a visitor first sees it (web/src/app/shell/top-bar.tsx): menu and logo, the
 * desktop links, search, Add Wall, install, colour scheme and Sign in. Links work before the app
 * arrives; the buttons wait for it (the app's own bar replaces this one).
 */
export function topBarMarkup() {
  return `<header class="fs-header"><div class="fs-bar">
<div class="fs-group fs-left">
<span class="fs-burger fs-touch" ${waiting(W.menu)}><span></span></span>
<a class="fs-logo fs-touch" href="/" aria-label="${W.home}"><img src="/icon.svg" width="30" height="30" alt="" /><span class="fs-logo-name">${W.name}</span></a>
<span class="fs-links"><a class="fs-button fs-subtle" href="/walls">${W.findWall}</a><a class="fs-button fs-subtle" href="/map">${W.map}</a></span>
</div>
<div class="fs-group fs-right">
<span class="fs-button fs-default fs-search-wide" ${waiting()}>${icon('search', 16)}<span class="fs-search-label">${W.search}</span><kbd>${W.searchKeys}</kbd></span>
<span class="fs-action fs-search-narrow" ${waiting(W.search)}>${icon('search', 18)}</span>
<a class="fs-button fs-filled fs-add-wall" href="/add-wall">${icon('plus', 16)}${W.addWall}</a>
<span class="fs-action" ${waiting(W.install)}>${icon('download', 18)}</span>
<span class="fs-action" ${waiting(switchThemeLabel('light'))}>${icon('sun', 18)}</span>
<span class="fs-button fs-default fs-touch" ${waiting()}>${W.signIn}</span>
</div>
</div></header>`;
}
