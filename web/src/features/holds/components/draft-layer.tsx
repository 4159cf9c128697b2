import type { CanvasView } from '../../../shared/canvas';
import type { PolygonDraft } from '../logic/polygon-draft';

/** Screen sizes (CSS px) kept at every zoom. */
const POINT_RADIUS_PX = 5;
const FIRST_POINT_RADIUS_PX = 9;
const STROKE_PX = 2;
const DRAFT_COLOR = '#ff2bd6';

/** The outline being traced: its edges, its points, and the first point ringed (tap it to close). */
export function DraftLayer({ draft, view }: { draft: PolygonDraft; view: CanvasView }) {
  if (draft.length === 0) return null;
  const unit = 1 / (view.scale > 0 ? view.scale : 1);
  const points = draft.map((p) => ({ x: p.x * view.width, y: p.y * view.height }));
  const path = points.map((p) => `${p.x},${p.y}`).join(' ');
  const [first, ...rest] = points;
  return (
    <g
      data-layer="draft"
      data-draft-points={draft.length}
      fill="none"
      stroke={DRAFT_COLOR}
      strokeWidth={STROKE_PX * unit}
    >
      <polyline points={path} />
      {points.length >= 3 && (
        <line
          x1={points.at(-1)!.x}
          y1={points.at(-1)!.y}
          x2={first!.x}
          y2={first!.y}
          strokeDasharray={`${4 * unit} ${4 * unit}`}
        />
      )}
      <circle
        cx={first!.x}
        cy={first!.y}
        r={FIRST_POINT_RADIUS_PX * unit}
        fill="rgba(255,255,255,0.6)"
        data-first-point
      />
      {rest.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={POINT_RADIUS_PX * unit} fill={DRAFT_COLOR} />
      ))}
    </g>
  );
}
