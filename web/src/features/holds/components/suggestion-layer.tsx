import { svgPoints, type CanvasView } from '../../../shared/canvas';
import type { Suggestion } from '../logic/suggestions';

const STROKE_PX = 2;
const SUGGESTION_COLOR = '#2be0ff';

/** Suggested outlines, dashed in their own colour so they never pass for traced holds. */
export function SuggestionLayer({
  suggestions,
  view,
}: {
  suggestions: readonly Suggestion[];
  view: CanvasView;
}) {
  const unit = 1 / (view.scale > 0 ? view.scale : 1);
  return (
    <g
      data-layer="suggestions"
      data-suggestions={suggestions.length}
      fill="rgba(43, 224, 255, 0.12)"
      stroke={SUGGESTION_COLOR}
      strokeWidth={STROKE_PX * unit}
      strokeDasharray={`${5 * unit} ${3 * unit}`}
      pointerEvents="none"
    >
      {suggestions.map((s) => (
        <polygon key={s.key} data-suggestion={s.key} points={svgPoints(s.polygon, view.width, view.height)} />
      ))}
    </g>
  );
}
