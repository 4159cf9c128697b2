import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectSettledPageAccessible } from './support/settle';
import { callApi, expectImageLoaded, searchWalls, uniqueWallName, writeWallJpeg } from './support/walls';

test('a climber adds a wall with a GPS-tagged photo, gets its location from the photo, and finds it again by searching its name in any case', async ({
  page,
  signedInAs,
}, testInfo) => {
  // The longest journey: a sign-up, a photo upload and four accessibility scans. It timed out twice
  // in 25 runs at a load average of 20 on 2 cores, each step merely slow.
  test.slow();
  const name = uniqueWallName('Cave Roof');
  const photoPath = await writeWallJpeg(testInfo.outputPath('wall-with-gps.jpg'), { gps: true });

  await signedInAs('Janja Garnbret');
  await page.goto('/add-wall');
  await expect(page.getByRole('heading', { level: 1, name: 'Add wall' })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeVisible();
  await expectSettledPageAccessible(page, 'empty add-wall form');

  // Validation: the name is required (after trimming), and so is a photo.
  const submit = page.getByRole('button', { name: 'Add wall', exact: true });
  await page.getByLabel('Name').fill('   ');
  await submit.click();
  await expect(page.getByText("Wall name can't be empty")).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill(name);
  await expect(page.getByText("Wall name can't be empty")).toBeHidden();
  await submit.click();
  await expect(page.getByText('You must submit an image of the wall')).toBeVisible();
  await expect(page.getByText("Wall name can't be empty")).toBeHidden();
  await expect(page).toHaveURL(/\/add-wall$/);

  // The photo's GPS position fills in the location.
  await page.getByLabel('Wall photo').setInputFiles(photoPath);
  await expect(page.getByText('Location found')).toBeVisible();
  await expect(page.getByText('From the photo: 59.33000, 18.07000')).toBeVisible();
  // 59°19'48" and 18°04'12", in decimal degrees.
  await expect(page.getByLabel('Latitude')).toHaveValue(/^59\.33/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^18\.07/);
  await expectImageLoaded(page.getByRole('img', { name: 'Preview of the chosen photo' }));
  await expect(page.getByText('You must submit an image of the wall')).toBeHidden();

  await page.getByLabel('Gym').fill('Klätterverket');
  await page.getByLabel('Description').fill('40° board, crimps and slopers.');
  await expectSettledPageAccessible(page, 'filled add-wall form');
  await submit.click();

  await expect(page.getByText('Wall added')).toBeVisible();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);
  const wallUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('At Klätterverket')).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: `Photo of ${name}` }));
  await expect(page.getByText('40° board, crimps and slopers.')).toBeVisible();
  // The photo's position was looked up (by the journeys' stand-in geocoder) and shows as an address.
  await expect(page.getByRole('main').getByText(/^Klätterverket · Road 10, City, Country/)).toBeVisible();
  await expectSettledPageAccessible(page, 'the new wall');

  // The position went into the wall's details only: the stored photo carries no EXIF (and so no GPS).
  const wall = await callApi<{ image_url: string }>(page, 'GET', `/walls/${wallUrl.split('/').at(-1)}`);
  const stored = await page.request.get(wall.body.image_url);
  expect(stored.ok()).toBe(true);
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  // Found by part of its name, lower case or upper case (the search is case-insensitive).
  await page.goto('/walls');
  await expect(page.getByRole('heading', { level: 1, name: 'Find wall' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(name) });
  const suffix = name.split(' ').at(-1)!;

  await searchWalls(page, `roof ${suffix.slice(0, 6)}`);
  await expect(card).toBeVisible();
  await expectSettledPageAccessible(page, 'wall search results');

  await searchWalls(page, 'qqqq xjxj');
  await expect(page.getByTestId('walls-empty')).toBeVisible();
  await expect(card).toHaveCount(0);

  await searchWalls(page, `CAVE ROOF ${suffix.toUpperCase()}`);
  await expect(card).toBeVisible();
  await expect(card.getByText('Klätterverket')).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(wallUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the add-wall validation messages are readable (WCAG AA colour contrast)', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('Alex Megos');
  await page.goto('/add-wall');
  await page.getByRole('button', { name: 'Add wall', exact: true }).click();
  await expect(page.getByText("Wall name can't be empty")).toBeVisible();
  await expect(page.getByText('You must submit an image of the wall')).toBeVisible();
  await expectSettledPageAccessible(page, 'add-wall form showing its validation errors');
});
