import { test } from '@playwright/test';
import { readWallOffline } from './support/offline-journey';

test('on a phone, a wall and a climb opened online open again offline, holds drawn', async ({
  page,
  context,
}) => {
  await readWallOffline(page, context);
});
