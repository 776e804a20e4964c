import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pragueTime } from '../../common/dates.ts';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import { asReturningVisitor, expect, expectNoAxeViolations, mailTo, signInAsStaff, test } from './fixtures.ts';
import { demoMediaDir, startServer, stopServer } from './servers.ts';

// The front desk on Tuesday 8 December 2026 at 8:00 in Prague, on a server whose clock stands there:
// two residents booked Czech POINT this morning, one more tomorrow. The clerk records one arrival
// and one no-show, then closes tomorrow for a system outage, and the resident booked for it is mailed.

test('the booking desk: an arrival, a no-show, and a closed day with its mail', async ({ page, context }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vzorov-desk-'));
  const mediaDir = demoMediaDir('vzorov-desk-media-');
  const server = await startServer(dataDir, mediaDir, { CLOCK_AT: '2026-12-08T08:00:00+01:00' });
  try {
    const api = async (url: string, body: object, token?: string) => {
      const res = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json();
    };
    const login = async ([email, password]: readonly [string, string]) =>
      (await api('/api/auth/login', { email, password })).token as string;
    const book = async (token: string, name: string, day: string, time: string) =>
      api(
        '/api/reservations',
        { service: 'czech-point', starts_at: pragueTime(day, time).toISOString(), name, email: 'x@vzorov.example' },
        token,
      );
    const jana = await login(DEMO_LOGINS.jana);
    const josef = await login(DEMO_LOGINS.josef);
    await book(jana, 'Jana Nováková', '2026-12-08', '10:15');
    await book(josef, 'Josef Dvořák', '2026-12-08', '10:30');
    await book(jana, 'Jana Nováková', '2026-12-09', '09:00');

    await asReturningVisitor(context, server.url);
    const main = page.getByRole('main');
    await signInAsStaff(page, 'lenka', '/sprava/rezervace', server.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezervace: dnes, úterý 8. prosince 2026');
    await expectNoAxeViolations(page);

    const czechPoint = main.getByRole('region', { name: 'Czech POINT' });
    const row = (name: string) => czechPoint.getByRole('row', { name: new RegExp(name) });
    await expect(row('Jana Nováková')).toContainText('10:15');
    await row('Jana Nováková')
      .getByRole('button', { name: /^Přišel\(a\).*Jana Nováková, 10:15$/ })
      .click();
    await expect(main.getByText('Příchod je zapsaný.')).toBeVisible();
    await expect(row('Jana Nováková')).toContainText('Přišel(a)');
    await row('Josef Dvořák')
      .getByRole('button', { name: /^Nepřišel\(a\).*Josef Dvořák, 10:30$/ })
      .click();
    await expect(main.getByText('Zapsáno: nedostavil(a) se.')).toBeVisible();
    await expect(row('Josef Dvořák')).toContainText('Nedostavil(a) se');
    await expectNoAxeViolations(page);

    // Tomorrow's Czech POINT is closed for an outage: Jana's booking is cancelled and she is told why.
    await main.getByRole('link', { name: 'Další den ›' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezervace: středa 9. prosince 2026');
    await expect(row('Jana Nováková')).toContainText('09:00');
    await main.getByLabel('Služba').selectOption({ label: 'Czech POINT' });
    await main.getByRole('button', { name: 'Uzavřít den a zrušit rezervace' }).click();
    await expect(main.getByRole('alert')).toContainText('Důvod');
    await expectNoAxeViolations(page);
    await main.getByLabel('Důvod', { exact: true }).fill('Výpadek systému Czech POINT.');
    await main.getByRole('button', { name: 'Uzavřít den a zrušit rezervace' }).click();
    await expect(main.getByText(/Den je uzavřený\. Zrušeno: \d+ rezervac/)).toBeVisible();
    await expect(czechPoint).toContainText('Zavřeno: Výpadek systému Czech POINT.');
    await expect(czechPoint).toContainText('Nikdo není objednaný.');
    await expectNoAxeViolations(page);
    const mail = await mailTo(DEMO_LOGINS.jana[0], /Výpadek systému Czech POINT/, dataDir);
    expect(mail).toContain('/potrebuji-vyridit/czech-point/rezervace');

    // The services' rules: Czech POINT gets a second counter.
    await main.getByRole('link', { name: 'Služby, šablony a uzavřené dny' }).click();
    await main.getByRole('link', { name: 'Czech POINT' }).click();
    await expect(main.getByLabel('Úterý')).toHaveValue('08:00–11:30');
    await expectNoAxeViolations(page);
    await main.getByLabel('Úterý').fill('8:00-11:30, 25:00-26:00');
    await main.getByRole('button', { name: 'Uložit pravidla' }).click();
    await expect(main.getByRole('alert')).toContainText('Úterý: Napište úseky jako 08:00–11:30, 12:30–17:00.');
    await expectNoAxeViolations(page);
    await main.getByLabel('Úterý').fill('8:00-11:30, 13:00-15:00');
    await main.getByLabel('Počet přepážek (lidí na jeden termín)').fill('2');
    await main.getByRole('button', { name: 'Uložit pravidla' }).click();
    await expect(main.getByText(/Pravidla jsou uložená/)).toBeVisible();
    await expect(main.getByLabel('Úterý')).toHaveValue('08:00–11:30, 13:00–15:00');
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
