import { CONSENT_MARKER_COOKIE } from '../../common/consent.ts';
import { demoSettings } from '../../server/db/seed/demo-town.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

const title = demoSettings.intropopup!.title;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: CONSENT_MARKER_COOKIE, value: 'true', url: baseURL! }]);
});

test('the announcement shows once, as a modal dialog, and stays closed', async ({ page }) => {
  await gotoHydrated(page, '/');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Rozumím, zavřít' })).toBeFocused();
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);

  await dialog.getByRole('button', { name: 'Rozumím, zavřít' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape closes the announcement and remembers it', async ({ page }) => {
  await gotoHydrated(page, '/');
  // Focus on the button means the page has hydrated and the dialog is modal.
  await expect(page.getByRole('button', { name: 'Rozumím, zavřít' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await gotoHydrated(page, '/nastaveni-cookies');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('closing posts to the server and the page comes back without it', async ({ page }) => {
    await page.goto('/nastaveni-cookies');
    await page.getByRole('button', { name: 'Rozumím, zavřít' }).click();
    await expect(page).toHaveURL(/\/nastaveni-cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení cookies' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });
});

test('following the link in the announcement closes it for good', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Rozumím, zavřít' })).toBeFocused();
  await page
    .getByRole('dialog', { name: title })
    .getByRole('link', { name: demoSettings.intropopup!.link!.text })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
