import { useRef, useState } from 'react';
import { showErrorDialog } from '../../../components/error-dialog';
import { showToast } from '../../../lib/overlays';
import type { CanvasPoint } from '../../canvas/public';
import { clampGrow, outlineRequest, type OutlineDraft } from '../logic/outline-taps';
import type { HoldVisionClient } from '../vision/hold-vision-client';

/**
 * Outline mode's hold being shaped: a tap asks the tracing worker for the hold's outline, a second
 * tap or the size slider grows or shrinks it, corners can be dragged. Only the newest request's
 * answer is kept, so quick taps never show an older outline last.
 */
export function useOutlineTool(client: HoldVisionClient | null) {
  const [outline, setOutline] = useState<OutlineDraft | null>(null);
  const [tracing, setTracing] = useState(false);
  const latest = useRef(0);

  const trace = async (tap: CanvasPoint, grow: number) => {
    if (!client) return;
    const request = ++latest.current;
    setTracing(true);
    try {
      const polygon = await client.outline(tap, grow);
      if (request !== latest.current) return;
      if (polygon) setOutline({ tap, grow, polygon });
      else
        showToast({
          title: 'No hold found here',
          message: 'Tap the middle of the hold, zoom in, or draw it in Add mode.',
          color: 'yellow',
        });
    } catch (error) {
      if (request === latest.current) showErrorDialog(error);
    } finally {
      if (request === latest.current) setTracing(false);
    }
  };

  return {
    outline,
    tracing,
    tap: (point: CanvasPoint) => {
      const next = outlineRequest(outline, point);
      void trace(next.tap, next.grow);
    },
    /** The slider moving: shown at once, traced when it is let go (`setGrow`). */
    previewGrow: (grow: number) => setOutline((o) => o && { ...o, grow: clampGrow(grow) }),
    setGrow: (grow: number) => outline && void trace(outline.tap, clampGrow(grow)),
    moveCorner: (index: number, point: CanvasPoint) =>
      setOutline((o) => o && { ...o, polygon: o.polygon.map((p, i) => (i === index ? point : p)) }),
    clear: () => {
      latest.current++;
      setTracing(false);
      setOutline(null);
    },
  };
}
