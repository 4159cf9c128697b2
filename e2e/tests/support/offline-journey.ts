import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookies } from './accounts';
import { climbCanvas, demoClimb } from './climbs';
import { callApi } from './walls';
import { apiAnswerKept, offlineIndicator, photoKept, serviceWorkerControls } from './offline';

const NOT_SAVED = 'You are offline; this page has not been saved on this phone yet';
/** A page's answers and photo on a busy test machine (several journeys at once): more than the usual wait. */
const PAGE_LOAD = { timeout: 30_000 };

/**
 * The offline reading journey, on any screen: a visitor opens the demo wall, its climbs list and a
 * climb online, loses the network, reloads, and browses all three (the holds drawn on the photo),
 * with the 'Offline' indicator; a climb never opened says it was not saved, with the way back.
 */
/**
 * The climbs list's answer on screen: its count ('27 climbs'). Not a climb's link: other journeys add
 * climbs to the demo wall, and the demo climb may be past the phone's first page.
 */
const climbCount = (page: Page) => page.getByText(/^\d+ climbs?$/);

export async function readWallOffline(page: Page, context: BrowserContext) {
  // Six page loads, three of them with the photo: longer than one screen's journey.
  test.slow();
  await page.goto('/');
  await acceptCookies(page);
  await serviceWorkerControls(page);
  const { wallId, climbId, name } = await demoClimb(page);
  const { body } = await callApi<{ climbs: { id: string }[] }>(
    page,
    'GET',
    `/walls/${wallId}/climbs?limit=100`,
  );
  const neverOpened = body.climbs.find((c) => c.id !== climbId)!.id;

  await page.goto(`/walls/${wallId}`);
  const wallName = page.getByRole('heading', { level: 1 });
  await expect(wallName).toBeVisible(PAGE_LOAD);
  const wallTitle = await wallName.innerText();
  await apiAnswerKept(page, `/api/walls/${wallId}`);
  await page.goto(`/walls/${wallId}/list`);
  await expect(climbCount(page)).toBeVisible(PAGE_LOAD);
  const listed = await climbCount(page).innerText();
  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  await expect(climbCanvas(page, name)).toHaveAttribute('data-holds-drawn', 'true', PAGE_LOAD);
  await apiAnswerKept(page, `/api/climbs/${climbId}`);
  await photoKept(page);
  await expect(offlineIndicator(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  // The climb page, from the phone alone: its photo and the climb's holds drawn on it.
  await expect(climbCanvas(page, name)).toHaveAttribute('data-holds-drawn', 'true', PAGE_LOAD);
  await expect(offlineIndicator(page)).toContainText(/Offline · data from \d/);

  await page.goto(`/walls/${wallId}`);
  await expect(page.getByRole('heading', { level: 1, name: wallTitle })).toBeVisible();
  await expect(offlineIndicator(page)).toBeVisible();
  // SHOTS_DIR=/tmp/… saves the offline wall page to look at (on the phone project, the 390-px shot).
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/wall-offline-${page.viewportSize()?.width}.png`,
    });

  await page.goto(`/walls/${wallId}/list`);
  await expect(page.getByText(listed, { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(offlineIndicator(page)).toBeVisible();

  await page.goto(`/walls/${wallId}/climbs/${neverOpened}`);
  await expect(page.getByRole('heading', { name: NOT_SAVED })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(new RegExp(`/walls/${wallId}/list$`));
  await expect(page.getByText(listed, { exact: true })).toBeVisible(PAGE_LOAD);
  return { wallId };
}
