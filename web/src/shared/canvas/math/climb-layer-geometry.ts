import type { Point } from '@spraybook/hold-vision/geometry';
import { COLOR_BLIND_LETTERS, RING_COLORS } from '../hold-colors';
import type { SvgNode } from '../svg-node';
import type { CanvasView, HoldMark, MarkedHold } from '../types';
import { boundsOf } from './climb-fit';
import { svgPoints } from './svg-points';
import {
  BADGE_FONT_PX,
  BADGE_PX,
  badgeWidth,
  HALO_PX,
  RING_PX,
  ringShape,
  type RingShape,
} from './ring-geometry';

/**
 * The climb page's view of a climb (issue 23) as plain SVG data: the wall dimmed outside the
 * climb's holds, each hold ringed in its role's colour over a dark halo, and its letter or circuit
 * number beside the ring. Every size is in CSS px on screen, whatever the zoom (ring-geometry.ts).
 * The app (components/climb-layer.tsx) and the first screen's script draw this same data.
 */
export interface ClimbLayerOptions {
  colorBlind?: boolean;
  /** Role letters beside the rings (S, T, F, H; colour-blind mode writes I too). */
  letters?: boolean;
  /** How dark everything but the climb's holds is (0..1), or null for no dimming. */
  spotlight?: number | null;
  /** Starts the masks' ids, which must be unique in the page. */
  idPrefix: string;
}

type ShownMark = Exclude<HoldMark, 'unselected'>;
type Attributes = SvgNode['attributes'];
type ShownHold = MarkedHold & { mark: ShownMark };

/** A hold of the climb as its ring is drawn, in viewBox units. */
export interface ClimbRing {
  hold: ShownHold;
  shape: RingShape;
  /** The outline as a polygon's `points`. */
  points: string;
  centre: Point;
  /** The outline's point furthest up and to the right, where the badge goes. */
  corner: Point;
  color: string;
  /** The badge's text, or undefined for no badge. */
  text: string | undefined;
}

const HALO_COLOR = '#000000';
const HALO_OPACITY = 0.85;
const BADGE_FILL = '#111111';
const WHITE = '#ffffff';
const BLACK = '#000000';

/** The text beside a hold's ring: its circuit visits, else its role's letter when letters are on. */
function badgeText(hold: ShownHold, colorBlind: boolean, letters: boolean) {
  if (hold.label) return hold.label;
  if (colorBlind) return COLOR_BLIND_LETTERS[hold.mark];
  // Without colour an unlettered hold is a hand hold, so the most common role stays unwritten.
  if (letters && hold.mark !== 'intermediate') return COLOR_BLIND_LETTERS[hold.mark];
  return undefined;
}

/** The climb's holds (the marked ones with an outline) as their rings are drawn at this view. */
export function climbRings(
  holds: readonly MarkedHold[],
  view: CanvasView,
  colorBlind = false,
  letters = false,
): ClimbRing[] {
  const scale = view.scale > 0 ? view.scale : 1;
  return holds
    .filter((hold): hold is ShownHold => hold.mark !== 'unselected')
    .filter((hold) => hold.polygon.length >= 3)
    .map((hold) => {
      const box = boundsOf([hold.polygon])!;
      const left = box.left * view.width;
      const top = box.top * view.height;
      const right = box.right * view.width;
      const bottom = box.bottom * view.height;
      const corner = hold.polygon.reduce((best, p) =>
        p.x * view.width - p.y * view.height > best.x * view.width - best.y * view.height ? p : best,
      );
      return {
        hold,
        shape: ringShape((right - left) * scale, (bottom - top) * scale),
        points: svgPoints(hold.polygon, view.width, view.height),
        centre: { x: (left + right) / 2, y: (top + bottom) / 2 },
        corner: { x: corner.x * view.width, y: corner.y * view.height },
        color: colorBlind ? WHITE : RING_COLORS[hold.mark],
        text: badgeText(hold, colorBlind, letters),
      };
    });
}

/** The badge beside a ring: up and to the right of it, touching it, where a hand coming from below rarely is. */
function badge(r: ClimbRing, text: string, px: number): SvgNode {
  const width = badgeWidth(text) * px;
  const height = BADGE_PX * px;
  const from =
    r.shape.kind === 'outline'
      ? { x: r.corner.x + RING_PX * 0.7 * px, y: r.corner.y - RING_PX * 0.7 * px }
      : { x: r.centre.x + r.shape.radius * px * 0.7, y: r.centre.y - r.shape.radius * px * 0.7 };
  // The badge's lower-left corner just overlaps the ring there.
  const left = from.x - height * 0.2;
  const top = from.y - height * 0.8;
  return {
    tag: 'g',
    key: r.hold.id,
    attributes: { 'data-badge-hold': r.hold.id },
    children: [
      {
        tag: 'rect',
        attributes: {
          x: left,
          y: top,
          width,
          height,
          rx: height / 2,
          fill: BADGE_FILL,
          stroke: r.color,
          'stroke-width': 1.5 * px,
        },
      },
      {
        tag: 'text',
        attributes: {
          x: left + width / 2,
          y: top + height / 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          fill: WHITE,
        },
        text,
      },
    ],
  };
}

/** The climb layer at this view, as one `<g>` to put in the canvas's SVG. */
export function climbLayerSvg(
  holds: readonly MarkedHold[],
  view: CanvasView,
  { colorBlind = false, letters = false, spotlight = null, idPrefix }: ClimbLayerOptions,
): SvgNode {
  const px = 1 / (view.scale > 0 ? view.scale : 1);
  const rings = climbRings(holds, view, colorBlind, letters);
  // Masks reach past the photo, so rings and badges at its edges are whole.
  const area = { x: -view.width, y: -view.height, width: 3 * view.width, height: 3 * view.height };
  const outside = `${idPrefix}-outside`;
  const dimmed = `${idPrefix}-dimmed`;
  const mask = (id: string, cutOut: SvgNode[]): SvgNode => ({
    tag: 'mask',
    attributes: { id, maskUnits: 'userSpaceOnUse', ...area },
    children: [{ tag: 'rect', attributes: { ...area, fill: WHITE } }, ...cutOut],
  });
  const masks = [
    // Rings are drawn outside the holds only, so a hold itself stays as the photo shows it.
    mask(
      outside,
      rings.filter((r) => r.shape.kind === 'outline').map((r) => polygon(r, { fill: BLACK })),
    ),
  ];
  if (spotlight !== null)
    masks.push(
      mask(
        dimmed,
        rings.map((r) => holdArea(r, px)),
      ),
    );

  return {
    tag: 'g',
    attributes: {
      'data-layer': 'climb',
      'data-spotlight': spotlight === null ? 'off' : 'on',
      'data-letters': letters ? 'on' : 'off',
    },
    children: [
      { tag: 'defs', attributes: {}, children: masks },
      ...(spotlight === null ? [] : [dimming(view, spotlight, dimmed)]),
      {
        tag: 'g',
        attributes: { mask: `url(#${outside})`, fill: 'none', 'stroke-linejoin': 'round' },
        children: [...rings.map((r) => halo(r, px)), ...rings.map((r) => ring(r, px))],
      },
      {
        tag: 'g',
        attributes: { 'font-size': BADGE_FONT_PX * px, 'font-weight': 700, 'data-layer': 'climb-badges' },
        children: rings.flatMap((r) => (r.text === undefined ? [] : [badge(r, r.text, px)])),
      },
    ],
  };
}

/** The wall darkened at `strength`, but for the holds cut out of it by the `mask` with id `maskId`. */
function dimming(view: CanvasView, strength: number, maskId: string): SvgNode {
  return {
    tag: 'rect',
    attributes: {
      'data-spotlight-strength': strength.toFixed(2),
      x: 0,
      y: 0,
      width: view.width,
      height: view.height,
      fill: BLACK,
      'fill-opacity': strength,
      mask: `url(#${maskId})`,
    },
  };
}

/** What the spotlight leaves undimmed of a hold: its outline, or the inside of its circle. */
function holdArea(r: ClimbRing, px: number): SvgNode {
  return r.shape.kind === 'outline'
    ? polygon(r, { fill: BLACK })
    : circle(r, (r.shape.radius - RING_PX / 2) * px, { fill: BLACK });
}

/** The dark halo under a ring, so it reads on a light hold, a dark hold or the dimmed wall. */
function halo(r: ClimbRing, px: number): SvgNode {
  const paint = { stroke: HALO_COLOR, 'stroke-opacity': HALO_OPACITY };
  const data = { 'data-halo': 'true' };
  return r.shape.kind === 'outline'
    ? polygon(r, { ...paint, 'stroke-width': 2 * (RING_PX + HALO_PX) * px }, data, 'halo')
    : circle(
        r,
        r.shape.radius * px,
        { ...paint, 'stroke-width': (RING_PX + 2 * HALO_PX) * px },
        data,
        'halo',
      );
}

/** The ring in the hold's colour: RING_PX outside the outline (twice that, half hidden inside), or a circle. */
function ring(r: ClimbRing, px: number): SvgNode {
  const data = { 'data-ring-hold': r.hold.id, 'data-mark': r.hold.mark, 'data-ring': r.shape.kind };
  return r.shape.kind === 'outline'
    ? polygon(r, { stroke: r.color, 'stroke-width': 2 * RING_PX * px }, data)
    : circle(r, r.shape.radius * px, { stroke: r.color, 'stroke-width': RING_PX * px }, data);
}

/** A hold's outline: its data attributes first, then its points, then how it is painted. */
function polygon(r: ClimbRing, paint: Attributes, data: Attributes = {}, role = ''): SvgNode {
  return {
    tag: 'polygon',
    key: role ? `${r.hold.id}:${role}` : r.hold.id,
    attributes: { ...data, points: r.points, ...paint },
  };
}

/** A circle around a hold's centre: its data attributes first, then where it is, then how it is painted. */
function circle(r: ClimbRing, radius: number, paint: Attributes, data: Attributes = {}, role = ''): SvgNode {
  return {
    tag: 'circle',
    key: role ? `${r.hold.id}:${role}` : r.hold.id,
    attributes: { ...data, cx: r.centre.x, cy: r.centre.y, r: radius, ...paint },
  };
}
