import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { Point } from '@spraybook/hold-vision/geometry';
import { isTap, svgPoints, type CanvasView, type TapScreen } from '../../../shared/canvas';

const CORNER_RADIUS_PX = 7;
const CORNER_MIN_PX = 2.5;
/** A finger needs a bigger target than it sees. */
const CORNER_GRAB_PX = 18;
const STROKE_PX = 2;
const OUTLINE_COLOR = '#ff2bd6';

/** The photo point under a pointer, through the SVG's own transform (pan and zoom included). */
function photoPoint(e: ReactPointerEvent<SVGElement>, view: CanvasView): Point | null {
  const svg = e.currentTarget.ownerSVGElement;
  const matrix = svg?.getScreenCTM();
  if (!svg || !matrix) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
  return { x: Math.min(1, Math.max(0, p.x / view.width)), y: Math.min(1, Math.max(0, p.y / view.height)) };
}

/** Screen pixels per photo width and height, as the canvas reports them with a tap. */
function tapScreen(e: ReactPointerEvent<SVGElement>, view: CanvasView): TapScreen {
  const matrix = e.currentTarget.ownerSVGElement?.getScreenCTM();
  return { pixelsPerUnit: { x: (matrix?.a ?? 1) * view.width, y: (matrix?.d ?? 1) * view.height } };
}

/**
 * The traced outline waiting to be saved: filled lightly, corners draggable. A corner takes the
 * pointer before the canvas sees it (capture phase), so dragging it never pans the photo; a press
 * on it that does not drag is a tap on the photo there (often the next hold, beside this one).
 */
export function OutlineLayer({
  polygon,
  view,
  onMoveCorner,
  onTap,
}: {
  polygon: readonly Point[];
  view: CanvasView;
  onMoveCorner: (index: number, point: Point) => void;
  onTap: (point: Point, screen: TapScreen) => void;
}) {
  // Where the press on a corner began, and whether it has become a drag.
  const press = useRef<{ at: Point; dragging: boolean } | null>(null);
  if (polygon.length < 3) return null;
  const unit = 1 / (view.scale > 0 ? view.scale : 1);
  const points = polygon.map((p) => ({ x: p.x * view.width, y: p.y * view.height }));
  // Corners shrink to stay apart on a small hold at low zoom (zooming in gives them their full size).
  const gap = Math.min(
    ...points.map((p, i) => {
      const q = points[(i + 1) % points.length]!;
      return Math.hypot(q.x - p.x, q.y - p.y) / unit;
    }),
  );
  const radius = Math.max(CORNER_MIN_PX, Math.min(CORNER_RADIUS_PX, gap / 3));
  const grab = (index: number) => ({
    onPointerDownCapture: (e: ReactPointerEvent<SVGCircleElement>) => {
      e.stopPropagation();
      e.currentTarget.setPointerCapture(e.pointerId);
      press.current = { at: { x: e.clientX, y: e.clientY }, dragging: false };
    },
    onPointerMove: (e: ReactPointerEvent<SVGCircleElement>) => {
      const pressed = press.current;
      if (!pressed || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
      pressed.dragging ||= !isTap(pressed.at, { x: e.clientX, y: e.clientY });
      const point = pressed.dragging && photoPoint(e, view);
      if (point) onMoveCorner(index, point);
    },
    onPointerUp: (e: ReactPointerEvent<SVGCircleElement>) => {
      const pressed = press.current;
      press.current = null;
      const point = pressed && !pressed.dragging && photoPoint(e, view);
      if (point) onTap(point, tapScreen(e, view));
    },
    onPointerCancel: () => {
      press.current = null;
    },
  });
  return (
    <g data-layer="outline" data-outline-points={polygon.length}>
      <polygon
        points={points.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="rgba(255, 43, 214, 0.15)"
        stroke={OUTLINE_COLOR}
        strokeWidth={STROKE_PX * unit}
        pointerEvents="none"
      />
      {points.map((p, i) => (
        <g
          key={i}
          {...grab(i)}
          style={{ cursor: 'grab', touchAction: 'none', pointerEvents: 'all' }}
          data-corner={i}
        >
          <circle cx={p.x} cy={p.y} r={CORNER_GRAB_PX * unit} fill="transparent" />
          <circle
            cx={p.x}
            cy={p.y}
            r={radius * unit}
            fill="#fff"
            stroke={OUTLINE_COLOR}
            strokeWidth={STROKE_PX * unit}
          />
        </g>
      ))}
    </g>
  );
}

/** Outlines on their way to becoming holds: drawn in the outline's colour until the saved hold replaces them. */
export function SavingOutlines({
  polygons,
  view,
}: {
  polygons: readonly (readonly Point[])[];
  view: CanvasView;
}) {
  const unit = 1 / (view.scale > 0 ? view.scale : 1);
  return (
    <g data-layer="saving" pointerEvents="none">
      {polygons.map((polygon, i) => (
        <polygon
          key={i}
          points={svgPoints(polygon, view.width, view.height)}
          fill="none"
          stroke={OUTLINE_COLOR}
          strokeWidth={STROKE_PX * unit}
        />
      ))}
    </g>
  );
}
