import { useId, useMemo } from 'react';
import { climbLayerSvg } from '../math/climb-layer-geometry';
import type { CanvasView, MarkedHold } from '../types';
import { svgNodeElement } from './svg-node-element';

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

/**
 * The climb page's view of a climb (issue 23): the climb's holds ringed, the rest of the wall
 * dimmed. What is drawn is climb-layer-geometry.ts's, which the first screen's script draws too.
 */
export function ClimbLayer({
  holds,
  view: { zoom, width, height, scale },
  colorBlind = false,
  letters = false,
  spotlight = null,
}: ClimbLayerProps) {
  const idPrefix = useId();
  const layer = useMemo(
    () => climbLayerSvg(holds, { zoom, width, height, scale }, { colorBlind, letters, spotlight, idPrefix }),
    [holds, zoom, width, height, scale, colorBlind, letters, spotlight, idPrefix],
  );
  return svgNodeElement(layer);
}
