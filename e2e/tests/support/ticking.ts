import { expect, type Locator, type Page } from '@playwright/test';
import { latestHolds, tappableHolds } from './climbs';
import { callApi } from './walls';

/**
 * Every tap the climber makes goes through here, so a journey can say how many it took. A touch
 * screen taps; a desktop journey clicks.
 */
export function tapCounter(how: 'tap' | 'click' = 'click') {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps++;
      await (how === 'tap' ? target.tap() : target.click());
    },
    get count() {
      return taps;
    },
    reset() {
      taps = 0;
    },
  };
}

/** A new climb of the climber's on the demo wall (the newest, so first on the wall home), graded as given. */
export async function newClimb(page: Page, wallId: string, name: string, grade?: number) {
  const [start, top] = tappableHolds(await latestHolds(page, wallId), 2);
  const made = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name,
    start_holds: [start!.id],
    top_holds: [top!.id],
    ...(grade === undefined ? {} : { grade }),
  });
  expect(made.status).toBe(201);
  return made.body.id;
}

/** A name no other run has used: the demo wall is shared by every journey. */
export const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;

type Ticks = { ascents: { ascent_type: string; attempts: number; description: string | null }[] };
/** The climb's ticks as the server has them. */
export const ticksOf = (page: Page, climbId: string) =>
  callApi<Ticks>(page, 'POST', '/ascents/query?limit=100', { climb_id: climbId });

/** On a climb's page: Details, Tick, a flash added, and the climb then shows 'Ticked'. */
export async function flashFromClimbPage(page: Page) {
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('link', { name: 'Tick', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add ascent' })).toBeVisible();
  await page.getByText('Flash', { exact: true }).click();
  await page.getByRole('button', { name: 'Add ascent' }).click();
  await expect(page.getByText('Your ascent has been logged')).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('main').getByText('Ticked', { exact: true })).toBeVisible();
}
