import { useRef, useState } from 'react';
import { showErrorDialog } from '../../../components/error-dialog';
import { showToast } from '../../../lib/overlays';
import type { Point } from '@spraybook/hold-vision/geometry';
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
  // Answers shown so far (an outline or 'none found'): lets a journey wait for the answer to its tap.
  const [answers, setAnswers] = useState(0);
  const latest = useRef(0);

  const trace = async (tap: Point, grow: number) => {
    if (!client) return;
    const request = ++latest.current;
    setTracing(true);
    try {
      const polygon = await client.outline(tap, grow);
      if (request !== latest.current) return;
      if (polygon) setOutline({ tap, grow, polygon });
      else
        showToast({
          id: 'no-hold-found',
          title: 'No hold found here',
          message: 'Tap the middle of the hold, zoom in, or draw it in Add mode.',
          color: 'yellow',
        });
    } catch (error) {
      if (request === latest.current) showErrorDialog(error);
    } finally {
      if (request === latest.current) {
        setTracing(false);
        setAnswers((n) => n + 1);
      }
    }
  };

  return {
    outline,
    tracing,
    answers,
    tap: (point: Point) => {
      const next = outlineRequest(outline, point);
      void trace(next.tap, next.grow);
    },
    /** The slider moving: shown at once, traced when it is let go (`setGrow`). */
    previewGrow: (grow: number) => setOutline((o) => o && { ...o, grow: clampGrow(grow) }),
    setGrow: (grow: number) => outline && void trace(outline.tap, clampGrow(grow)),
    moveCorner: (index: number, point: Point) =>
      setOutline((o) => o && { ...o, polygon: o.polygon.map((p, i) => (i === index ? point : p)) }),
    clear: () => {
      latest.current++;
      setTracing(false);
      setOutline(null);
    },
    /** After a save: drops the saved outline, but not one the setter has tapped out since. */
    saved: (polygon: readonly Point[]) => setOutline((o) => (o?.polygon === polygon ? null : o)),
  };
}
