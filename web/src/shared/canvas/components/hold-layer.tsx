import { memo, useMemo } from 'react';
import { COLOR_BLIND_LETTERS, HOLD_COLORS, MARK_OPACITY } from '../hold-colors';
import { bboxCentre } from '@spraybook/hold-vision/geometry';
import type { CanvasView, MarkedHold } from '../types';
import { svgPoints } from '../math/svg-points';

export interface HoldLayerProps {
  holds: readonly MarkedHold[];
  view: CanvasView;
  colorBlind?: boolean;
  showUnselected?: boolean;
}

/** Screen sizes (CSS px) that stay the same at every zoom. */
const STROKE_PX = 2;
const LABEL_PX = 14;

/**
 * Every hold as a polygon (unselected ones transparent unless asked for, but always present so a
 * hold's box can be found), coloured by its mark. The polygons only re-render when the holds
 * change; a zoom changes only the group's stroke width and font size.
 */
export function HoldLayer({ holds, view, colorBlind = false, showUnselected = false }: HoldLayerProps) {
  const scale = view.scale > 0 ? view.scale : 1;
  return (
    <g strokeWidth={STROKE_PX / scale} fontSize={LABEL_PX / scale} strokeLinejoin="round" data-layer="holds">
      <HoldShapes
        holds={holds}
        width={view.width}
        height={view.height}
        colorBlind={colorBlind}
        showUnselected={showUnselected}
      />
    </g>
  );
}

interface HoldShapesProps {
  holds: readonly MarkedHold[];
  width: number;
  height: number;
  colorBlind: boolean;
  showUnselected: boolean;
}

const HoldShapes = memo(function HoldShapes({
  holds,
  width,
  height,
  colorBlind,
  showUnselected,
}: HoldShapesProps) {
  const shapes = useMemo(
    () =>
      holds.map((hold) => {
        const centre = bboxCentre(hold.polygon);
        return {
          hold,
          points: svgPoints(hold.polygon, width, height),
          centre: { x: centre.x * width, y: centre.y * height },
        };
      }),
    [holds, width, height],
  );
  return (
    <>
      {shapes.map(({ hold, points, centre }) => {
        if (hold.mark === 'unselected') {
          return (
            <polygon
              key={hold.id}
              data-hold-id={hold.id}
              data-mark="unselected"
              points={points}
              fill="transparent"
              stroke={showUnselected ? 'rgba(255,255,255,0.8)' : 'transparent'}
            />
          );
        }
        const color = colorBlind ? '#ffffff' : HOLD_COLORS[hold.mark];
        const text = hold.label ?? (colorBlind ? COLOR_BLIND_LETTERS[hold.mark] : undefined);
        return (
          // The fill is the spec's half-opacity annotation; the outline stays solid so a picked hold
          // stands out from a photo of holds of every colour.
          <g key={hold.id}>
            <polygon
              data-hold-id={hold.id}
              data-mark={hold.mark}
              points={points}
              fill={color}
              fillOpacity={MARK_OPACITY}
              stroke={color}
            />
            {text !== undefined && (
              <text
                x={centre.x}
                y={centre.y}
                textAnchor="middle"
                dominantBaseline="central"
                fill="#000000"
                stroke="none"
                fontWeight={700}
              >
                {text}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
});
