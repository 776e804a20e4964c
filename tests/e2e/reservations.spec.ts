import type { Page } from '@playwright/test';
import { pragueToday } from '../../common/dates.ts';
import { expect, expectNoAxeViolations, gotoHydrated, linkPath, logInOnPage, mailTo, test } from './fixtures.ts';

/**
 * Step 1: the first day after today with a free time, then its first time. Today's first time may be
 * just over the booking's lead time (two hours) away, and pass it, or the cancellation's, while the test runs.
 */
async function pickFirstSlot(page: Page) {
  const calendar = page.getByRole('table', { name: /Volné termíny v měsíci/ });
  const laterDay = () => calendar.locator(`a:not([href*="den=${pragueToday()}#"])`).first();
  let day = laterDay();
  if ((await day.count()) === 0) {
    await page.getByRole('link', { name: 'Další měsíc' }).click();
    day = laterDay();
  }
  await day.click();
  const times = page.getByRole('region', { name: /Volné časy/ });
  await times.getByRole('link').first().click();
  await expect(page.getByText('Krok 2 ze 3: vaše údaje')).toBeVisible();
}

/** A retried test starts clean: bookings left by the first attempt are cancelled. */
async function cancelUpcoming(page: Page) {
  await gotoHydrated(page, '/ucet/moje-rezervace');
  const upcoming = page.getByRole('region', { name: 'Nadcházející' });
  const buttons = upcoming.getByRole('button', { name: /^Zrušit rezervaci/ });
  for (let left = await buttons.count(); left > 0; left--) {
    await buttons.first().click();
    await page.getByRole('button', { name: 'Ano, zrušit' }).click();
    await expect(buttons).toHaveCount(left - 1);
  }
}

test.describe('reservations', () => {
  test('a resident books an ID-card appointment, sees it in the account and cancels it', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, '/login?redirect=%2Fpotrebuji-vyridit%2Fobcansky-prukaz');
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/potrebuji-vyridit\/obcansky-prukaz$/);
    await cancelUpcoming(page);
    await gotoHydrated(page, '/potrebuji-vyridit/obcansky-prukaz');
    await page.getByRole('link', { name: /^Objednat se/ }).click();
    await expect(page.getByText('Krok 1 ze 3: termín')).toBeVisible();
    await expectNoAxeViolations(page);
    await pickFirstSlot(page);
    const form = page.getByRole('form', { name: 'Vaše údaje' });
    await expect(form.getByLabel('Jméno a příjmení')).toHaveValue('Josef Dvořák');
    await form.getByRole('button', { name: 'Pokračovat ke shrnutí' }).click();
    // The agenda question is required: the form says so.
    await expect(page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' })).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Co potřebujete vyřídit').selectOption({ label: 'Žádost o cestovní pas' });
    await form.getByRole('button', { name: 'Pokračovat ke shrnutí' }).click();
    await expect(page.getByText('Krok 3 ze 3: shrnutí')).toBeVisible();
    await expect(page.getByText('Žádost o cestovní pas')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click();

    await expect(page).toHaveURL(/\/ucet\/moje-rezervace\?nova=/);
    await expect(page.getByText(/Rezervace je hotová: Občanské průkazy a cestovní pasy/)).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await mailTo('josef.dvorak@vzorov.example', /máte rezervovaný termín: Občanské průkazy/);
    expect(mail).toMatch(/filename="?rezervace\.ics/);

    const upcoming = page.getByRole('region', { name: 'Nadcházející' });
    await upcoming
      .getByRole('button', { name: /^Zrušit rezervaci/ })
      .first()
      .click();
    await expect(page.getByText('Opravdu chcete tuto rezervaci zrušit?')).toBeVisible();
    await page.getByRole('button', { name: 'Ano, zrušit' }).click();
    await expect(page.getByText(/jsme zrušili/)).toBeVisible();
    await expect(upcoming.getByText('– zrušeno').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a visitor without an account books, confirms by the mailed link and cancels by the other', async ({
    returning: page,
  }) => {
    const email = `host-${Date.now()}@example.net`;
    await gotoHydrated(page, '/potrebuji-vyridit/czech-point/rezervace');
    await pickFirstSlot(page);
    const form = page.getByRole('form', { name: 'Vaše údaje' });
    await form.getByLabel('Jméno a příjmení').fill('Karel Host');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Pokračovat ke shrnutí' }).click();
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click();
    await expect(page.getByRole('heading', { name: 'Zkontrolujte prosím e-mail' })).toBeVisible();
    await expectNoAxeViolations(page);

    const confirmMail = await mailTo(email, /Rezervaci dokončíte tímto odkazem/);
    await gotoHydrated(page, linkPath(confirmMail, '/rezervace/potvrzeni/'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Potvrdit rezervaci' }).click();
    await expect(page.getByText(/Rezervace je potvrzená/)).toBeVisible();

    const booked = await mailTo(email, /máte rezervovaný termín: Czech POINT/);
    const cancel = linkPath(booked, '/rezervace/zrusit/');
    await gotoHydrated(page, cancel);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ano, zrušit rezervaci' }).click();
    await expect(page.getByText('Rezervaci jsme zrušili.')).toBeVisible();
    await gotoHydrated(page, cancel);
    await expect(page.getByText('Tato rezervace už je zrušená.')).toBeVisible();
  });

  test('the tea with the mayor is booked the same way, and booking works without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/caj-se-starostkou');
    await page.getByRole('link', { name: 'Objednat se na čaj se starostkou' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Objednat se: Čaj se starostkou' })).toBeVisible();
    await pickFirstSlot(page);
    await expect(page.getByLabel('O čem si chcete povídat')).toBeVisible();
    await context.close();
  });
});
