import { useRef, useState } from 'react';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { HoldEditorEffect } from '../logic/hold-tools';
import { clampGrow, outlineRequest, type OutlineDraft } from '../logic/outline-taps';
import type { HoldVisionClient } from '../vision/hold-vision-client';

/**
 * Outline mode's hold being shaped: a tap asks the tracing worker for the hold's outline, a tap
 * inside it or the size slider resizes it, corners can be dragged, and a tap on the next hold hands
 * it back to be kept. Only the newest request's answer is kept, so quick taps never show an older
 * outline last. What it has to say (no hold there, a failure) goes to the editor's effect runner, `run`.
 */
export function useOutlineTool(client: HoldVisionClient | null, run: (effect: HoldEditorEffect) => void) {
  const [outline, setOutlineState] = useState<OutlineDraft | null>(null);
  // Read by taps faster than a render: a second quick tap must not keep the same outline twice.
  const current = useRef<OutlineDraft | null>(null);
  const setOutline = (next: OutlineDraft | null | ((o: OutlineDraft | null) => OutlineDraft | null)) => {
    current.current = typeof next === 'function' ? next(current.current) : next;
    setOutlineState(current.current);
  };
  // Outlines handed over to be saved, shown until their hold arrives (a gym's signal can take a while).
  const [saving, setSaving] = useState<readonly OutlineDraft[]>([]);
  const handOver = (draft: OutlineDraft | null) => {
    if (draft) setSaving((s) => [...s, draft]);
    return draft;
  };
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

  const clear = () => {
    latest.current++;
    setTracing(false);
    setOutline(null);
  };

  return {
    outline,
    tracing,
    answers,
    /** Traces what the tap asks for; hands back the outline to keep as a hold, if the tap moved on from it. */
    tap: (point: Point): OutlineDraft | null => {
      const shaped = current.current;
      const next = outlineRequest(shaped, point);
      if (next.keep) setOutline(null);
      void trace(next.tap, next.grow);
      return next.keep ? handOver(shaped) : null;
    },
    /** The slider moving: shown at once, traced when it is let go (`setGrow`). */
    previewGrow: (grow: number) => setOutline((o) => o && { ...o, grow: clampGrow(grow) }),
    setGrow: (grow: number) => current.current && void trace(current.current.tap, clampGrow(grow)),
    moveCorner: (index: number, point: Point) =>
      setOutline((o) => o && { ...o, polygon: o.polygon.map((p, i) => (i === index ? point : p)) }),
    clear,
    /** Hands over the outline to save (Enter, Save hold), so a second press cannot save it twice. */
    take: () => {
      const shaped = current.current;
      clear();
      return handOver(shaped);
    },
    saving,
    /** A handed-over outline's save ended; if it failed, it is shown again unless another is shaped since. */
    settled: (draft: OutlineDraft, saved: boolean) => {
      setSaving((s) => s.filter((d) => d !== draft));
      if (!saved) setOutline((o) => o ?? draft);
    },
  };
}
