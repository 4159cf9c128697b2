import { test } from '@playwright/test';
import { waitingWritesSurviveAnOfflineReload } from './support/offline-climb';

// A 390-px phone at the wall, by touch.
test.use({ viewport: { width: 390, height: 844 } });

test("on a 390-px phone, reloaded without signal, the climb's ticks, the ticks page and To-do show what waits", async ({
  page,
  context,
}) => {
  await waitingWritesSurviveAnOfflineReload(page, context);
});
