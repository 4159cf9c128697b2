import { test } from '@playwright/test';
import { readWallOffline } from './support/offline-journey';

// A 390-px phone, the width the app is judged at.
test.use({ viewport: { width: 390, height: 844 } });

test('on a 390-px phone, a wall and a climb opened online open again offline, holds drawn', async ({
  page,
  context,
}) => {
  await readWallOffline(page, context);
});
