import { useEffect, useState } from 'react';
import type { CanvasPhoto } from '../../../shared/canvas';
import { createHoldVisionClient, type HoldVisionClient } from './hold-vision-client';
import { tracingPhotoUrl } from './tracing-photo';

export type TracingStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The photo's tracing worker, started the first time `wanted` is true (outline or suggest mode) and
 * kept for the page's life: loading the photo into it is the slow part, each tap after is quick. A
 * second worker on the same photo trains the wall's model (use-wall-learning.ts).
 */
export function useHoldVision(photo: CanvasPhoto, wanted: boolean) {
  const url = tracingPhotoUrl(photo);
  const [started, setStarted] = useState<string | null>(null);
  const [state, setState] = useState<{ status: TracingStatus; client: HoldVisionClient | null }>({
    status: 'idle',
    client: null,
  });
  if (wanted && started !== url) setStarted(url);

  useEffect(() => {
    if (!started) return;
    const start = () => new Worker(new URL('./hold-vision.worker.ts', import.meta.url), { type: 'module' });
    // Two workers on the photo: one answers taps and suggestions, the other trains the wall's model
    // and hands it over, so a tap never waits for a training.
    const client = createHoldVisionClient(start(), start());
    let live = true;
    setState({ status: 'loading', client: null });
    client.load(started).then(
      () => live && setState({ status: 'ready', client }),
      () => live && setState({ status: 'failed', client: null }),
    );
    return () => {
      live = false;
      client.close();
    };
  }, [started]);

  return state;
}
