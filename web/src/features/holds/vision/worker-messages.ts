import type { HoldVisionRequest, HoldVisionResponse } from '@spraybook/hold-vision';

/** What the page sends the tracing worker: the package's requests, but a photo by its URL. */
export type WorkerRequest =
  Exclude<HoldVisionRequest, { kind: 'load' }> | { id: number; kind: 'load-url'; url: string };
export type WorkerReply = HoldVisionResponse;
