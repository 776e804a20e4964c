import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import {
  asReturningVisitor,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  mailTo,
  signInAsStaff,
  test,
} from './fixtures.ts';
import { demoMediaDir, seededDataDir, startServer, stopServer } from './servers.ts';

// A boil-water notice for Lipová: the office publishes it on a server whose pages are cached for ten
// minutes, and the pages already cached carry it within two seconds; Jana, who lives on Lipová and
// follows the alerts, gets it by mail; when the office ends it, it leaves the pages.

const TITLE = 'Nepijte vodu z vodovodu';
const text = async (url: string) => (await fetch(url)).text();

test('a crisis alert: on every page at once, cached ones too, mailed to the street, and gone when it ends', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = seededDataDir(mkdtempSync(path.join(tmpdir(), 'vzorov-alert-')));
  const mediaDir = demoMediaDir('vzorov-alert-media-');
  const server = await startServer(dataDir, mediaDir, { PAGE_CACHE_TTL_MS: '600000', READ_CACHE_TTL_MS: '600000' });
  try {
    // Jana follows the alerts, from her account.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS.jana[0], password: DEMO_LOGINS.jana[1] }),
    });
    const { token } = (await login.json()) as { token: string };
    const subscribed = await fetch(`${server.url}/api/me/subscription`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ topics: ['vystrahy'] }),
    });
    expect(subscribed.status).toBe(200);

    // Pages a visitor has opened, now in the cache.
    for (const url of ['/', '/aktuality', '/uredni-deska'])
      expect(await text(`${server.url}${url}`)).not.toContain(TITLE);

    await asReturningVisitor(context, server.url);
    const main = page.getByRole('main');
    await signInAsStaff(page, 'petra', '/sprava/vystrahy', server.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Krizové výstrahy');
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Vyhlásit výstrahu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová výstraha');
    await main.getByRole('button', { name: 'Vyhlásit výstrahu' }).click();
    await expect(main.getByRole('alert')).toContainText('Nadpis: Zadejte nadpis výstrahy.');
    await expectNoAxeViolations(page);
    await main.getByLabel(/^Nebezpečí/).check();
    await main.getByLabel('Nadpis').fill(TITLE);
    await main
      .getByLabel('Co se děje a co mají lidé dělat')
      .fill('Ve vodě byly zjištěny bakterie. Vodu před pitím převařte; cisterna stojí u školy.');
    await main.getByRole('group', { name: 'Ulice' }).getByLabel('Lipová').check();
    await expect(main.getByLabel('Poslat výstrahu e-mailem odběratelům výstrah')).toBeChecked();
    await main.getByRole('button', { name: 'Vyhlásit výstrahu' }).click();
    await expect(main.getByRole('status')).toContainText('Výstraha je vyhlášena');
    const published = Date.now();

    // The cached pages carry it within two seconds.
    await expect.poll(() => text(`${server.url}/aktuality`), { timeout: 2_000, intervals: [100] }).toContain(TITLE);
    expect(Date.now() - published).toBeLessThan(2_000);
    expect(await text(`${server.url}/`)).toContain(TITLE);

    // A visitor meets it first, before the header, and it passes axe.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await asReturningVisitor(visitorContext, server.url);
    await gotoHydrated(visitor, `${server.url}/uredni-deska`);
    const banner = visitor.getByRole('region', { name: `Nebezpečí: ${TITLE}` });
    await expect(banner).toContainText('Týká se ulic: Lipová.');
    await expectNoAxeViolations(visitor);

    // The subject is folded across lines; the text says what the alert says.
    const mail = await mailTo(DEMO_LOGINS.jana[0], /cisterna stojí u školy/, dataDir);
    expect(mail).toContain('Týká se ulic: Lipová.');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The office ends it: it leaves the pages.
    await main.getByRole('button', { name: 'Ukončit výstrahu' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Výstraha je ukončena' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await text(`${server.url}/`)).not.toContain(TITLE);
    await visitorContext.close();
    expect(await stopServer(server.child), server.log()).toBe(0);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
