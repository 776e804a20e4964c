import type { Dialog, Locator, Page } from '@playwright/test';
import { gpcFile } from '../../app/features/commitments/bank-statement/gpc-fixture.ts';
import { wordpressExport } from '../../app/features/imports/test-old-site.ts';
import { formatLongDate } from '../../common/dates.ts';
import { expect, expectNoAxeViolations, gotoHydrated, signInAsStaff, test } from './fixtures.ts';

/** A button or link used from the keyboard: focused, then Enter. */
async function pressEnter(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Enter');
}

/** A radio button or checkbox chosen from the keyboard: focused, then Space. */
async function pressSpace(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Space');
}

/** The first Saturday of the month `months` ahead of now, as 'YYYY-MM-DD'. */
function firstSaturday(months: number): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  day.setUTCDate(1 + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const longDay = (day: string) => formatLongDate(new Date(`${day}T12:00:00Z`));

/**
 * A clerk's four tools (issue 56), on a phone and by keyboard, each axe-clean as it opens, as it
 * refuses what is missing and as it answers: a resident's credit set against one of his unpaid
 * commitments picked from a list, a paper letter entered into the filing register (and found in its
 * export and printout), an event repeating on the first Saturday of the month, and an import's dry
 * run removed. Other journeys work on the same server: the clerk finds his own rows by their tag.
 */
test('a clerk on a phone offsets a credit, files a letter, repeats an event monthly and removes a dry run, by keyboard', async ({
  returning: page,
}) => {
  // Four tools, each with its page, a refusal and an answer checked by axe: on a busy two-core machine
  // that is more than three minutes.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = Date.now().toString(36).slice(-6);
  const main = page.getByRole('main');

  // --- 1. A credit offset against an unpaid commitment. ---
  await signInAsStaff(page, 'martin', '/sprava/platby/preplatky');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přeplatky');
  await expectNoAxeViolations(page);

  // The demo has no credits: Josef gets two commitments of the clerk's own (not Jana, whom the
  // payments journey refunds by her name), and pays the first 50 Kč more than it asks.
  const issue = async (title: string, amount: string) => {
    await gotoHydrated(page, '/sprava/platby/novy?obcan=josef.dvorak');
    await expect(main.getByRole('radio', { name: /Josef Dvořák/ })).toBeChecked();
    await main.getByLabel('Za co se platí').fill(title);
    await main.getByLabel('Částka v Kč').fill(amount);
    await main.getByLabel('Částka v Kč').press('Enter');
    await expect(main.getByText('Předpis je vytvořený. Občan ho vidí ve svém účtu.')).toBeVisible();
    return (await main
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell')
      .nth(2)
      .textContent())!;
  };
  const paidTitle = `Pronájem stolu na trhu ${tag}`;
  const owedTitle = `Pronájem stánku na pouti ${tag}`;
  const paidSymbol = await issue(paidTitle, '100');
  const owedSymbol = await issue(owedTitle, '200');

  // A statement of its own name, its payer named by the tag so no other journey's row matches it.
  const statementName = `vypis-${tag}.gpc`;
  const payer = `Dvorak J ${tag}`;
  await gotoHydrated(page, '/sprava/platby/vypis');
  await main.getByLabel('Výpis z banky').setInputFiles({
    name: statementName,
    mimeType: 'text/plain',
    buffer: Buffer.from(gpcFile([{ hellers: 15_000, vs: paidSymbol, name: payer, reference: `CT${tag}` }]), 'latin1'),
  });
  await pressEnter(page, main.getByRole('button', { name: 'Nahrát a spárovat' }));
  await expect(main.getByText('Čeká ve frontě na rozhodnutí: 1 platba')).toBeVisible();
  // The result leads on to the decision, and a saved upload asks nothing on the way (it once asked
  // about unsaved changes before every link).
  const asked: string[] = [];
  const ask = (dialog: Dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', ask);
  await pressEnter(page, main.getByRole('link', { name: /^Rozhodnout o platbě z řádku/ }).first());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Platba z řádku \d+: přeplatek$/);
  page.off('dialog', ask);
  expect(asked).toEqual([]);
  await pressSpace(page, main.getByLabel('Rozumím, použít platbu takto'));
  await pressEnter(page, main.getByRole('button', { name: 'Uhradit předpis' }));
  await expect(page).toHaveURL(/\/sprava\/platby\/fronta\?stav=resolved$/);

  // The credit, found by its statement's name.
  await gotoHydrated(page, '/sprava/platby/preplatky');
  const credit = main.getByRole('row', { name: new RegExp(statementName) });
  await expect(credit).toContainText('Čeká');
  await pressEnter(page, credit.getByRole('link', { name: 'Josef Dvořák' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přeplatek: Josef Dvořák');
  const creditPage = page.url();
  await expectNoAxeViolations(page);

  // Returned without saying how: refused, and said why, first.
  await pressEnter(page, main.getByRole('button', { name: 'Vráceno plátci' }));
  const problems = main.getByRole('alert');
  await expect(problems).toContainText('Poznámka: Napište, jak byl přeplatek vrácen');
  await expect(problems).toBeFocused();
  await expectNoAxeViolations(page);

  // Josef's unpaid commitments are listed to pick from, the one paid already not among them; no symbol to type.
  const owed = main.getByRole('radio', { name: new RegExp(owedTitle) });
  await expect(owed).toHaveAccessibleName(/započte se 50\s+Kč, zbude doplatit 150\s+Kč\.$/);
  await expect(main.getByRole('radio', { name: new RegExp(paidTitle) })).toHaveCount(0);
  await expect(main.getByLabel('Variabilní symbol předpisu')).toBeHidden();
  await pressSpace(page, owed);
  await expect(owed).toBeChecked();
  await pressEnter(page, main.getByRole('button', { name: 'Započíst na vybraný předpis' }));

  // All 50 Kč went to it: the credit is settled, and its page says where the money went.
  await expect(page).toHaveURL(/\/sprava\/platby\/preplatky\?stav=resolved$/);
  await expect(main.getByRole('row', { name: new RegExp(statementName) })).toContainText('Započteno: Martin Král');
  await expectNoAxeViolations(page);
  await gotoHydrated(page, creditPage);
  await expect(main.getByRole('listitem').filter({ hasText: owedSymbol })).toHaveText(
    new RegExp(`^50\\s+Kč na ${owedTitle} \\(VS ${owedSymbol}\\)$`),
  );
  await expect(main.getByRole('heading', { name: 'Rozhodnutí' })).toBeHidden();

  // --- 2. A paper letter in the filing register. ---
  await gotoHydrated(page, '/sprava/podaci-denik');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podací deník');
  await expectNoAxeViolations(page);
  const letter = main.getByRole('region', { name: 'Zapsat došlý dopis' });
  const subject = `Žádost o pokácení lípy u hřiště ${tag}`;
  const sender = 'Karel Veselý, Polní 8, Vzorov';
  await letter.getByLabel('Odesílatel').fill(sender);
  await pressSpace(page, letter.getByRole('radio', { name: 'osobně' }));
  // Sent without its subject: the summary of what is wrong comes first, with the focus.
  await letter.getByLabel('Odesílatel').press('Enter');
  const refusal = letter.getByRole('alert');
  await expect(refusal).toContainText('Věc:');
  await expect(refusal).toBeFocused();
  await expect(letter.getByLabel('Odesílatel')).toHaveValue(sender);
  await expectNoAxeViolations(page);
  await letter.getByLabel('Věc').fill(subject);
  await letter.getByLabel('Věc').press('Enter');
  await expect(page).toHaveURL(/\/sprava\/podaci-denik\?zapsano=/);
  const number = new URL(page.url()).searchParams.get('zapsano')!;
  await expect(main.getByRole('status').filter({ hasText: 'Písemnost je zapsaná' })).toHaveText(
    `Písemnost je zapsaná pod číslem jednacím ${number}.`,
  );
  await expectNoAxeViolations(page);

  // Found in the register by its subject, under its number, received in person from its sender.
  await main.getByLabel('Hledat', { exact: true }).fill(tag);
  await main.getByLabel('Hledat', { exact: true }).press('Enter');
  const entry = main.getByRole('row', { name: new RegExp(subject) });
  await expect(entry.getByRole('cell').first()).toHaveText(number);
  await expect(entry).toContainText(`osobně: ${sender}`);

  // The export answers as CSV with the letter; the printout lists it.
  const csv = await page.request.get((await main.getByRole('link', { name: /jako CSV$/ }).getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const text = await csv.text();
  expect(text).toContain(subject);
  expect(text).toContain(number);
  await pressEnter(page, main.getByRole('link', { name: /k tisku$/ }));
  await expect(page).toHaveURL(/\/sprava\/podaci-denik\/tisk\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Podací deník \d{4}$/);
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText(number);
  await expectNoAxeViolations(page);

  // --- 3. An event on the first Saturday of each month, three times. ---
  const first = firstSaturday(3);
  const second = firstSaturday(4);
  const third = firstSaturday(5);
  const title = `Sousedský bleší trh ${tag}`;
  await gotoHydrated(page, '/sprava/akce/nova');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová akce');
  await expectNoAxeViolations(page);
  await main.getByLabel('Název akce').fill(title);
  await main.getByLabel('Krátký popis').fill('Výměna a prodej věcí z domácností na návsi, každou první sobotu.');
  await pressSpace(page, main.getByRole('checkbox', { name: 'Společenské akce' }));
  await main.getByLabel('Datum začátku').fill(first);
  await main.getByLabel('Čas začátku').fill('09:00');
  await main.getByLabel('Čas konce').fill('12:00');
  await main.getByLabel('Místo').fill('Náves, Vzorov');
  const repeat = main.getByLabel('Opakování', { exact: true });
  await repeat.focus();
  await repeat.selectOption({ label: 'Každý měsíc ve stejný den v týdnu (např. první sobota)' });
  await pressSpace(page, main.getByRole('radio', { name: 'Po daném počtu konání' }));
  // The count forgotten: refused, said at the top.
  await main.getByLabel('Název akce').press('Enter');
  await expect(main.getByRole('alert')).toContainText('Počet konání');
  await expect(main.getByLabel('Název akce')).toHaveValue(title);
  await expectNoAxeViolations(page);
  await main.getByLabel('Počet konání').fill('3');
  await main.getByLabel('Název akce').press('Enter');
  await expect(page).toHaveURL(/\/sprava\/akce\/\d+\?ulozeno=1$/);
  await expect(main.getByRole('status').filter({ hasText: 'Akce je uložena.' })).toBeVisible();
  // The editor offers the rule's three dates for a skip or a move, in a row its button adds.
  await pressEnter(page, main.getByRole('button', { name: 'Přidat výjimku' }));
  const dates = main.getByLabel('Výjimka 1: termín');
  for (const day of [first, second, third]) await expect(dates).toContainText(longDay(day));
  await expectNoAxeViolations(page);

  // The visitors' page says the rule and lists the two dates after the first.
  await pressEnter(page, main.getByRole('link', { name: 'Zobrazit v kalendáři' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Opakuje se každou první sobotu v měsíci, celkem 3krát')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Další termíny' }).getByRole('listitem');
  await expect(upcoming).toHaveText([`${longDay(second)}, 9:00–12:00`, `${longDay(third)}, 9:00–12:00`]);
  await expectNoAxeViolations(page);

  // --- 4. An import's dry run removed. ---
  await gotoHydrated(page, '/sprava/import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import obsahu');
  await expectNoAxeViolations(page);
  const load = main.getByRole('button', { name: 'Zkušebně načíst' });
  // Nothing chosen: refused.
  await pressEnter(page, load);
  await expect(main.getByRole('alert')).toContainText('Vyberte soubor, nebo zadejte adresu');
  await expectNoAxeViolations(page);
  // A small WordPress export, its site named by the tag so its row is the clerk's own.
  const site = `Obec Starov ${tag}`;
  await pressSpace(page, main.getByRole('radio', { name: /Web na WordPressu/ }));
  await main.getByLabel('Soubor', { exact: true }).setInputFiles({
    name: `starov-${tag}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(wordpressExport(2).toString('utf8').replace('Obec Starov', site)),
  });
  await pressEnter(page, load);
  await expect(page.getByRole('heading', { name: 'Zkušební průchod' })).toBeVisible();
  await expect(main).toContainText('Nově vznikne: 2');
  await expectNoAxeViolations(page);

  await gotoHydrated(page, '/sprava/import');
  await expect(main.getByRole('link', { name: site })).toBeVisible();
  await pressEnter(page, main.getByRole('button', { name: `Smazat zkušební průchod „${site}“` }));
  // It asks once more, naming it.
  const confirm = main.getByRole('form', { name: 'Smazat: 1 položka' });
  await expect(confirm.getByRole('listitem')).toHaveText([site]);
  await expectNoAxeViolations(page);
  await pressEnter(page, confirm.getByRole('button', { name: 'Ano, smazat' }));
  await expect(main.getByRole('status').filter({ hasText: 'Smazáno' })).toHaveText('Smazáno: 1 zkušební průchod.');
  await expect(main.getByRole('link', { name: site })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
