import { parentPort } from 'node:worker_threads';
import { HttpError } from '../http/errors.ts';
import { decodeBmp, decodeIco, isBmp } from './bitmap-decoders.ts';

/** What the decoding thread answers: the pixels (or an icon's PNG), or the status and detail of its refusal. */
export type BitmapAnswer =
  | { ok: true; width: number; height: number; data: Uint8Array }
  | { ok: true; png: Uint8Array }
  | { ok: false; status: number; detail: string };

// One BMP or ICO per thread: decoded here, in JavaScript, so the server's event loop keeps answering.
parentPort!.once('message', (input: Uint8Array) => {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let answer: BitmapAnswer;
  try {
    const decoded = isBmp(bytes) ? decodeBmp(bytes) : decodeIco(bytes);
    answer =
      'png' in decoded
        ? { ok: true, png: decoded.png }
        : { ok: true, width: decoded.width, height: decoded.height, data: decoded.data };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    answer = { ok: false, status: error.statusCode, detail: error.detail };
  }
  parentPort!.postMessage(answer);
});
