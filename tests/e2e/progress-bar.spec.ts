import { expect, gotoHydrated, test } from './fixtures.ts';

test('a slow navigation shows the 2 px progress bar, which finishes when the page arrives', async ({
  returning: page,
}) => {
  await gotoHydrated(page, '/');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/nastaveni-cookies.data*', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.locator('[data-phase]');
  await expect(bar).toHaveAttribute('data-phase', 'idle');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
  // Throttled: nothing for the first 200 ms, then the bar runs.
  await expect(bar).toHaveAttribute('data-phase', 'running');
  expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('2px');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení cookies' })).toBeVisible();
  await expect(bar).toHaveAttribute('data-phase', 'idle');
});
