import { useRef, useState } from 'react';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { HoldEditorEffect } from '../logic/hold-tools';
import { clampGrow, outlineRequest, type OutlineDraft } from '../logic/outline-taps';
import type { HoldVisionClient } from '../vision/hold-vision-client';

/**
 * Outline mode's hold being shaped: a tap asks the tracing worker for the hold's outline, a second
 * tap or the size slider grows or shrinks it, corners can be dragged. Only the newest request's
 * answer is kept, so quick taps never show an older outline last. What it has to say (no hold
 * there, a failure) goes to the editor's effect runner, `run`.
 */
export function useOutlineTool(client: HoldVisionClient | null, run: (effect: HoldEditorEffect) => void) {
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
      else run({ type: 'no-hold-found' });
    } catch (error) {
      if (request === latest.current) run({ type: 'failed', error });
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
