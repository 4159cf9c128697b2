import { useId, useMemo } from 'react';
import { COLOR_BLIND_LETTERS, RING_COLORS } from '../hold-colors';
import { boundsOf } from '../math/climb-fit';
import { BADGE_FONT_PX, BADGE_PX, badgeWidth, HALO_PX, RING_PX, ringShape } from '../math/ring-geometry';
import type { CanvasView, HoldMark, MarkedHold } from '../types';

export interface ClimbLayerProps {
  /** The photo's holds marked by role; unselected ones are not drawn. */
  holds: readonly MarkedHold[];
  view: CanvasView;
  colorBlind?: boolean;
  /** Role letters beside the rings (S, T, F, H; colour-blind mode writes I too). */
  letters?: boolean;
  /** How dark everything but the climb's holds is (0..1), or null for no dimming. */
  spotlight?: number | null;
}

const HALO_COLOR = '#000000';
const HALO_OPACITY = 0.85;
const BADGE_FILL = '#111111';

type ShownMark = Exclude<HoldMark, 'unselected'>;

/** The text beside a hold's ring: its circuit visits, else its role's letter when letters are on. */
function badgeText(hold: MarkedHold & { mark: ShownMark }, colorBlind: boolean, letters: boolean) {
  if (hold.label) return hold.label;
  if (colorBlind) return COLOR_BLIND_LETTERS[hold.mark];
  // Without colour an unlettered hold is a hand hold, so the most common role stays unwritten.
  if (letters && hold.mark !== 'intermediate') return COLOR_BLIND_LETTERS[hold.mark];
  return undefined;
}

/**
 * The climb page's view of a climb (issue 23): the wall dimmed outside the climb's holds, each hold
 * ringed in its role's colour over a dark halo, and its letter or circuit number beside the ring.
 * Every size is in CSS px on screen, whatever the zoom (ring-geometry.ts).
 */
export function ClimbLayer({
  holds,
  view,
  colorBlind = false,
  letters = false,
  spotlight = null,
}: ClimbLayerProps) {
  const id = useId();
  const scale = view.scale > 0 ? view.scale : 1;
  const px = 1 / scale;
  const shapes = useMemo(
    () =>
      holds
        .filter((hold): hold is MarkedHold & { mark: ShownMark } => hold.mark !== 'unselected')
        .filter((hold) => hold.polygon.length >= 3)
        .map((hold) => {
          const box = boundsOf([hold.polygon])!;
          // The outline's point furthest up and to the right, where the badge goes.
          const corner = hold.polygon.reduce((best, p) =>
            p.x * view.width - p.y * view.height > best.x * view.width - best.y * view.height ? p : best,
          );
          return {
            hold,
            corner: { x: corner.x * view.width, y: corner.y * view.height },
            points: hold.polygon.map((p) => `${p.x * view.width},${p.y * view.height}`).join(' '),
            box: {
              left: box.left * view.width,
              top: box.top * view.height,
              right: box.right * view.width,
              bottom: box.bottom * view.height,
            },
          };
        }),
    [holds, view.width, view.height],
  );
  const rings = shapes.map((s) => ({
    ...s,
    shape: ringShape((s.box.right - s.box.left) * scale, (s.box.bottom - s.box.top) * scale),
    centre: { x: (s.box.left + s.box.right) / 2, y: (s.box.top + s.box.bottom) / 2 },
    color: colorBlind ? '#ffffff' : RING_COLORS[s.hold.mark],
    text: badgeText(s.hold, colorBlind, letters),
  }));
  // Masks reach past the photo, so rings and badges at its edges are whole.
  const area = { x: -view.width, y: -view.height, width: 3 * view.width, height: 3 * view.height };
  const outside = `${id}-outside`;
  const dimmed = `${id}-dimmed`;

  return (
    <g
      data-layer="climb"
      data-spotlight={spotlight === null ? 'off' : 'on'}
      data-letters={letters ? 'on' : 'off'}
    >
      <defs>
        {/* Rings are drawn outside the holds only, so a hold itself stays as the photo shows it. */}
        <mask id={outside} maskUnits="userSpaceOnUse" {...area}>
          <rect {...area} fill="#ffffff" />
          {rings.map(
            (r) => r.shape.kind === 'outline' && <polygon key={r.hold.id} points={r.points} fill="#000000" />,
          )}
        </mask>
        {spotlight !== null && (
          <mask id={dimmed} maskUnits="userSpaceOnUse" {...area}>
            <rect {...area} fill="#ffffff" />
            {rings.map((r) =>
              r.shape.kind === 'outline' ? (
                <polygon key={r.hold.id} points={r.points} fill="#000000" />
              ) : (
                <circle
                  key={r.hold.id}
                  cx={r.centre.x}
                  cy={r.centre.y}
                  r={(r.shape.radius - RING_PX / 2) * px}
                  fill="#000000"
                />
              ),
            )}
          </mask>
        )}
      </defs>
      {spotlight !== null && (
        <rect
          data-spotlight-strength={spotlight.toFixed(2)}
          x={0}
          y={0}
          width={view.width}
          height={view.height}
          fill="#000000"
          fillOpacity={spotlight}
          mask={`url(#${dimmed})`}
        />
      )}
      <g mask={`url(#${outside})`} fill="none" strokeLinejoin="round">
        {rings.map((r) =>
          r.shape.kind === 'outline' ? (
            <polygon
              key={r.hold.id}
              data-halo
              points={r.points}
              stroke={HALO_COLOR}
              strokeOpacity={HALO_OPACITY}
              strokeWidth={2 * (RING_PX + HALO_PX) * px}
            />
          ) : (
            <circle
              key={r.hold.id}
              data-halo
              cx={r.centre.x}
              cy={r.centre.y}
              r={r.shape.radius * px}
              stroke={HALO_COLOR}
              strokeOpacity={HALO_OPACITY}
              strokeWidth={(RING_PX + 2 * HALO_PX) * px}
            />
          ),
        )}
        {rings.map((r) =>
          r.shape.kind === 'outline' ? (
            <polygon
              key={r.hold.id}
              data-ring-hold={r.hold.id}
              data-mark={r.hold.mark}
              data-ring="outline"
              points={r.points}
              stroke={r.color}
              strokeWidth={2 * RING_PX * px}
            />
          ) : (
            <circle
              key={r.hold.id}
              data-ring-hold={r.hold.id}
              data-mark={r.hold.mark}
              data-ring="circle"
              cx={r.centre.x}
              cy={r.centre.y}
              r={r.shape.radius * px}
              stroke={r.color}
              strokeWidth={RING_PX * px}
            />
          ),
        )}
      </g>
      <g fontSize={BADGE_FONT_PX * px} fontWeight={700} data-layer="climb-badges">
        {rings.map((r) => {
          if (r.text === undefined) return null;
          const width = badgeWidth(r.text) * px;
          const height = BADGE_PX * px;
          // Up and to the right of the ring, touching it, where a hand coming from below rarely is.
          const from =
            r.shape.kind === 'outline'
              ? { x: r.corner.x + RING_PX * 0.7 * px, y: r.corner.y - RING_PX * 0.7 * px }
              : { x: r.centre.x + r.shape.radius * px * 0.7, y: r.centre.y - r.shape.radius * px * 0.7 };
          // The badge's lower-left corner just overlaps the ring there.
          const left = from.x - height * 0.2;
          const top = from.y - height * 0.8;
          return (
            <g key={r.hold.id} data-badge-hold={r.hold.id}>
              <rect
                x={left}
                y={top}
                width={width}
                height={height}
                rx={height / 2}
                fill={BADGE_FILL}
                stroke={r.color}
                strokeWidth={1.5 * px}
              />
              <text
                x={left + width / 2}
                y={top + height / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fill="#ffffff"
              >
                {r.text}
              </text>
            </g>
          );
        })}
      </g>
    </g>
  );
}
