import type { PlacedHold } from './hold-placement.ts';
import { HAND_HOLD_KINDS } from './hold-shapes.ts';
import { bbox, centroid } from '@spraybook/hold-vision/geometry';
import type { Random } from './seeded-random.ts';
import { detailScale, type WallGeometry } from './wall-geometry.ts';

const soft = (id: string, colour: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
  `<stop offset="0.6" stop-color="${colour}" stop-opacity="${(opacity * 0.5).toFixed(2)}"/>` +
  `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/**
 * A used wall is never clean: chalk hazes the plywood around popular holds and
 * shoe rubber smears the kicker and the lower wall. Drawn as an SVG layer under
 * the holds, with gradients rather than blur filters (which are slow in librsvg).
 */
export function grimeSvg(g: WallGeometry, holds: readonly PlacedHold[], random: Random): string {
  const s = detailScale(g.pxPerMm);
  const n = (v: number) => v.toFixed(1);
  const marks: string[] = [];
  const ellipse = (x: number, y: number, rx: number, ry: number, angle: number, fill: string) =>
    `<ellipse cx="0" cy="0" rx="${n(rx)}" ry="${n(ry)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="url(#${fill})"/>`;

  for (const hold of holds) {
    if (!HAND_HOLD_KINDS.has(hold.kind) || !random.chance(0.4)) continue;
    const box = bbox(hold.outline);
    const c = centroid(hold.outline);
    const w = box.maxX - box.minX;
    const h = box.maxY - box.minY;
    marks.push(
      ellipse(
        c.x + random.range(-0.2, 0.2) * w,
        c.y - h * 0.25,
        w * random.range(0.8, 1.2),
        h * random.range(0.8, 1.3),
        random.range(-20, 20),
        `chalk${random.int(0, 2)}`,
      ),
    );
  }

  // Most smears on the kicker, fewer going up the wall.
  const scuffs = Math.round(g.width / (10 * s));
  for (let i = 0; i < scuffs; i++) {
    const onKicker = random.chance(0.7);
    const y = onKicker
      ? random.range(g.kickerTop + 6 * s, g.matTop - 4 * s)
      : g.kickerTop - g.kickerTop * 0.6 * random.float() ** 2.5;
    const length = random.range(onKicker ? 10 : 6, onKicker ? 34 : 18) * s;
    marks.push(
      ellipse(
        random.range(0, g.width),
        y,
        length,
        length * random.range(0.3, 0.6),
        random.range(-30, 30),
        `rubber${random.int(0, 2)}`,
      ),
    );
  }

  const defs = [
    ...[0.12, 0.18, 0.26].map((o, i) => soft(`chalk${i}`, '#f4f2ec', o)),
    ...[0.12, 0.2, 0.3].map((o, i) => soft(`rubber${i}`, '#1c1a18', o)),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${g.width}" height="${g.height}" viewBox="0 0 ${g.width} ${g.height}">` +
    `<defs>${defs.join('')}</defs>${marks.join('')}</svg>`
  );
}
