import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { announcementKey } from '../../app/lib/settings.ts';
import { CONSENT_MARKER_COOKIE } from '../../common/consent.ts';
import { INTRO_COOKIE } from '../../common/cookies.ts';
import { demoSettings } from '../../server/db/seed/demo-town.ts';

export const introKey = demoSettings.intropopup ? announcementKey(demoSettings.intropopup) : '';

/** Cookies of a returning visitor: the consent choice made and the announcement read. */
export async function asReturningVisitor(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: CONSENT_MARKER_COOKIE, value: 'true', url: baseURL },
    { name: INTRO_COOKIE, value: introKey, url: baseURL },
  ]);
}

export async function readIntroDismissed(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: INTRO_COOKIE, value: introKey, url: baseURL }]);
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Zero WCAG 2.0/2.1 A and AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** `page` for a returning visitor, so the bar and the announcement stay out of the way. */
export const test = base.extend<{ returning: Page }>({
  returning: async ({ page, context, baseURL }, use) => {
    await asReturningVisitor(context, baseURL!);
    await use(page);
  },
});

export { expect };
