import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { simplePdf } from '../../server/lib/pdf.ts';
import { DEMO_LOGINS, DEMO_TOTP } from '../../server/test/app.ts';
import { asReturningVisitor, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';
import { demoMediaDir, startServer, stopServer } from './servers.ts';

// Time passes on a server of its own whose clock is set (CLOCK_AT): the office prepares a notice
// and an article on New Year's Eve, and the server, restarted half a minute before midnight with
// caches that would keep pages for ten minutes, has to change what it shows at midnight by itself.

const EVENING = '2026-12-31T20:00:00+01:00';
const BEFORE_MIDNIGHT = '2026-12-31T23:59:30+01:00';
const MIDNIGHT = Date.parse('2027-01-01T00:00:00+01:00');
const NOTICE = 'Rozhodnutí o umístění stavby: lávka přes Vzorovku';
const ARTICLE = 'Novoroční ohňostroj se letos nekoná';

const text = async (url: string) => (await fetch(url)).text();

test('at midnight, with no visitor: the scheduled article comes out and the notice moves to the archive', async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-clock-'));
  const mediaDir = demoMediaDir('vzorov-clock-media-');
  try {
    const evening = await startServer(dataDir, mediaDir, { CLOCK_AT: EVENING });
    // The server's clock started a moment after its process did: at most that much behind this estimate.
    const serverTime = (server: { spawnedAt: number }, at: string) => Date.parse(at) + (Date.now() - server.spawnedAt);
    await asReturningVisitor(context, evening.url);
    const main = page.getByRole('main');

    const [email, password] = DEMO_LOGINS.petra;
    await gotoHydrated(page, `${evening.url}/sprava/uredni-deska/nova`);
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/sprava\/overeni/);
    // The phone's app follows the real time, and so does the check of its code.
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP.petra) }).generate();
    await main.getByLabel('Kód z ověřovací aplikace').fill(code);
    await main.getByRole('button', { name: 'Ověřit a pokračovat' }).click();

    // A building-office decision with its PDF, on the board through today.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová položka úřední desky');
    await main.getByRole('button', { name: 'Vyvěsit položku' }).click();
    await expect(main.getByRole('alert')).toContainText('Název dokumentu: Zadejte název dokumentu.');
    await expectNoAxeViolations(page);
    await main.getByLabel('Název dokumentu').fill(NOTICE);
    await main.getByLabel('Kategorie (agenda)').selectOption({ label: 'Stavební řízení a územní plánování' });
    await main.getByLabel('Číslo jednací').fill('MUVZ/9876/2026');
    await main.getByLabel('Spisová značka').fill('SÚ/112/2026');
    await expect(main.getByLabel('Vyvěšeno od')).toHaveValue('2026-12-31');
    await main.getByLabel('Sejmutí (vyvěšeno do)').fill('2026-12-31');
    const pdf = await simplePdf({ title: NOTICE, header: 'Stavební úřad', paragraphs: ['Rozhodnutí.'] });
    await main
      .getByLabel('Přidat dokumenty')
      .setInputFiles({ name: 'rozhodnuti.pdf', mimeType: 'application/pdf', buffer: pdf });
    await main.getByRole('button', { name: 'Vyvěsit položku' }).click();
    await expect(main.getByRole('status')).toContainText('Položka je uložena');
    await expect(main.getByRole('link', { name: 'rozhodnuti.pdf' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Zpět: Úřední deska' }).click();
    await expect(main.getByRole('link', { name: NOTICE })).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, `${evening.url}/uredni-deska`);
    await main.getByRole('link', { name: NOTICE }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE);
    await expect(main).toContainText('MUVZ/9876/2026');
    const documentLink = main.getByRole('link', { name: /rozhodnuti\.pdf/ });
    const fetched = await fetch(`${evening.url}${await documentLink.getAttribute('href')}`);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await text(`${evening.url}/opendata/uredni-deska.jsonld`)).toContain(NOTICE);
    expect(await text(`${evening.url}/uredni-deska/rss.xml`)).toContain(NOTICE);

    // An article for the first minute of the new year.
    await gotoHydrated(page, `${evening.url}/sprava/aktuality/novy`);
    await main.getByLabel('Nadpis', { exact: true }).fill(ARTICLE);
    await main.getByLabel('Perex').fill('Město letos místo ohňostroje podpoří útulek pro zvířata.');
    await expect(main.getByRole('toolbar', { name: 'Úpravy textu' })).toBeVisible();
    await main.getByRole('textbox', { name: 'Text článku' }).fill('Peníze za ohňostroj dostane útulek.');
    await main.getByLabel('Zveřejnit v určený den a čas').check();
    await main.getByLabel('Datum zveřejnění').fill('2027-01-01');
    await main.getByLabel('Čas zveřejnění').fill('00:00');
    await main.getByRole('button', { name: 'Uložit článek' }).click();
    await expect(main.getByRole('status')).toContainText('Článek je uložen.');
    expect(await stopServer(evening.child), evening.log()).toBe(0);

    // Half a minute before midnight, with caches that would keep every page for ten minutes.
    const night = await startServer(dataDir, mediaDir, {
      CLOCK_AT: BEFORE_MIDNIGHT,
      PAGE_CACHE_TTL_MS: '600000',
      READ_CACHE_TTL_MS: '600000',
    });
    const beforeMidnight = serverTime(night, BEFORE_MIDNIGHT) < MIDNIGHT - 3_000;
    if (beforeMidnight) {
      // Cached now, these would stay as they are for ten minutes unless something empties the caches.
      expect(await text(`${night.url}/`)).not.toContain(ARTICLE);
      expect(await text(`${night.url}/aktuality`)).not.toContain(ARTICLE);
      expect(await text(`${night.url}/uredni-deska`)).toContain(NOTICE);
    } else {
      test.info().annotations.push({ type: 'slow start', description: 'the server was ready after midnight' });
    }
    await expect.poll(async () => text(`${night.url}/`), { timeout: 90_000, intervals: [1_000] }).toContain(ARTICLE);
    expect(serverTime(night, BEFORE_MIDNIGHT)).toBeGreaterThanOrEqual(MIDNIGHT);
    expect(await text(`${night.url}/aktuality`)).toContain(ARTICLE);
    expect(await text(`${night.url}/aktuality/rss.xml`)).toContain(ARTICLE);
    expect(await text(`${night.url}/sitemap-news-1.xml`)).toMatch(/\/aktuality\/novorocni-ohnostroj-se-letos-nekona</);
    expect(await text(`${night.url}/hledani?q=ohňostroj`)).toContain(ARTICLE);

    expect(await text(`${night.url}/uredni-deska`)).not.toContain(NOTICE);
    expect(await text(`${night.url}/uredni-deska?archiv=1`)).toContain(NOTICE);
    expect(await text(`${night.url}/opendata/uredni-deska.jsonld`)).not.toContain(NOTICE);
    expect(await stopServer(night.child), night.log()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});

test('the browser’s clock is the server’s, in a run as of another day too', async ({ page }) => {
  // A dated run (TEST_AS_OF) shifts the tests' and the server's time, and the pages' clock is set to it
  // (fixtures.ts): a page that works out today after hydration agrees with the one the server rendered.
  await page.goto('/healthz');
  const [browser, tests] = [await page.evaluate(() => Date.now()), Date.now()];
  expect(Math.abs(browser - tests)).toBeLessThan(10_000);
  const server = Date.parse((await page.request.get('/healthz')).headers().date!);
  expect(Math.abs(server - tests)).toBeLessThan(10_000);
});
