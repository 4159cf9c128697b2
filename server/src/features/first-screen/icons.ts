/**
 * The Tabler icons the first screens draw, as the app's `@tabler/icons-react` renders them
 * (24-unit box, 2-unit round strokes in the text colour).
 */
const PATHS = {
  search: ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6'],
  plus: ['M12 5l0 14', 'M5 12l14 0'],
  download: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 11l5 5l5 -5', 'M12 4l0 12'],
  sun: [
    'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
  ],
  link: [
    'M9 15l6 -6',
    'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
    'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
  ],
  wall: [
    'M4 6a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12',
    'M4 8h16',
    'M20 12h-16',
    'M4 16h16',
    'M9 4v4',
    'M14 8v4',
    'M8 12v4',
    'M16 12v4',
    'M11 16v4',
  ],
  list: ['M9 6l11 0', 'M9 12l11 0', 'M9 18l11 0', 'M5 6l0 .01', 'M5 12l0 .01', 'M5 18l0 .01'],
  map: ['M3 7l6 -3l6 3l6 -3v13l-6 3l-6 -3l-6 3v-13', 'M9 4v13', 'M15 7v13'],
  photo: [
    'M15 8h.01',
    'M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12',
    'M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5',
    'M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3',
  ],
  info: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 9h.01', 'M11 12h1v4h1'],
  letters: [
    'M14 15.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0',
    'M3 19v-10.5a3.5 3.5 0 0 1 7 0v10.5',
    'M3 13h7',
    'M21 12v7',
  ],
  zoomIn: ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M7 10l6 0', 'M10 7l0 6', 'M21 21l-6 -6'],
  zoomOut: ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M7 10l6 0', 'M21 21l-6 -6'],
  zoomReset: [
    'M21 21l-6 -6',
    'M3.268 12.043a7.017 7.017 0 0 0 6.634 4.957a7.012 7.012 0 0 0 7.043 -6.131a7 7 0 0 0 -5.314 -7.672a7.021 7.021 0 0 0 -8.241 4.403',
    'M3 4v4h4',
  ],
  x: ['M18 6l-12 12', 'M6 6l12 12'],
  chevronLeft: ['M15 6l-6 6l6 6'],
  chevronRight: ['M9 6l6 6l-6 6'],
  chevronUp: ['M6 15l6 -6l6 6'],
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName, size: number, className = '') {
  const paths = PATHS[name].map((d) => `<path d="${d}"/>`).join('');
  return (
    `<svg class="fs-icon ${className}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">` +
    `${paths}</svg>`
  );
}
