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

test('once shown, the progress bar stays at least 200 ms, however soon the page arrives', async ({
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
  // When the bar starts running and when it stops, by the page's own clock.
  await bar.evaluate((el) => {
    const times: Record<string, number> = {};
    new MutationObserver(() => {
      times[el.getAttribute('data-phase')!] ??= performance.now();
      el.setAttribute('data-times', JSON.stringify(times));
    }).observe(el, { attributes: true, attributeFilter: ['data-phase'] });
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
  await expect(bar).toHaveAttribute('data-phase', 'running');
  // The page comes at once after the bar appeared.
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení cookies' })).toBeVisible();
  await expect(bar).toHaveAttribute('data-phase', 'idle');
  const times = JSON.parse((await bar.getAttribute('data-times'))!);
  // Spec §9: the page fetch state's minimum display, 200 ms.
  expect(times.done - times.running).toBeGreaterThanOrEqual(200);
});
