import { Worker } from 'node:worker_threads';
import { IMAGE_UNREADABLE } from '@spraybook/contract';
import { Invalid } from '../http/errors.ts';
import type { RawImage } from './bitmap-decoders.ts';
import type { BitmapAnswer } from './bitmap-worker.ts';
import { tooManyPixels } from './pixel-limit.ts';

const WORKER = new URL('./bitmap-worker.ts', import.meta.url);

/**
 * Decodes a BMP or ICO (which sharp cannot read) on a thread of its own: an 18 MB BMP took 0.4 s of
 * JavaScript, during which the server answered nobody. The pixel limit is checked there from the header,
 * before any pixel is decoded, and a refusal comes back as the same 400 or 413.
 */
export function decodeBitmapOffThread(input: Buffer): Promise<RawImage | { png: Buffer }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER);
    worker.once('message', (answer: BitmapAnswer) => {
      void worker.terminate();
      if (!answer.ok) reject(answer.status === 413 ? tooManyPixels() : new Invalid(IMAGE_UNREADABLE));
      else if ('png' in answer) resolve({ png: Buffer.from(answer.png) });
      else resolve({ width: answer.width, height: answer.height, data: Buffer.from(answer.data) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the bitmap decoder stopped (exit ${code}) without an answer`)),
    );
    worker.postMessage(new Uint8Array(input));
  });
}
