import { writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** GPS written into test photos: 59°19'48"N 18°04'12"E (Stockholm). */
export const PHOTO_GPS = {
  exif: {
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '59/1 19/1 48/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '18/1 4/1 12/1',
    },
  },
  latitude: 59.33,
  longitude: 18.07,
};

/** A wall-sized JPEG (a colour gradient), optionally carrying the GPS position above in its EXIF. */
export async function makeWallJpeg({ width = 1200, height = 800, gps = false } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.round((255 * x) / width);
      raw[i + 1] = Math.round((255 * y) / height);
      raw[i + 2] = 140;
    }
  }
  const jpeg = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 });
  return (gps ? jpeg.withExif(PHOTO_GPS.exif) : jpeg).toBuffer();
}

/** Writes a test JPEG to `path` and returns the path, for `setInputFiles`. */
export async function writeWallJpeg(path: string, options: Parameters<typeof makeWallJpeg>[0] = {}) {
  await writeFile(path, await makeWallJpeg(options));
  return path;
}

/** A wall name no other test (or earlier run against the same database) uses. */
export function uniqueWallName(prefix = 'Board') {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the API from inside the page with the signed-in user's own bearer token (as the app does),
 * so a test can set up data quickly or forge a request the UI would never send.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key)!) as { access_token?: string }).access_token
        : null;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed as T };
    },
    { method, path, body },
  );
}

export interface NewWall {
  name: string;
  gym_name?: string | null;
  description?: string | null;
  coordinates?: [number, number] | null;
  private?: boolean;
}

/** Holds of a test photo: centre and radii as fractions of the photo, and a colour. */
export const PHOTO_HOLDS = [
  { cx: 0.2, cy: 0.25, rx: 0.06, ry: 0.05, fill: '#d62828' },
  { cx: 0.5, cy: 0.3, rx: 0.05, ry: 0.07, fill: '#1d4ed8' },
  { cx: 0.78, cy: 0.22, rx: 0.07, ry: 0.045, fill: '#f4d03f' },
  { cx: 0.3, cy: 0.7, rx: 0.055, ry: 0.055, fill: '#2e7d32' },
  { cx: 0.65, cy: 0.68, rx: 0.08, ry: 0.05, fill: '#8e24aa' },
] as const;

/** A spraywall-like JPEG: a plywood-coloured board with the holds above, as ellipses. */
export async function makeHoldsJpeg({ width = 1200, height = 900 } = {}): Promise<Buffer> {
  const ellipses = PHOTO_HOLDS.map(
    (h) =>
      `<ellipse cx="${h.cx * width}" cy="${h.cy * height}" rx="${h.rx * width}" ry="${h.ry * height}" fill="${h.fill}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9c29c"/>${ellipses}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Adds a wall through POST /api/walls as the page's signed-in user; returns its id. */
export async function createWallViaApi(page: Page, wall: NewWall, photo?: Buffer): Promise<string> {
  const base64_image = (photo ?? (await makeWallJpeg({ width: 800, height: 600 }))).toString('base64');
  const res = await callApi<{ id: string }>(page, 'POST', '/walls', {
    gym_name: null,
    description: null,
    coordinates: null,
    private: false,
    adjustable_angle: false,
    default_angle: null,
    invited_users: [],
    admin_users: [],
    ...wall,
    base64_image,
  });
  expect(res.status, `POST /api/walls answered ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.id;
}

/** True once the image has loaded real pixels (not a broken image). */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/**
 * On /walls: types `text` into the search box and waits until the results for it are on screen
 * (the debounced text reached the URL, lower-cased, and nothing is loading any more).
 */
export async function searchWalls(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search walls by name or gym' });
  await box.fill(text);
  const expected = new URLSearchParams({ search_text: text.trim().toLowerCase() }).toString();
  await expect(page).toHaveURL(new RegExp(`[?&]${escapeRegExp(expected)}(&|$)`));
  await expect(page.getByLabel('Searching')).toBeHidden();
  await expect(page.getByLabel('Loading walls')).toBeHidden();
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The wall page renders what is below its climbs (`wall-about`: details, admins and lists;
 * `wall-pulse`: feed, leaderboard and recent comments) as the climber scrolls towards it: scroll
 * its placeholder into view, as a climber would, until `shown` is on the page.
 */
export async function revealWallSection(page: Page, name: 'wall-about' | 'wall-pulse', shown: Locator) {
  await expect(async () => {
    await page
      .locator(`[data-deferred="${name}"]`)
      .evaluateAll((spots) => spots.forEach((s) => s.scrollIntoView()));
    await expect(shown).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
