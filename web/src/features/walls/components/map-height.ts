/**
 * The wall page's location map's height (px), which its placeholder holds while Leaflet loads: its own file, as
 * both the lazy loader's user (wall-details-panel.tsx) and the lazily loaded map read it.
 */
export const MAP_HEIGHT = 200;
