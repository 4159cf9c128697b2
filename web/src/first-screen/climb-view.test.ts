import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClimbViewData } from './climb-view-markup';

// A 2000 x 3000 photo in a 400 x 600 canvas (400 x 600 at zoom 1), its bottom 200 px under the sheet.
const data: ClimbViewData = {
  photo: {
    image_url: '/original.jpg',
    image_width: 2000,
    image_height: 3000,
    image_variants: [
      { width: 640, url: '/640.webp' },
      { width: 1280, url: '/1280.webp' },
    ],
  },
  holds: [
    {
      id: 'a',
      bounding_polygon: [
        { x: 0.4, y: 0.4 },
        { x: 0.5, y: 0.4 },
        { x: 0.5, y: 0.5 },
        { x: 0.4, y: 0.5 },
      ],
    },
    {
      id: 'b',
      bounding_polygon: [
        { x: 0.44, y: 0.42 },
        { x: 0.442, y: 0.42 },
        { x: 0.442, y: 0.422 },
      ],
    },
  ],
  climb: {
    start_holds: ['a'],
    intermediate_holds: [],
    top_holds: ['b'],
    foot_holds: [],
    hand_only_holds: [],
    circuit_holds: [],
  },
};

/** The server's markup for the canvas and the sheet, laid out as a browser would (jsdom lays out nothing). */
function firstScreen(json: ClimbViewData | null = data) {
  document.body.innerHTML = `
    <div id="panel">
      <div id="fs-canvas">
        <div id="fs-canvas-content"><img id="fs-canvas-photo" alt=""><svg id="fs-canvas-layers"></svg></div>
        <div id="fs-canvas-controls"></div>
      </div>
      <div id="fs-sheet" style="position: absolute"></div>
    </div>
    ${json ? `<script type="application/json" id="fs-climb-data">${JSON.stringify(json)}</script>` : ''}`;
  const byId = (id: string) => document.getElementById(id)!;
  byId('fs-canvas').getBoundingClientRect = () => new DOMRect(0, 100, 400, 600);
  Object.defineProperty(byId('panel'), 'clientHeight', { value: 600 });
  Object.defineProperty(byId('fs-sheet'), 'offsetParent', { value: byId('panel') });
  Object.defineProperty(byId('fs-sheet'), 'offsetTop', { value: 400 });
}

/** Runs the built entry as the page would: once, as it loads. */
async function runScript() {
  vi.resetModules();
  await import('./climb-view');
}

/** The content's transform as numbers (jsdom's CSS keeps 5 decimals of the scale). */
function transform() {
  const css = document.getElementById('fs-canvas-content')!.style.transform;
  const [, x, y, zoom] = /^translate3d\((.+)px, (.+)px, 0(?:px)?\) scale\((.+)\)$/.exec(css)!;
  return { x: Number(x), y: Number(y), zoom: Number(zoom) };
}

const rings = () =>
  [...document.querySelectorAll('#fs-canvas-layers [data-ring-hold]')].map((r) => [
    r.getAttribute('data-ring-hold'),
    r.getAttribute('data-ring'),
    r.getAttribute('stroke'),
  ]);

beforeEach(() => {
  window.localStorage.clear();
  Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'devicePixelRatio');
  vi.restoreAllMocks();
});

describe('the climb page first screen script', () => {
  it("opens on the climb's holds fitted above the sheet with the fit's margin, as the app does", async () => {
    firstScreen();
    await runScript();
    // The holds span 40 x 60 px at zoom 1; 400 x 400 px show above the sheet, 28 px margins each side.
    const zoom = 344 / 60;
    expect(transform().zoom).toBeCloseTo(zoom, 4);
    // The holds' centre (180, 270 px at zoom 1) at the middle of what the sheet leaves (200, 200).
    expect(transform().x).toBeCloseTo(200 - 180 * zoom, 4);
    expect(transform().y).toBeCloseTo(200 - 270 * zoom, 4);
    const content = document.getElementById('fs-canvas-content')!;
    expect([content.style.width, content.style.height]).toEqual(['400px', '600px']);
  });

  it('shows the variant that fits the screen at zoom 1, counting the pixel ratio', async () => {
    firstScreen();
    await runScript();
    expect(document.getElementById('fs-canvas-photo')!.getAttribute('src')).toBe('/1280.webp');
  });

  it("rings the climb's holds in their colours in the photo's pixels, the tiny one circled", async () => {
    firstScreen();
    await runScript();
    expect(document.getElementById('fs-canvas-layers')!.getAttribute('viewBox')).toBe('0 0 2000 3000');
    expect(rings()).toEqual([
      ['a', 'outline', '#51cf66'],
      ['b', 'circle', '#ff6b6b'],
    ]);
    expect(
      document.querySelector('#fs-canvas-layers [data-layer="climb"]')!.getAttribute('data-spotlight'),
    ).toBe('on');
    expect(document.querySelector('#fs-canvas-layers mask')!.id).toBe('fs-climb-outside');
  });

  it("draws with the climber's display preferences", async () => {
    window.localStorage.setItem('spraybook-pref:color-blind', 'true');
    window.localStorage.setItem('spraybook-pref:climb-spotlight', 'false');
    firstScreen();
    await runScript();
    expect(rings().map(([, , stroke]) => stroke)).toEqual(['#ffffff', '#ffffff']);
    expect(document.querySelector('[data-spotlight-strength]')).toBeNull();
  });

  it('keeps the zoom buttons above the sheet', async () => {
    firstScreen();
    await runScript();
    expect(document.getElementById('fs-canvas-controls')!.style.bottom).toBe(
      'calc(200px + var(--mantine-spacing-xs))',
    );
  });

  it('opens on the whole photo, clamped above the sheet, when the climb has no holds on it', async () => {
    firstScreen({ ...data, holds: [] });
    await runScript();
    expect(transform()).toEqual({ x: 0, y: 0, zoom: 1 });
  });

  it('throws nothing and draws nothing without its data', async () => {
    firstScreen(null);
    await expect(runScript()).resolves.toBeUndefined();
    expect(document.getElementById('fs-canvas-content')!.style.transform).toBe('');
  });
});
