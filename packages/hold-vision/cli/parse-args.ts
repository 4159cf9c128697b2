import type { Point } from '../src/image.ts';

export type Command =
  { kind: 'outline'; image: string; taps: TapSpec[] } | { kind: 'suggest'; image: string };

/** A tap as written: relative (0..1) or in pixels (a `px` suffix), resolved once the image size is known. */
export interface TapSpec {
  x: number;
  y: number;
  pixels: boolean;
}

export const USAGE = `usage:
  npm run holds -- outline IMAGE --at X,Y [--at X,Y ...]   the hold under each point
  npm run holds -- suggest IMAGE                           every hold found
X,Y are relative to the image (0..1, like the output), or pixels with a px suffix: --at 120px,300px.
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
  if (kind === 'suggest') {
    if (rest.length) throw new Error(`suggest takes no options, got '${rest.join(' ')}'`);
    return { kind, image };
  }
  const taps: TapSpec[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    if (rest[i] !== '--at' || rest[i + 1] === undefined)
      throw new Error(`expected --at X,Y, got '${rest[i]}'`);
    taps.push(parseTap(rest[i + 1]!));
  }
  if (!taps.length) throw new Error('outline needs at least one --at X,Y');
  return { kind, image, taps };
}

export function resolveTap(tap: TapSpec, width: number, height: number): Point {
  return tap.pixels ? { x: tap.x / width, y: tap.y / height } : { x: tap.x, y: tap.y };
}
