import { expect, test } from './fixtures';
import { signOut, signUp } from './support/accounts';

test('browsing the map and a wall, signing up, saving settings, signing out and reading the API docs break no content security policy', async ({
  page,
}) => {
  // Tiles are refused by the network here (no internet: playwright.config.ts), but a CSP block happens
  // first and would still be logged.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  // Also what the console may not print: a blocked eval that the page's code caught (zod's probe did).
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();

  await page.goto('/map');
  await page.getByRole('button', { name: 'Marker for Spraywall of the Month' }).click();
  await page.getByRole('link', { name: 'Spraywall of the Month' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spraywall of the Month');
  await page.waitForLoadState('networkidle');

  await signUp(page);
  // Settings parses its form with the contract's schemas.
  await page.getByLabel('Display name').fill('Policy Climber');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await signOut(page);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Spraybook API/ })).toBeVisible();

  expect(violations).toEqual([]);
});
