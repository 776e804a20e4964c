import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

const slides = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Hlavní zprávy' }).getByRole('group');

test.describe('the featured articles slider', () => {
  test('shows one slide at a time; previous, next and the slide buttons move it', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const slider = page.getByRole('region', { name: 'Hlavní zprávy' });
    await slider.getByRole('button', { name: 'Zastavit přepínání' }).click();
    await expect(slides(page).filter({ visible: true })).toHaveCount(1);
    const first = await slides(page).filter({ visible: true }).getAttribute('aria-label');
    expect(first).toBe('1 z 5');
    await slider.getByRole('button', { name: 'Další zpráva' }).click();
    await expect(slides(page).filter({ visible: true })).toHaveAttribute('aria-label', '2 z 5');
    await slider.getByRole('button', { name: 'Předchozí zpráva' }).click();
    await slider.getByRole('button', { name: 'Předchozí zpráva' }).click();
    await expect(slides(page).filter({ visible: true })).toHaveAttribute('aria-label', '5 z 5');
    await slider.getByRole('button', { name: /^Zpráva 1:/ }).click();
    await expect(slides(page).filter({ visible: true })).toHaveAttribute('aria-label', '1 z 5');
    await expect(slider.getByRole('button', { name: /^Zpráva 1:/ })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });

  test('turns on its own every 7 s, and not while paused', async ({ returning: page }) => {
    // The clock stands still until the test moves it: however long the page takes to load on a busy
    // machine, no interval has fired before the first check. It stands at the server's time, whose
    // page it hydrates.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await gotoHydrated(page, '/');
    await page.mouse.move(5, 5);
    const visible = () => slides(page).filter({ visible: true });
    await expect(visible()).toHaveAttribute('aria-label', '1 z 5');
    await page.clock.runFor(6000);
    await expect(visible()).toHaveAttribute('aria-label', '1 z 5');
    await page.clock.runFor(1500);
    await expect(visible()).toHaveAttribute('aria-label', '2 z 5');
    await page.getByRole('button', { name: 'Zastavit přepínání' }).click();
    await page.mouse.move(5, 5);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(20_000);
    await expect(visible()).toHaveAttribute('aria-label', '2 z 5');
    await expect(page.getByRole('button', { name: 'Spustit přepínání' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('never turns on its own', async ({ returning: page }) => {
      await page.clock.install();
      await gotoHydrated(page, '/');
      await page.clock.runFor(30_000);
      await expect(slides(page).filter({ visible: true })).toHaveAttribute('aria-label', '1 z 5');
      await expect(page.getByRole('button', { name: 'Zastavit přepínání' })).toHaveCount(0);
    });
  });
});
