import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

/** The home page, with the cookie settings' data held back until `release`: a slow navigation. */
async function slowNavigation(page: Page) {
  await gotoHydrated(page, '/');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/nastaveni-cookies.data*', async (route) => {
    await held;
    await route.continue();
  });
  const go = () => page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
  const arrived = () => expect(page.getByRole('heading', { level: 1, name: 'Nastavení cookies' })).toBeVisible();
  return { bar: page.locator('[data-phase]'), go, release: () => release(), arrived };
}

test('a slow navigation shows the 2 px progress bar, which finishes when the page arrives', async ({
  returning: page,
}) => {
  const { bar, go, release, arrived } = await slowNavigation(page);
  await expect(bar).toHaveAttribute('data-phase', 'idle');

  await go();
  // Throttled: nothing for the first 200 ms, then the bar runs.
  await expect(bar).toHaveAttribute('data-phase', 'running');
  expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('2px');

  release();
  await arrived();
  await expect(bar).toHaveAttribute('data-phase', 'idle');
});

test('once shown, the progress bar stays at least 200 ms, however soon the page arrives', async ({
  returning: page,
}) => {
  const { bar, go, release, arrived } = await slowNavigation(page);
  // When the bar starts running and when it stops, by the page's own clock.
  await bar.evaluate((el) => {
    const times: Record<string, number> = {};
    new MutationObserver(() => {
      times[el.getAttribute('data-phase')!] ??= performance.now();
      el.setAttribute('data-times', JSON.stringify(times));
    }).observe(el, { attributes: true, attributeFilter: ['data-phase'] });
  });
  await go();
  await expect(bar).toHaveAttribute('data-phase', 'running');
  // The page comes at once after the bar appeared.
  release();
  await arrived();
  await expect(bar).toHaveAttribute('data-phase', 'idle');
  const times = JSON.parse((await bar.getAttribute('data-times'))!);
  // Spec §9: the page fetch state's minimum display, 200 ms.
  expect(times.done - times.running).toBeGreaterThanOrEqual(200);
});
