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

// On a server of its own: turning review on for the news would stop the other journeys publishing.
test('review: the author hands an article over, the reviewer is mailed, returns it with a comment, the author fixes it, the reviewer publishes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = seededDataDir(mkdtempSync(path.join(tmpdir(), 'vzorov-review-')));
  const mediaDir = demoMediaDir('vzorov-review-media-');
  const server = await startServer(dataDir, mediaDir);
  const martinContext = await browser.newContext({ baseURL: server.url });
  const petraContext = await browser.newContext({ baseURL: server.url });
  await asReturningVisitor(martinContext, server.url);
  await asReturningVisitor(petraContext, server.url);
  const martin = await martinContext.newPage();
  const petra = await petraContext.newPage();
  try {
    // The administrator turns review on for the news.
    await signInAsStaff(martin, 'martin', '/sprava/kontrola');
    await martin.getByRole('main').getByLabel('Aktuality a blog').check();
    await martin.getByRole('button', { name: 'Uložit' }).click();
    await expect(
      martin.getByRole('main').getByRole('status').filter({ hasText: 'Nastavení kontroly je uložené.' }),
    ).toBeVisible();
    await expectNoAxeViolations(martin);

    // Petra writes an article; publishing is not hers to do, so she hands it over.
    await signInAsStaff(petra, 'petra', '/sprava/aktuality/novy');
    const form = petra.getByRole('main');
    await form.getByLabel('Nadpis', { exact: true }).fill('Nová lávka přes Vzorovku');
    await form.getByLabel('Perex').fill('Přes řeku u mlýna vede od pondělí nová dřevěná lávka.');
    await expect(form.getByLabel('Zveřejnit hned')).toHaveCount(0);
    await expect(form.getByText('V aktualitách zveřejňuje článek až kolega po kontrole')).toBeVisible();
    await form.getByLabel('Předat ke kontrole').check();
    await form.getByRole('button', { name: 'Uložit článek' }).click();
    await expect(form.getByRole('region', { name: 'Kontrola', exact: true })).toContainText(
      'Článek čeká, až ho zkontroluje kolega',
    );
    await expectNoAxeViolations(petra);
    const articleUrl = new URL(petra.url()).pathname;

    // Martin gets the mail, finds it in his work queue, and returns it with a comment.
    expect(
      await mailTo(DEMO_LOGINS.martin[0], /předává ke kontrole článek „Nová lávka přes Vzorovku“/, dataDir),
    ).toContain(articleUrl);
    await gotoHydrated(martin, '/sprava');
    await martin
      .getByRole('region', { name: 'Co na vás čeká' })
      .getByRole('link', { name: /Články čekají na vaši kontrolu/ })
      .click();
    await martin.getByRole('main').getByRole('link', { name: 'Nová lávka přes Vzorovku' }).click();
    const review = martin.getByRole('main').getByRole('region', { name: 'Kontrola', exact: true });
    await review.getByRole('button', { name: 'Vrátit autorovi' }).click();
    await expect(martin.getByRole('main').getByRole('alert')).toContainText('Napište autorovi, co má upravit.');
    await expectNoAxeViolations(martin);
    await review.getByLabel('Komentář pro autora').fill('Doplňte prosím, odkud kam lávka vede.');
    await review.getByRole('button', { name: 'Vrátit autorovi' }).click();
    await expect(martin.getByRole('main').getByRole('status').filter({ hasText: 'vrácený autorovi' })).toBeVisible();

    // Petra reads the comment in her mail and on the article, fixes it and hands it over again.
    expect(await mailTo(DEMO_LOGINS.petra[0], /vrací váš článek „Nová lávka přes Vzorovku“/, dataDir)).toContain(
      'Doplňte prosím, odkud kam lávka vede.',
    );
    await gotoHydrated(petra, articleUrl);
    await expect(form.getByText('Doplňte prosím, odkud kam lávka vede.')).toBeVisible();
    await form.getByLabel('Perex').fill('Od pondělí vede od mlýna k Lipové ulici nová dřevěná lávka.');
    await form.getByLabel('Předat ke kontrole').check();
    await form.getByRole('button', { name: 'Uložit článek' }).click();
    await expect(form.getByRole('region', { name: 'Kontrola', exact: true })).toBeVisible();

    // Martin publishes it; the article is on the site and Petra is told.
    await gotoHydrated(martin, articleUrl);
    await martin.getByRole('main').getByRole('button', { name: 'Schválit a zveřejnit' }).click();
    await expect(
      martin.getByRole('main').getByRole('status').filter({ hasText: 'schválený a zveřejněný' }),
    ).toBeVisible();
    expect(await mailTo(DEMO_LOGINS.petra[0], /zkontroloval\(a\) a zveřejnil\(a\) váš článek/, dataDir)).toContain(
      articleUrl,
    );
    await gotoHydrated(martin, '/aktuality');
    await expect(martin.getByRole('main').getByRole('link', { name: 'Nová lávka přes Vzorovku' })).toBeVisible();

    // Review off again, as the other tests publish at once.
    await gotoHydrated(martin, '/sprava/kontrola');
    await martin.getByRole('main').getByLabel('Aktuality a blog').uncheck();
    await martin.getByRole('button', { name: 'Uložit' }).click();
    await expect(
      martin.getByRole('main').getByRole('status').filter({ hasText: 'Nastavení kontroly je uložené.' }),
    ).toBeVisible();
  } finally {
    await martinContext.close();
    await petraContext.close();
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
