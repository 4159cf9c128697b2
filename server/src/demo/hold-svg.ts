import { HOLD_COLOURS, type PlacedHold } from './hold-placement.ts';
import { HAND_HOLD_KINDS } from './hold-shapes.ts';
import { bbox, centroid, type Point } from '@spraybook/hold-vision/geometry';
import type { Random } from './seeded-random.ts';
import { detailScale } from './wall-geometry.ts';

const HOLD_WHITE: string = HOLD_COLOURS.white;
const CHALK_LEVELS = [0.3, 0.45, 0.6, 0.75];

// librsvg renders every element with `opacity` or `filter` through a canvas-sized
// layer, which costs seconds at 4 MP. Soft shapes are therefore radial gradients
// fading to transparent, and shadows are silhouettes (silhouettesSvg) blurred
// by sharp in hold-shadows.ts.
const softGradient = (id: string, colour: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
  `<stop offset="0.55" stop-color="${colour}" stop-opacity="${(opacity * 0.6).toFixed(2)}"/>` +
  `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/**
 * Draws the holds as one SVG layer for sharp to composite over the wall: a matte,
 * sand-textured body lit from above (gym lights hang there), darker towards its
 * base, and details that sell it as 3D: the hollow of a jug, the bolt, chalk.
 * `texture` is a data URI of a speckle tile (hold-texture.ts).
 */
export function holdsSvg(
  holds: readonly PlacedHold[],
  width: number,
  height: number,
  pxPerMm: number,
  random: Random,
  texture: { uri: string; size: number },
): string {
  const s = detailScale(pxPerMm);
  const n = (v: number) => v.toFixed(1);
  const defs: string[] = [
    softGradient('shine', '#ffffff', 0.2),
    softGradient('shineWhite', '#ffffff', 0.1),
    softGradient('rubber', '#111111', 0.45),
    softGradient('dent', '#000000', 0.2),
    ...CHALK_LEVELS.map((o, i) => softGradient(`chalk${i}`, '#f5f3ef', o)),
    // Light falls from above: the lower part of every hold turns away from it.
    `<linearGradient id="underside" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient>`,
    `<pattern id="texture" patternUnits="userSpaceOnUse" width="${texture.size}" height="${texture.size}"><image href="${texture.uri}" width="${texture.size}" height="${texture.size}"/></pattern>`,
  ];
  const made = new Set<string>();
  const once = (id: string, def: () => string) => {
    if (!made.has(id)) {
      made.add(id);
      defs.push(def());
    }
    return id;
  };
  const bodyGradient = (colour: string) =>
    once(
      `g${colour.slice(1)}`,
      () =>
        `<radialGradient id="g${colour.slice(1)}" cx="0.5" cy="0.42" r="0.62" fx="0.46" fy="0.24">` +
        `<stop offset="0" stop-color="${mix(colour, '#ffffff', 0.2)}"/>` +
        `<stop offset="0.45" stop-color="${colour}"/>` +
        `<stop offset="0.85" stop-color="${mix(colour, '#000000', 0.22)}"/>` +
        `<stop offset="1" stop-color="${mix(colour, '#000000', 0.5)}"/></radialGradient>`,
    );
  const hollowGradient = (colour: string) =>
    once(`h${colour.slice(1)}`, () =>
      softGradient(`h${colour.slice(1)}`, mix(colour, '#000000', 0.78), 0.92),
    );

  const body: string[] = [];
  for (const [i, hold] of holds.entries()) {
    if (hold.kind === 'volume') {
      body.push(volumeSvg(hold, random, s, n));
      body.push(`<path d="${smoothPath(hold.corners ?? hold.outline, true)}" fill="url(#texture)"/>`);
      continue;
    }
    const d = smoothPath(hold.outline, false);
    const box = bbox(hold.outline);
    const w = box.maxX - box.minX;
    const h = box.maxY - box.minY;
    const c = centroid(hold.outline);
    const blob = (cx: number, cy: number, rx: number, ry: number, gradient: string) =>
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${gradient})"/>`;
    const clip = `c${i}`;
    defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    const parts = [
      `<path d="${d}" fill="url(#${bodyGradient(hold.colour)})"/>`,
      `<path d="${d}" fill="url(#underside)"/>`,
      `<path d="${d}" fill="url(#texture)"/>`,
    ];
    const inside: string[] = [];
    if (hold.kind === 'jug') {
      // The bucket: a dark hollow below a lit, sharp-edged lip.
      const { x: bx, y: by } = hold.bolt;
      const lean = random.range(-0.12, 0.12) * w;
      inside.push(blob(bx + lean, by + h * 0.1, w * 0.48, h * 0.26, hollowGradient(hold.colour)));
      inside.push(blob(bx, by - h * 0.2, w * 0.4, h * 0.09, 'shine'));
      inside.push(
        `<path d="M${n(bx - w * 0.45)},${n(by + h * 0.02)} Q${n(bx + lean)},${n(by - h * 0.2)} ${n(bx + w * 0.45)},${n(by + h * 0.02)}" fill="none" stroke="${mix(hold.colour, '#ffffff', 0.3)}" stroke-opacity="0.5" stroke-width="${n(1.4 * s)}" stroke-linecap="round"/>`,
      );
    }
    // Moulded holds undulate: a few soft dents and bulges break up the smooth dome.
    for (let k = random.int(hold.kind === 'foot' ? 0 : 1, hold.kind === 'foot' ? 1 : 3); k > 0; k--) {
      const ux = box.minX + w * random.range(0.2, 0.8);
      const uy = box.minY + h * random.range(0.3, 0.85);
      inside.push(
        blob(
          ux,
          uy,
          w * random.range(0.15, 0.35),
          h * random.range(0.12, 0.3),
          random.chance(0.6) ? 'dent' : 'shine',
        ),
      );
    }
    if (hold.kind === 'crimp' || hold.kind === 'edge') {
      // The top edge of a crimp faces the light.
      inside.push(
        blob(
          c.x,
          box.minY + h * 0.2,
          w * 0.45,
          h * 0.18,
          hold.colour === HOLD_WHITE ? 'shineWhite' : 'shine',
        ),
      );
    } else if (hold.kind !== 'jug') {
      inside.push(
        blob(
          c.x - w * 0.08,
          box.minY + h * 0.28,
          w * 0.3,
          h * 0.16,
          hold.colour === HOLD_WHITE ? 'shineWhite' : 'shine',
        ),
      );
    }
    if (HAND_HOLD_KINDS.has(hold.kind) && random.chance(0.55)) {
      // Chalk from hands, heaviest on the top edge people grab.
      const cx = c.x + random.range(-0.15, 0.15) * w;
      inside.push(
        blob(
          cx,
          box.minY + h * 0.3,
          w * random.range(0.3, 0.55),
          h * random.range(0.2, 0.4),
          `chalk${random.int(0, CHALK_LEVELS.length - 1)}`,
        ),
      );
    }
    if (hold.kind === 'foot' && random.chance(0.5)) {
      // Rubber from shoes darkens the top of footholds.
      inside.push(blob(c.x, box.minY + h * 0.25, w * 0.45, h * 0.3, 'rubber'));
    }
    parts.push(`<g clip-path="url(#${clip})">${inside.join('')}</g>`);
    parts.push(
      `<path d="${d}" fill="none" stroke="${mix(hold.colour, '#000000', 0.6)}" stroke-width="${n(0.9 * s)}" stroke-opacity="0.55"/>`,
    );
    parts.push(boltSvg(hold.bolt, hold.kind === 'foot' ? 1.6 * s : 3.3 * s, hold.colour, n));
    body.push(parts.join(''));
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}

/**
 * The holds' silhouettes, white on black and shifted by (dx, dy): a mask for
 * sharp to blur into a shadow. Volumes keep straight edges.
 */
export function silhouettesSvg(
  holds: readonly PlacedHold[],
  width: number,
  height: number,
  dx: number,
  dy: number,
): string {
  const paths = holds
    .map(
      (h) =>
        `<path d="${smoothPath(
          h.outline.map((p) => ({ x: p.x + dx, y: p.y + dy })),
          h.kind === 'volume',
        )}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#000"/><g fill="#fff">${paths}</g></svg>`
  );
}

/** A recessed bolt: dark countersink, grey hex head, black socket. */
function boltSvg(at: Point, r: number, colour: string, n: (v: number) => string): string {
  return (
    `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r * 1.35)}" fill="${mix(colour, '#000000', 0.5)}"/>` +
    `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r)}" fill="#5b5d61"/>` +
    `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r * 0.45)}" fill="#1b1b1d"/>`
  );
}

/** A volume: flat plywood faces meeting at a ridge point, each lit by how much it faces up. */
function volumeSvg(hold: PlacedHold, random: Random, s: number, n: (v: number) => string): string {
  const corners = hold.corners ?? hold.outline;
  const middle = centroid(corners);
  const box = bbox(corners);
  const apex = {
    x: middle.x + random.range(-0.12, 0.12) * (box.maxX - box.minX),
    y: middle.y + random.range(-0.12, 0.12) * (box.maxY - box.minY),
  };
  const faces = corners.map((p, i) => {
    const q = corners[(i + 1) % corners.length]!;
    const mx = (p.x + q.x) / 2 - apex.x;
    const my = (p.y + q.y) / 2 - apex.y;
    const len = Math.hypot(mx, my) || 1;
    const light = 0.82 + 0.3 * (-my / len) + 0.08 * (-mx / len);
    const fill =
      light >= 1
        ? mix(hold.colour, '#ffffff', Math.min(0.5, light - 1))
        : mix(hold.colour, '#000000', Math.min(0.6, 1 - light));
    return `<polygon points="${[apex, p, q].map((v) => `${n(v.x)},${n(v.y)}`).join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="0.6"/>`;
  });
  const ridges = corners.map(
    (p) =>
      `<line x1="${n(apex.x)}" y1="${n(apex.y)}" x2="${n(p.x)}" y2="${n(p.y)}" stroke="#ffffff" stroke-opacity="0.1" stroke-width="${n(1.2 * s)}"/>`,
  );
  const outline = `<polygon points="${corners.map((v) => `${n(v.x)},${n(v.y)}`).join(' ')}" fill="none" stroke="${mix(hold.colour, '#000000', 0.6)}" stroke-width="${n(2 * s)}" stroke-linejoin="round"/>`;
  // Screws near each corner, plus the bolt on the face.
  const screws = corners.map((p) => {
    const at = { x: p.x + (apex.x - p.x) * 0.14, y: p.y + (apex.y - p.y) * 0.14 };
    return `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(2.2 * s)}" fill="#4a4b4f"/>`;
  });
  const bolt = { x: (apex.x + middle.x) / 2, y: (apex.y + middle.y) / 2 + 20 * s };
  return (
    faces.join('') + ridges.join('') + outline + screws.join('') + boltSvg(bolt, 3.3 * s, hold.colour, n)
  );
}

/**
 * A closed Catmull-Rom spline through the outline points: moulded holds are
 * round, and the curve passes through every traced point, so the stored
 * polygon matches what is drawn. Volumes keep straight edges.
 */
export function smoothPath(points: readonly Point[], straight: boolean): string {
  const f = (v: number) => v.toFixed(1);
  const first = points[0]!;
  if (straight) return `M${points.map((p) => `${f(p.x)},${f(p.y)}`).join('L')}Z`;
  let d = `M${f(first.x)},${f(first.y)}`;
  const at = (i: number) => points[(i + points.length) % points.length]!;
  for (let i = 0; i < points.length; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${f(p1.x + (p2.x - p0.x) / 6)},${f(p1.y + (p2.y - p0.y) / 6)} ${f(p2.x - (p3.x - p1.x) / 6)},${f(p2.y - (p3.y - p1.y) / 6)} ${f(p2.x)},${f(p2.y)}`;
  }
  return `${d}Z`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    return Math.round(va + (vb - va) * t);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
