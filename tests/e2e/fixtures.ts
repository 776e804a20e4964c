import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demoSettings } from '../../app/features/shell/demo.server.ts';
import { announcementKey } from '../../app/lib/settings.ts';
import { CONSENT_MARKER_COOKIE } from '../../common/consent.ts';
import { INTRO_COOKIE } from '../../common/cookies.ts';
import { DEMO_LOGINS, DEMO_TOTP } from '../../server/test/app.ts';

const intro = demoSettings().intropopup;
export const introKey = intro ? announcementKey(intro) : '';

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

/**
 * Now, in seconds, on the clock of Chromium's cookie store, which a cookie's expiry is counted from: the
 * machine's, which a dated run (TEST_AS_OF) shifts for every process but the browser (playwright.config.ts).
 */
export const cookieStoreNow = () => Date.now() / 1000 - Number(process.env.FAKETIME ?? 0);

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Zero WCAG 2.0/2.1 A and AA violations on the page as it is now.
 *
 * In axe's legacy mode, which runs in the page itself: the default opens a blank page to gather each
 * run's results in, which made a run take two to three times as long (6–18 s a staff page on this
 * two-core machine, 2026-12-07) for nothing the site needs, as it has no cross-origin frames. And only
 * the violations are gathered, the one result the tests read.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Label in name (WCAG 2.5.3) is an experimental rule in axe, off unless asked for by name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

let visitor = 0;

/**
 * `returning`: `page` for a returning visitor, so the bar and the announcement
 * stay out of the way. Every test comes from its own address (X-Forwarded-For,
 * a documentation range), so rate limits count per test as per visitor.
 */
export const test = base.extend<{ returning: Page }, { browser: Browser }>({
  // In a dated run (TEST_AS_OF) the server and the tests see the run's time, the browser the machine's
  // (playwright.config.ts): each of its contexts, the tests' own and any a test opens, starts its pages'
  // clock at the run's time, from which it runs on.
  browser: [
    async ({ browser }, use) => {
      if (process.env.TEST_AS_OF_MOMENT) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.clock.setSystemTime(Date.now());
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitor++;
    await use({ 'x-forwarded-for': `198.51.${testInfo.workerIndex % 250}.${visitor % 250}` });
  },
  returning: async ({ page, context, baseURL }, use) => {
    await asReturningVisitor(context, baseURL!);
    await use(page);
  },
});

/**
 * The newest mail to `to` in the server's outbox (no SMTP_URL in the tests' server), waiting for it;
 * `dataDir` for a server of the test's own.
 */
export async function mailTo(to: string, subject: RegExp, dataDir = process.env.E2E_DATA_DIR!): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const slug = to.replace(/[^a-z0-9]+/gi, '_');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(`-${slug}.eml`))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      const decoded = Buffer.from(text, 'latin1').toString('utf8');
      if (subject.test(decoded) || subject.test(raw)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** The path of the first link in a mail that starts with `prefix`. */
export function linkPath(mail: string, prefix: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]+(${prefix}[A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${prefix} link`);
  return match[1];
}

/** Logs in through the header's widget. */
export async function loginWithWidget(page: Page, email: string, password: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Přihlásit se' }).click();
  await banner.getByLabel('E-mail', { exact: true }).fill(email);
  await banner.getByLabel('Heslo', { exact: true }).fill(password);
  await banner.getByRole('button', { name: 'Přihlásit se' }).last().click();
}

/** Logs in on the full login page (`/login`), the one an account page sends a visitor to. */
export async function logInOnPage(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByLabel('Heslo', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Přihlásit se' }).click();
}

/**
 * A member of the staff signs in on the login page with the code from their authenticator app, and
 * lands where they were going (`to`, a path; `origin` for a page without the project's base URL).
 */
export async function signInAsStaff(page: Page, who: keyof typeof DEMO_TOTP, to: string, origin = '') {
  await gotoHydrated(page, `${origin}/login?redirect=${encodeURIComponent(to)}`);
  const [email, password] = DEMO_LOGINS[who];
  await logInOnPage(page, email, password);
  await enterStaffCode(page, who);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\$&')}$`));
}

/**
 * The second step of a staff sign-in: the code from the authenticator app. A code counts once:
 * another journey on another worker may have just signed the same person in with this half-minute's
 * code. Then the next half-minute's goes (the server takes one step ahead), and when that too is
 * spent, the one after it once its half-minute has come.
 */
export async function enterStaffCode(page: Page, who: keyof typeof DEMO_TOTP) {
  const main = page.getByRole('main');
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP[who]) });
  let ahead = 0;
  for (let tries = 0; tries < 6; tries++) {
    await main.getByLabel('Kód z ověřovací aplikace').fill(totp.generate({ timestamp: Date.now() + ahead * 30_000 }));
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('.data'),
    );
    await main.getByRole('button', { name: 'Ověřit a pokračovat' }).click();
    if ((await answered).status() !== 422) return;
    if (ahead === 0) ahead = 1;
    else await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 100);
  }
}

export { expect };
