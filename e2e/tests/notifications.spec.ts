import { SESSION_INVITE_WORDS as INVITE, SESSION_WORDS } from '@spraybook/contract/plain';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { latestHolds } from './support/climbs';

// docs/screenshots/notifications-*.webp are made from these (SHOTS_DIR=… to save them).
const SHOTS = process.env.SHOTS_DIR;
const suffix = () => Math.random().toString(36).slice(2, 7);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("a climber repeats another's climb and answers their comment: the other's bell shows 2, and the page links to both", async ({
  page,
  signedInAs,
  newAccount,
  demoWall,
}) => {
  test.slow();
  // The setter, in this browser, sets a climb on the demo wall and asks about it.
  const setter = await signedInAs(`Setter Sam ${suffix()}`);
  const [start, top] = await latestHolds(page, demoWall.id);
  const climbName = `Morning coffee ${suffix()}`;
  const climb = await setter.api<{ id: string }>('POST', '/climbs', {
    wall_id: demoWall.id,
    name: climbName,
    start_holds: [start!.id],
    top_holds: [top!.id],
  });
  expect(climb.status, JSON.stringify(climb.body)).toBe(201);
  const asked = await setter.api<{ id: string }>('POST', '/comments', {
    comment: 'How do you do the crux?',
    related_type: 'climb',
    related_id: climb.body.id,
  });
  expect(asked.status).toBe(201);

  // Ana, on her own phone (through the API here), flashes it and answers.
  const anaName = `Ana ${suffix()}`;
  const ana = await newAccount(anaName);
  const ticked = await ana.api('POST', '/ascents', {
    climb_id: climb.body.id,
    ascent_date: '2026-11-29',
    ascent_type: 'flash',
    attempts: 1,
    public: true,
  });
  expect(ticked.status).toBe(201);
  const replied = await ana.api('POST', `/comments/${asked.body.id}/replies`, {
    reply: 'Heel hook on the left',
  });
  expect(replied.status).toBe(201);

  // The setter's bell says 2, in its name and on it.
  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-bell').locator('xpath=..')).toContainText('2');
  const box = (await bell.boundingBox())!;
  expect([box.width, box.height]).toEqual([44, 44]);
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/notifications-bell-390.png`,
      clip: { x: 0, y: 0, width: 390, height: 120 },
      scale: 'css',
    });

  // The page: both, newest first, each a link to the climb.
  await bell.click();
  await expect(page).toHaveURL('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const lines = list.getByRole('link');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`${anaName} replied to your comment on ${climbName}`);
  await expect(lines.nth(1)).toContainText(`${anaName} flashed ${climbName}`);
  const climbPath = `/walls/${demoWall.id}/climbs/${climb.body.id}`;
  for (const i of [0, 1]) await expect(lines.nth(i)).toHaveAttribute('href', climbPath);
  await expectAccessible(page, 'notifications page');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-page-390.png`, scale: 'css' });

  // Opening one reads it and leads to the climb; the bell counts the other.
  await lines.nth(1).click();
  await expect(page).toHaveURL(climbPath);
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  // On a desktop the bell opens them in a drawer beside the page; a line leads to its place and closes it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('link')).toHaveCount(2);
  await expectAccessible(page, 'notifications drawer');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-drawer-1280.png`, scale: 'css' });
  await drawer.getByRole('link').nth(1).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(climbPath);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('link')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Settings: per kind, In the app / Push / Off.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const ticks = section.getByRole('group', { name: 'Ticks of your climbs' });
  await expect(ticks.getByRole('radio', { name: 'Push' })).toBeChecked();
  await ticks.getByText('Off', { exact: true }).click();
  await expect(ticks.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expectAccessible(page, 'notification settings');
  if (SHOTS) {
    // Its foot at the screen's (at its top it would sit under the fixed top bar), the toast closed.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Notification settings saved' })
      .getByRole('button')
      .click();
    await section.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await section.screenshot({ path: `${SHOTS}/notification-settings-390.png`, scale: 'css' });
  }
});

test('a climber invites a friend to a session: the friend’s bell shows it, and its line opens the session, joined in one tap', async ({
  page,
  signedInAs,
  person,
  newAccount,
  demoWall,
}) => {
  test.slow();
  // Ines and Jo follow each other; Jo reads in this browser, Ines climbs on her own phone.
  const joName = `Jo ${suffix()}`;
  const jo = await signedInAs(joName);
  const inesName = `Ines ${suffix()}`;
  const { page: ines, account: inesAccount } = await person(inesName, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  for (const [who, whom] of [
    [jo, inesAccount],
    [inesAccount, jo],
  ] as const)
    expect((await who.api('POST', `/users/${who.id}/follow/${whom.id}`, {})).status).toBe(200);
  const started = await inesAccount.api<{ id: string }>('POST', `/walls/${demoWall.id}/sessions`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const sessionPath = `/sessions/${started.body.id}`;
  // Two more friends of Ines's, one of them invited already.
  const [bea, cid] = await Promise.all([newAccount(`Bea ${suffix()}`), newAccount(`Cid ${suffix()}`)]);
  for (const friend of [bea, cid]) {
    expect((await friend.api('POST', `/users/${friend.id}/follow/${inesAccount.id}`, {})).status).toBe(200);
    expect((await inesAccount.api('POST', `/users/${inesAccount.id}/follow/${friend.id}`, {})).status).toBe(
      200,
    );
  }
  const early = await inesAccount.api('POST', `${sessionPath}/invitations`, { user_ids: [bea.id] });
  expect(early.status, JSON.stringify(early.body)).toBe(200);

  // Ines picks Jo in the invite dialog, found by name, and invites her.
  await ines.goto(sessionPath);
  const open = ines.getByRole('button', { name: INVITE.open });
  await open.scrollIntoViewIfNeeded();
  expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await open.click();
  const dialog = ines.getByRole('dialog', { name: INVITE.open });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await expect(dialog.getByRole('checkbox', { name: bea.displayName! })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: cid.displayName! }).check();
  await expectAccessible(ines, 'invite dialog');
  if (SHOTS) await ines.screenshot({ path: `${SHOTS}/session-invite-390.png`, scale: 'css' });
  await dialog.getByRole('checkbox', { name: cid.displayName! }).uncheck();
  await dialog.getByRole('textbox', { name: INVITE.search }).fill(joName.slice(0, 5));
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: joName }).check();
  await dialog.getByRole('button', { name: INVITE.confirm }).click();
  await expect(ines.getByText(`Invited ${joName}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Jo's bell counts it (beside Ines's follow); its line opens the session, where she joins in one tap.
  await page.goto('/');
  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  const lines = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(lines).toHaveCount(2);
  const line = lines.nth(0);
  await expect(line).toContainText(`${inesName} invited you to climb together on Spraywall of the Month`);
  await expect(line).toHaveAttribute('href', sessionPath);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-invite-390.png`, scale: 'css' });
  await line.click();
  await expect(page).toHaveURL(sessionPath);
  await page.getByRole('button', { name: SESSION_WORDS.join }).click();
  await expect(page.getByRole('button', { name: SESSION_WORDS.leave })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
});
