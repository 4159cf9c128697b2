import { readFileSync } from 'node:fs';

/**
 * The Tabler icons the first screens draw, read from the icon package the app's `@tabler/icons-react`
 * is made from (the same version, checked by icons.test.ts), so they are drawn as the app draws them:
 * a 24-unit box, 2-unit round strokes in the text colour.
 */
const TABLER_NAMES = {
  search: 'search',
  plus: 'plus',
  download: 'download',
  sun: 'sun',
  link: 'link',
  wall: 'wall',
  list: 'list',
  map: 'map',
  photo: 'photo',
  info: 'info-circle',
  letters: 'letter-case',
  zoomIn: 'zoom-in',
  zoomOut: 'zoom-out',
  zoomReset: 'zoom-reset',
  x: 'x',
  chevronLeft: 'chevron-left',
  chevronRight: 'chevron-right',
  chevronUp: 'chevron-up',
} as const;

export type IconName = keyof typeof TABLER_NAMES;

/** An outline icon's shapes, as its SVG file has them, less the transparent box every Tabler icon starts with. */
export function tablerShapes(tablerName: string): string[] {
  const svg = readFileSync(new URL(import.meta.resolve(`@tabler/icons/outline/${tablerName}.svg`)), 'utf8');
  return [...svg.matchAll(/<(?:path|circle|rect|line|polyline|polygon|ellipse)\b[^>]*\/>/g)]
    .map(([shape]) => shape.replace(/\s*\/>$/, '/>'))
    .filter((shape) => !shape.includes('stroke="none"'));
}

/** Read once, when the server starts. */
const SHAPES = Object.fromEntries(
  Object.entries(TABLER_NAMES).map(([name, tablerName]) => [name, tablerShapes(tablerName).join('')]),
) as Record<IconName, string>;

export function icon(name: IconName, size: number, className = '') {
  return (
    `<svg class="fs-icon ${className}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">` +
    `${SHAPES[name]}</svg>`
  );
}
