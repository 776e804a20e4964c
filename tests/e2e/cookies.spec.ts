import type { BrowserContext } from '@playwright/test';
import { cookieStoreNow, expect, gotoHydrated, readIntroDismissed, test } from './fixtures.ts';

const FLAGS = ['cookie_consent_technical', 'cookie_consent_analytical', 'cookie_consent_marketing'];
const MARKER = 'cookie_consent_hidden';

/** The consent cookies' names; the browser stores what the page wrote a moment later, so they are polled. */
const consentNames = (context: BrowserContext) =>
  expect.poll(async () => Object.keys(await consentCookies(context)).sort());

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((c) => FLAGS.includes(c.name) || c.name === MARKER).map((c) => [c.name, c]));
}

test.beforeEach(async ({ context, baseURL }) => {
  await readIntroDismissed(context, baseURL!);
});

test.describe('cookie consent bar (spec §4)', () => {
  test('accept all sets technical, analytical and marketing; the bar stays hidden after reload', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Cookies na webu Města Vzorov' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Přijmout vše' }).click();
    await expect(bar).toBeHidden();

    await consentNames(context).toEqual([...FLAGS, MARKER].sort());
    const cookies = await consentCookies(context);
    for (const cookie of Object.values(cookies)) {
      expect(cookie.value).toBe('true');
      expect(cookie.path).toBe('/');
      // One year (31 536 000 s), give or take the test's own seconds.
      expect(cookie.expires - cookieStoreNow()).toBeGreaterThan(31_536_000 - 120);
      expect(cookie.expires - cookieStoreNow()).toBeLessThanOrEqual(31_536_000 + 5);
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('accept selected sets technical plus the switched-on flags only', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Cookies na webu Města Vzorov' });
    await bar.getByRole('checkbox', { name: 'Analytické' }).check();
    await bar.getByRole('button', { name: 'Přijmout vybrané' }).click();
    await expect(bar).toBeHidden();
    await consentNames(context).toEqual(['cookie_consent_analytical', 'cookie_consent_technical', MARKER].sort());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('the decline link clears all flags and hides the bar', async ({ page, context, baseURL }) => {
    // A flag left from an earlier choice must go too.
    await context.addCookies([{ name: 'cookie_consent_marketing', value: 'true', url: baseURL! }]);
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Cookies na webu Města Vzorov' });
    await bar.getByRole('button', { name: 'Odmítnout vše' }).click();
    await expect(bar).toBeHidden();
    await consentNames(context).toEqual([MARKER]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('Consent Mode starts denied and is updated by the choice and on load', async ({ page }) => {
    await gotoHydrated(page, '/');
    const consentCalls = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === 'consent'),
      );
    const [defaults] = await consentCalls();
    expect(defaults?.[1]).toBe('default');
    expect(defaults?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_personalization: 'denied',
    });

    await page
      .getByRole('region', { name: 'Cookies na webu Města Vzorov' })
      .getByRole('button', { name: 'Přijmout vše' })
      .click();
    expect((await consentCalls()).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await consentCalls()).map((call) => call[1])).toEqual(['default', 'update']);
  });

  test('the footer link lets a visitor change the choice later', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Přijmout vše' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení cookies' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Marketingové' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Marketingové' }).uncheck();
    await page.getByRole('button', { name: 'Uložit volbu' }).click();
    await expect(page.getByText('Vaše volba byla uložena.')).toBeVisible();
    await consentNames(context).toEqual(['cookie_consent_analytical', 'cookie_consent_technical', MARKER].sort());
    await expect(page.getByRole('checkbox', { name: 'Marketingové' })).not.toBeChecked();
  });
});

test('a choice saved on the settings page hides the bar and updates Consent Mode', async ({ page, context }) => {
  await gotoHydrated(page, '/nastaveni-cookies');
  await page.getByRole('checkbox', { name: 'Analytické' }).check();
  await page.getByRole('button', { name: 'Uložit volbu' }).click();
  await expect(page.getByText('Vaše volba byla uložena.')).toBeVisible();
  const updates = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'consent' && args[1] === 'update'),
  );
  expect(updates.at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  expect(Object.keys(await consentCookies(context)).sort()).toEqual(
    ['cookie_consent_analytical', 'cookie_consent_technical', MARKER].sort(),
  );
  // A client-side navigation home: the bar must not come back.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Město Vzorov/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vítejte ve Vzorově' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies na webu Města Vzorov' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the bar still works: the choice posts to the server and the page comes back', async ({ page, context }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cookies na webu Města Vzorov' });
    await bar.getByRole('checkbox', { name: 'Marketingové' }).check();
    await bar.getByRole('button', { name: 'Přijmout vybrané' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vítejte ve Vzorově' })).toBeVisible();
    await expect(bar).toBeHidden();
    const cookies = await consentCookies(context);
    expect(Object.keys(cookies).sort()).toEqual(
      ['cookie_consent_marketing', 'cookie_consent_technical', MARKER].sort(),
    );
  });

  test('submenus open on keyboard focus', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: MARKER, value: 'true', url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await expect(nav.getByRole('link', { name: 'Úřední deska' })).toBeHidden();
    await nav.getByRole('link', { name: 'Úřad', exact: true }).focus();
    await expect(nav.getByRole('link', { name: 'Úřední deska' })).toBeVisible();
  });
});
