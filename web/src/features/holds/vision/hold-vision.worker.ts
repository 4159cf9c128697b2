/// <reference lib="webworker" />
import { createHoldVisionHandler } from '@spraybook/hold-vision';
import type { WorkerReply, WorkerRequest } from './worker-messages';

// The tracing runs here, off the main thread, so the canvas keeps panning while a photo is searched.
const handle = createHoldVisionHandler();
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Decodes the photo here too: the pixels never cross from the page, only the URL does. */
async function decode(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The photo could not be loaded (HTTP ${response.status}).`);
  const bitmap = await createImageBitmap(await response.blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read photo pixels in a worker.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { data, width, height };
}

scope.onmessage = async ({ data: request }: MessageEvent<WorkerRequest>) => {
  let reply: WorkerReply;
  if (request.kind === 'load-url') {
    try {
      reply = handle({ id: request.id, kind: 'load', image: await decode(request.url) });
    } catch (error) {
      reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  } else {
    reply = handle(request);
  }
  scope.postMessage(reply);
};
