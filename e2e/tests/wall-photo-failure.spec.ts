import { expect, test } from './fixtures';
import { climbCanvas } from './support/climbs';

test("a wall photo that fails to load says 'Error loading wall photo', and loads by itself when the signal comes back", async ({
  page,
  context,
  demoWall,
}) => {
  const climb = demoWall.climbs[0]!;
  // Every photo request fails, as on a network that drops them (the context's routes see the service
  // worker's requests too, a page's do not).
  const blockPhotos = (route: { abort: (reason: string) => Promise<void> }) => route.abort('failed');
  await context.route('**/images/**', blockPhotos);
  await page.goto(`/walls/${demoWall.id}/climbs/${climb.id}`);

  const canvas = climbCanvas(page);
  const failed = canvas.getByRole('alert');
  await expect(failed).toHaveText('Error loading wall photo');
  await expect(canvas).toHaveAttribute('data-holds-drawn', 'false');

  // The signal drops and comes back ('offline', then 'online'), the photos reachable again: a new attempt
  // loads the photo without a reload.
  await context.setOffline(true);
  await context.unroute('**/images/**', blockPhotos);
  await context.setOffline(false);
  await expect(canvas).toHaveAttribute('data-holds-drawn', 'true');
  await expect(failed).toBeHidden();
});
