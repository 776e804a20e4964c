import type { Page } from '@playwright/test';
import { demoSettings } from '../../app/features/shell/demo.server.ts';
import { CONSENT_MARKER_COOKIE } from '../../common/consent.ts';
import { INTRO_COOKIE } from '../../common/cookies.ts';
import { expect, expectNoAxeViolations, gotoHydrated, introKey, test } from './fixtures.ts';

const announcement = demoSettings().intropopup!;

/** The banner: a region named "Oznámení" inside the main content. */
const bannerOf = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Oznámení' });

test('a first visit shows the announcement as a banner at the top of the content, beside the cookie bar', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(announcement.title);
  await expect(banner).toContainText(announcement.text);
  await expect(banner.getByRole('link', { name: announcement.link!.text })).toHaveAttribute(
    'href',
    announcement.link!.url,
  );
  // Not a dialog over the page: nothing is inert, the cookie bar can be used at once.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cookies na webu Města Vzorov' })).toBeVisible();
  // The first thing in the content, right after the skip link's target.
  expect(await page.locator('main > :first-child').getAttribute('aria-labelledby')).toBe('oznameni-titulek');
  await expectNoAxeViolations(page);
});

test('hiding it closes it in place, moves focus on, says so, and it stays hidden', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: CONSENT_MARKER_COOKIE, value: 'true', url: baseURL! }]);
  await gotoHydrated(page, '/akce');
  const banner = bannerOf(page);
  await expectNoAxeViolations(page);

  const hide = banner.getByRole('button', { name: 'Skrýt oznámení' });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/akce$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Oznámení je skryté.' })).toHaveCount(1);
  const cookie = (await context.cookies()).find((c) => c.name === INTRO_COOKIE);
  expect(cookie?.value).toBe(introKey);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Akce' })).toBeVisible();
  await expect(bannerOf(page)).toHaveCount(0);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bannerOf(page)).toHaveCount(0);
});

test('the page cache keeps the two versions of a page apart', async ({ page, browser, baseURL }) => {
  // The first request stores the page with the banner; a visitor who has hidden it must not get that copy.
  await gotoHydrated(page, '/zpravodaj');
  await expect(bannerOf(page)).toBeVisible();
  await bannerOf(page).getByRole('button', { name: 'Skrýt oznámení' }).click();
  await expect(bannerOf(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bannerOf(page)).toHaveCount(0);

  // …and a new visitor does not get the copy without it.
  const other = await browser.newContext({ baseURL });
  const newcomer = await other.newPage();
  await newcomer.goto('/zpravodaj');
  await expect(bannerOf(newcomer)).toBeVisible();
  await other.close();
});

test('a new announcement shows again to someone who hid an earlier one', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: INTRO_COOKIE, value: 'earlier1', url: baseURL! }]);
  await gotoHydrated(page, '/aktuality');
  await expect(bannerOf(page)).toContainText(announcement.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('hiding posts to the server, which remembers it and returns to the same page and query', async ({
    page,
    context,
  }) => {
    await page.goto('/hledani?q=poplatek');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    // (No axe here: it runs as a script. The markup is the server's, checked in both states above.)
    await banner.getByRole('button', { name: 'Skrýt oznámení' }).click();
    await expect(page).toHaveURL(/\/hledani\?q=poplatek$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bannerOf(page)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === INTRO_COOKIE)?.value).toBe(introKey);
  });
});
