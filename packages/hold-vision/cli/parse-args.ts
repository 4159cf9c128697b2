import type { Point } from '../src/image.ts';

export type Command =
  | { kind: 'outline'; image: string; taps: TapSpec[]; known?: string }
  | { kind: 'suggest'; image: string; known?: string };

/** A tap as written: relative (0..1) or in pixels (a `px` suffix), resolved once the image size is known. */
export interface TapSpec {
  x: number;
  y: number;
  pixels: boolean;
}

export const USAGE = `usage:
  npm run holds -- outline IMAGE --at X,Y [--at X,Y ...] [--known KNOWN.json]   the hold under each point
  npm run holds -- suggest IMAGE [--known KNOWN.json]                           every hold found
X,Y are relative to the image (0..1, like the output), or pixels with a px suffix: --at 120px,300px.
KNOWN.json holds confirmed on this photo, {"polygons": [[{"x":..,"y":..}, ...], ...]} relative 0..1:
from 5 of them the wall's own model is learned and used; suggestions leave them out.
Prints one JSON line: {"polygons": [[{"x":..,"y":..}, ...] or null, ...]} with x and y relative 0..1.`;

function parseTap(text: string): TapSpec {
  const parts = text.split(',');
  const pixels = parts.length === 2 && parts.every((p) => p.trim().endsWith('px'));
  const [x, y] = parts.map((p) => Number(p.trim().replace(/px$/, '')));
  const relative = !pixels && parts.every((p) => !p.includes('px'));
  if (parts.length !== 2 || !Number.isFinite(x) || !Number.isFinite(y) || (!pixels && !relative))
    throw new Error(`--at takes X,Y (0..1) or Xpx,Ypx, got '${text}'`);
  if (relative && (x! < 0 || x! > 1 || y! < 0 || y! > 1)) throw new Error(`--at ${text} is outside 0..1`);
  return { x: x!, y: y!, pixels };
}

/** The command line's meaning, or an Error whose message says what is wrong. */
export function parseArgs(args: readonly string[]): Command {
  const [kind, image, ...rest] = args;
  if (kind !== 'outline' && kind !== 'suggest') throw new Error(`unknown command '${kind ?? ''}'`);
  if (!image || image.startsWith('--')) throw new Error('IMAGE is missing');
  const taps: TapSpec[] = [];
  let known: string | undefined;
  for (let i = 0; i < rest.length; i += 2) {
    const option = rest[i];
    const value = rest[i + 1];
    if (option === '--known') {
      if (value === undefined || value.startsWith('--')) throw new Error('--known needs a KNOWN.json file');
      if (known !== undefined) throw new Error('--known is given twice');
      known = value;
    } else if (option === '--at' && kind === 'outline') {
      if (value === undefined) throw new Error(`expected --at X,Y, got '${option}'`);
      taps.push(parseTap(value));
    } else if (kind === 'suggest') {
      throw new Error(`suggest takes only --known, got '${rest.slice(i).join(' ')}'`);
    } else {
      throw new Error(`expected --at X,Y or --known KNOWN.json, got '${option}'`);
    }
  }
  const withKnown = known === undefined ? {} : { known };
  if (kind === 'suggest') return { kind, image, ...withKnown };
  if (!taps.length) throw new Error('outline needs at least one --at X,Y');
  return { kind, image, taps, ...withKnown };
}

export function resolveTap(tap: TapSpec, width: number, height: number): Point {
  return tap.pixels ? { x: tap.x / width, y: tap.y / height } : { x: tap.x, y: tap.y };
}
