import {
  ACTION_PARAM,
  CLIMB_PAGE_WORDS as W,
  climbPosition,
  CLIMB_VIEW_IDS as ID,
  ZOOM_BUTTON_ATTRIBUTE,
  type ClimbHoldLists,
  type WallRevision,
} from '@spraybook/contract';
import { escapeHtml } from '../../lib/html.ts';
import { LCP_ATTRIBUTE } from '../../app-shell/boot-script.ts';
import { scriptJson } from '../../app-shell/app-shell.ts';
import { icon, type IconName } from './icons.ts';
import { waitingButton } from './waiting-button.ts';
import { topBarMarkup } from './top-bar.ts';

/** What a climb's first screen shows, as the climb page reads it for a visitor. */
export interface ClimbScreen {
  wallId: string;
  wallName: string;
  climbId: string;
  name: string;
  /** The badge's text: the grade in the visitor's system, or 'Ungraded'. */
  grade: string;
  position: { position: number; total: number; previousId: string | null; nextId: string | null };
  photo: Pick<WallRevision, 'image_url' | 'image_width' | 'image_height' | 'image_variants'>;
  /** The climb's own holds (the script rings them): outlines in the photo's relative coordinates. */
  holds: { id: string; bounding_polygon: { x: number; y: number }[] }[];
  holdLists: ClimbHoldLists;
}

const climbHref = (screen: ClimbScreen, id: string) => `/walls/${screen.wallId}/climbs/${id}`;

const zoomButton = (name: IconName, label: string) =>
  `<span class="fs-zoom" ${ZOOM_BUTTON_ATTRIBUTE}="${label}">${icon(name, 20)}</span>`;

/** Previous or Next as the sheet's StepButton draws them: a link, or a disabled button at an end. */
function stepButton(screen: ClimbScreen, id: string | null, label: string, name: string, left: boolean) {
  const chevron = icon(left ? 'chevronLeft' : 'chevronRight', 18, 'fs-step-chevron');
  const content = left ? `${chevron}<span>${label}</span>` : `<span>${label}</span>${chevron}`;
  const side = left ? 'fs-step-left' : 'fs-step-right';
  return id
    ? `<a class="fs-step ${side}" href="${climbHref(screen, id)}" aria-label="${name}">${content}</a>`
    : `<button type="button" class="fs-step ${side} fs-step-off" aria-label="${name}" disabled>${content}</button>`;
}

/**
 * A public climb's first screen as web/src/pages/climb/climb-page.tsx draws it for a visitor: the
 * breadcrumb, name and grade, the Image / Details tabs with Letters, the photo canvas (which the
 * climb view script fits to the climb's holds and rings them, before the first paint) with its zoom
 * buttons, and the climb sheet (climb-info-sheet.tsx) at rest: the climb's place in the list, More and
 * Close, and Previous, Tick, Next. Tick is a
 * link to the page with its tick sheet asked for: a tap before the app has started is never lost.
 */
export function climbScreenMarkup(screen: ClimbScreen, climbViewScript: string) {
  const name = escapeHtml(screen.name);
  const { position, total, previousId, nextId } = screen.position;
  // The photo's fields one by one: the revision it comes from carries every hold of the wall.
  const { image_url, image_width, image_height, image_variants } = screen.photo;
  const photo = { image_url, image_width, image_height, image_variants };
  const data = { photo, holds: screen.holds, climb: screen.holdLists };
  return `${topBarMarkup()}<main class="fs-climb">
<header class="fs-climb-head"><nav class="fs-crumbs" aria-label="Breadcrumb"><a class="fs-crumb-link" href="/walls/${screen.wallId}">${escapeHtml(screen.wallName)}</a><span class="fs-crumb-sep" aria-hidden="true">/</span><span class="fs-crumb-here">${W.crumb}</span></nav>
<div class="fs-climb-title-row"><h1 class="fs-climb-title">${name}</h1><span class="fs-badge">${escapeHtml(screen.grade)}</span></div></header>
<div class="fs-climb-tabbar"><div class="fs-climb-tablist"><span class="fs-climb-tab fs-climb-tab-on">${icon('photo', 16)}<span>${W.imageTab}</span></span><a class="fs-climb-tab" href="${climbHref(screen, screen.climbId)}?tab=details">${icon('info', 16)}<span>${W.detailsTab}</span></a></div>
<span class="fs-letters" id="${ID.letters}">${icon('letters', 20)}<span>${W.letters}</span></span></div>
<div class="fs-climb-panel"><div class="fs-canvas" id="${ID.canvas}"><div class="fs-canvas-content" id="${ID.content}"><img class="fs-canvas-photo" id="${ID.photo}" ${LCP_ATTRIBUTE} alt="${escapeHtml(`Photo of ${screen.wallName}`)}" fetchpriority="high" />
<svg class="fs-canvas-layers" id="${ID.layers}" preserveAspectRatio="none" aria-hidden="true"></svg></div>
<div class="fs-canvas-controls" id="${ID.controls}">${zoomButton('zoomIn', 'in')}${zoomButton('zoomOut', 'out')}${zoomButton('zoomReset', 'reset')}</div></div>
<section class="fs-sheet" id="${ID.sheet}" aria-label="Climb info"><span class="fs-sheet-grip"></span>
<div class="fs-sheet-top"><span class="fs-sheet-position">${climbPosition(position, total)}</span><span class="fs-sheet-icon" ${waitingButton(W.moreInfo)}>${icon('chevronUp', 20)}</span><span class="fs-sheet-icon" ${waitingButton(W.closeInfo)}>${icon('x', 20)}</span></div>
<div class="fs-sheet-steps">${stepButton(screen, previousId, W.previous, W.previousClimb, true)}<a class="fs-tick" href="${climbHref(screen, screen.climbId)}?${ACTION_PARAM}=tick">${W.tick}</a>${stepButton(screen, nextId, W.next, W.nextClimb, false)}</div></section></div></main>
<script type="application/json" id="${ID.data}">${scriptJson(data)}</script><script>${climbViewScript}</script>`;
}
