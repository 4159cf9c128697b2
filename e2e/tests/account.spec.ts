import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { expectSettledPageAccessible } from './support/settle';
import { PASSWORD, signOut } from './support/accounts';
import { addSquareHolds, demoClimb } from './support/climbs';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';

const SHOTS = '/tmp/shots-account';

/** Screenshots at the desktop width and a 390-px phone, then back to the desktop. */
async function shootBothWidths(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A picture a climber might pick: a wide PNG, red on the left and blue on the right. */
async function holidayPng() {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="300" height="400" fill="rgb(220,0,0)"/><rect x="300" width="300" height="400" fill="rgb(0,0,220)"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('a climber uploads a picture, crops it to a circle and sees it as their avatar', async ({
  page,
  signedInAs,
}) => {
  test.slow();
  await signedInAs('Pia Picture');
  await page.goto('/settings');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: await holidayPng(),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(dialog).toBeVisible();
  const area = dialog.getByTestId('picture-crop-area');
  await expect(area.locator('img')).toHaveJSProperty('complete', true);
  // Move the picture right (towards its red half) with the keyboard, and zoom in a little.
  await area.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
  await dialog.getByRole('slider').focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('slider')).toHaveAttribute('aria-valuenow', '1.1');
  await expectAccessible(page, 'settings with the cropper');
  await shootBothWidths(page, 'settings-cropper');

  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = page.getByTestId('profile-picture').locator('img');
  await expect(avatar).toHaveAttribute('src', /\/images\/users\/.+\/w256\.webp$/);
  const picture = await page.request.get((await avatar.getAttribute('src'))!);
  expect(picture.headers()['content-type']).toBe('image/webp');
  const stored = await sharp(await picture.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([stored.info.width, stored.info.height]).toEqual([256, 256]);
  // Cropped to a circle: the corners are transparent, the centre is the red half moved into view.
  const at = (x: number, y: number) => stored.data.subarray((y * 256 + x) * 4, (y * 256 + x) * 4 + 4);
  expect(at(2, 2)[3]).toBeLessThan(20);
  expect(at(128, 128)[0]).toBeGreaterThan(150);
  await shootBothWidths(page, 'settings-with-picture');

  // Their comment is by the same person, whose user answers the picture to whoever reads it.
  const { wallId, climbId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const add = page.getByRole('dialog', { name: 'Add comment' });
  await add.getByLabel('Comment').fill('New profile picture, same beta');
  await add.getByRole('button', { name: 'Post' }).click();
  const thread = comments.getByRole('listitem').filter({ hasText: 'New profile picture, same beta' }).first();
  await expect(thread).toContainText('Pia Picture');
  const me = await callApi<{ id: string }>(page, 'GET', '/users/me');
  const author = await pictureAsVisitorsSeeIt(page, me.body.id);
  await page.goto('/settings');
  expect(author).toBe(await avatar.getAttribute('src'));
});

/** The picture URL of a user as a visitor reads it. */
async function pictureAsVisitorsSeeIt(page: Page, userId: string) {
  const res = await page.request.get(`/api/users/${userId}`);
  return ((await res.json()) as { profile_picture_url: string | null }).profile_picture_url;
}

test('a climber downloads their data and opens the CSV logbook', async ({ page, signedInAs }, testInfo) => {
  test.slow();
  await signedInAs('Lou Logbook');
  const { climbId, name } = await demoClimb(page);
  const tick = await callApi(page, 'POST', '/ascents', {
    climb_id: climbId,
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
    description: 'Heel hook, then "the" jump',
  });
  expect(tick.status).toBe(201);
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^spraybook-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = testInfo.outputPath('export.zip');
  await download.saveAs(file);
  const csv = execFileSync('unzip', ['-p', file, 'logbook.csv']).toString('utf8');
  expect(csv.startsWith('\uFEFFDate,Wall,Climb,Grade,Type,Attempts,Public,Notes\r\n')).toBe(true);
  const row = csv.split('\r\n')[1]!;
  expect(row).toContain(`2026-11-20,Spraywall of the Month,${name},`);
  expect(row).toContain(',Flash,1,yes,"Heel hook, then ""the"" jump"');
  const data = JSON.parse(execFileSync('unzip', ['-p', file, 'spraybook-data.json']).toString('utf8'));
  expect(data.profile.display_name).toBe('Lou Logbook');
  expect(data.ticks).toHaveLength(1);
});

test('a climber deletes their account; the climb they set stays, by Deleted user, on the wall passed to its admin', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  const { page: heir, account: heirAccount } = await person('Hana Heir');
  const heirId = heirAccount.id;

  await signedInAs('Dee Parting');
  const wallName = uniqueWallName('Leaving');
  const wallId = await createWallViaApi(page, { name: wallName });
  const edit = await callApi(page, 'GET', `/walls/${wallId}`);
  const wall = edit.body as Record<string, unknown>;
  const admins = await callApi(page, 'PUT', `/walls/${wallId}`, {
    name: wall.name,
    private: false,
    adjustable_angle: false,
    admin_users: [heirId],
    address: {},
  });
  expect(admins.status).toBe(200);
  const holds = await addSquareHolds(page, wallId, [
    [0.1, 0.1],
    [0.4, 0.4],
  ]);
  const climb = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name: 'Parting Gift',
    start_holds: [holds[0]!.id],
    top_holds: [holds[1]!.id],
  });
  expect(climb.status).toBe(201);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText('What goes');
  await expect(dialog).toContainText('What stays, shown as by Deleted user');
  // Each wall's fate, as the server plans it, before the climber confirms.
  await expect(dialog.getByRole('list', { name: 'Your walls' })).toHaveText(
    `${wallName} goes to Hana Heir (admin)`,
  );
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type delete to confirm').fill('delete');
  await expectAccessible(page, 'the delete dialog');
  await shootBothWidths(page, 'delete-dialog');
  await confirm.click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();

  // The heir now owns the wall, and the climb list shows its setter as 'Deleted user', not a link.
  await heir.goto(`/walls/${wallId}/list`);
  const row = heir.getByRole('row').filter({ hasText: 'Parting Gift' });
  await expect(row).toContainText('Deleted user');
  await expect(row.getByRole('link', { name: 'Deleted user' })).toHaveCount(0);
  const handed = await callApi<{ user_id: string }>(heir, 'GET', `/walls/${wallId}`);
  expect(handed.body.user_id).toBe(heirId);
  await expectAccessible(heir, 'a climb list with a deleted setter');
  await heir.context().close();
});

test('a wall whose owner deleted their account stays for the climb set on it, and its setter claims it', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  const { page: setter } = await person('Sid Setter');

  await signedInAs('Olly Owner');
  const wallName = uniqueWallName('Orphan');
  const wallId = await createWallViaApi(page, { name: wallName });
  const holds = await addSquareHolds(page, wallId, [
    [0.1, 0.1],
    [0.4, 0.4],
  ]);
  const climb = await callApi(setter, 'POST', '/climbs', {
    wall_id: wallId,
    name: 'Left Behind',
    start_holds: [holds[0]!.id],
    top_holds: [holds[1]!.id],
  });
  expect(climb.status).toBe(201);
  const me = await callApi<{ id: string }>(page, 'GET', '/users/me');
  const preview = await callApi<{ walls: { fate: string }[] }>(
    page,
    'GET',
    `/users/${me.body.id}/deletion-preview`,
  );
  expect(preview.body.walls.map((w) => w.fate)).toEqual(['kept_without_owner']);
  expect((await callApi(page, 'DELETE', `/users/${me.body.id}`)).status).toBe(204);

  await setter.goto(`/walls/${wallId}`);
  const notice = setter.getByRole('alert').filter({ hasText: 'This wall has no owner' });
  await expect(notice).toBeVisible();
  await expect(setter.getByRole('heading', { name: 'Manage wall' })).toHaveCount(0);
  await expectAccessible(setter, 'a wall without an owner, to a climber who may claim it');
  await notice.getByRole('button', { name: 'Claim this wall' }).click();
  await expect(setter.getByRole('heading', { name: 'Manage wall' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await setter.context().close();
});

/** The loopback mail server the test server sends to (start-server.mjs: SMTP_URL on E2E_PORT + 1). */
function startMailServer() {
  const port = Number(process.env.E2E_PORT || 8181) + 1;
  const waiting: ((text: string) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Quoted-printable soft breaks, as Nodemailer writes long lines.
        waiting.shift()?.(
          Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        );
        done();
      });
    },
  });
  return new Promise<{ next: () => Promise<string>; close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        next: () => new Promise((r) => waiting.push(r)),
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

test('a climber confirms a recovery address, resets a forgotten password through the e-mailed link, signs in with the new one and signs out everywhere', async ({
  page,
  signedInAs,
}) => {
  test.slow();
  const mail = await startMailServer();
  try {
    const { username } = await signedInAs('Rita Reset');
    await page.goto('/settings');
    const email = `${username}@example.org`;
    const section = page.getByRole('heading', { name: 'E-mail for a password reset' });
    await expect(section).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    // A change needs the password, and waits for the link mailed to the new address.
    await page.getByLabel('Current password').fill(PASSWORD);
    const confirmation = mail.next();
    await page.getByRole('button', { name: 'Set e-mail' }).click();
    const sent = `We sent a confirmation link to ${email}; the address changes when you open it.`;
    await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
    await expectAccessible(page, 'settings with a recovery address waiting for confirmation');
    const confirmLink = /https?:\/\/[^\s]+\/auth\/recovery\/confirm-email\/[A-Za-z0-9_-]+/.exec(
      await confirmation,
    )![0];
    await page.goto(confirmLink);
    await expectAccessible(page, 'the confirm-address page');
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page.getByRole('heading', { name: 'Your recovery address is confirmed' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText(`Reset links go to ${email}.`)).toBeVisible();
    await signOut(page);

    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    const arriving = mail.next();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expectAccessible(page, 'the reset-link-sent page');
    const message = await arriving;
    expect(message).toContain(username);
    const link = /https?:\/\/[^\s]+\/auth\/recovery\/reset\/[A-Za-z0-9_-]+/.exec(message)![0];

    await page.goto(link);
    await expectAccessible(page, 'the new-password page');
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // 'Sign out of all devices' asks first, then signs this browser out too.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices' });
    // Checked once it has faded in: half-way, its text's contrast is measured against a half-drawn dialog.
    await expect(dialog).toBeVisible();
    await expectSettledPageAccessible(page, 'the sign-out-everywhere confirmation');
    const atProvider = page.waitForURL(/\/oidc\/session\/end/, { waitUntil: 'commit' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await atProvider;
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  } finally {
    await mail.close();
  }
});
