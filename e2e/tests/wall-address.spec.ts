import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { revealWallSection, searchWalls, uniqueWallName, writeWallJpeg } from './support/walls';

// The address comes from the loopback stand-in for Nominatim that start-server.mjs starts (e2e/fake-geocoder.mjs):
// Road 10, City, Country for every position.

test("a setter picks the wall's location on the map, gets its address filled in, corrects it, sees it in Details and finds the wall by its city", async ({
  page,
  signedInAs,
}, testInfo) => {
  test.slow();
  const name = uniqueWallName('Address Board');
  await signedInAs('Shauna Coxsey');
  await page.goto('/add-wall');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Gym').fill('Gym');
  await page.getByLabel('Wall photo').setInputFiles(await writeWallJpeg(testInfo.outputPath('wall.jpg')));

  // A tap on the map picks the location, and the address at it fills in.
  const map = page.locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  await map.click();
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
  await expect(page.getByText("Address from OpenStreetMap's Nominatim")).toBeVisible();
  await expect(page.getByLabel('Road')).toHaveValue('Road');
  await expect(page.getByLabel('House number')).toHaveValue('10');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('City');
  await expect(page.getByLabel('Municipality')).toHaveValue('Municipality');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('Country');

  // Only the coordinates (and the answer's format) went to the geocoder.
  const { geocoder_url } = await (await page.request.get('/api/config')).json();
  const requests: { query: string }[] = await (await page.request.get(`${geocoder_url}/requests`)).json();
  const sent = new URLSearchParams(requests.at(-1)!.query);
  expect([...sent.keys()].sort()).toEqual(['addressdetails', 'format', 'lat', 'lon', 'zoom']);
  expect(sent.get('format')).toBe('jsonv2');

  await expectSettledPageAccessible(page, 'add-wall form with a looked-up address');
  await page.getByLabel('Road').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('address-fields.png'), fullPage: false });
  // At phone width (where setters stand at their wall) the parts stack in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Road').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('address-fields-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The setter corrects the house number, then saves.
  await page.getByLabel('House number').fill('12');
  await page.getByRole('button', { name: 'Add wall', exact: true }).click();
  await expect(page.getByText('Wall added')).toBeVisible();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);

  const place = page.getByText('Gym · Road 12, City, Country');
  await revealWallSection(page, 'wall-about', place);
  await expect(place).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on map of walls' })).toBeVisible();
  await expectSettledPageAccessible(page, "the wall's Details with its address");
  await page.setViewportSize({ width: 390, height: 844 });
  await place.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('details-390.png') });

  // The walls search finds it by its city.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/walls');
  await searchWalls(page, 'City');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
});
