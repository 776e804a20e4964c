import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

/**
 * The row editors on Conform's field lists (issue 59 §2): a row is added and removed by buttons that
 * act in the browser with JavaScript and through the server without it; Enter in a row's field
 * saves; the browser and the server explain a wrong row the same way. Each journey leaves the data
 * as it found it.
 */
const rowsOf = (main: Locator) => main.locator('form fieldset');

test('the waste price list: rows added and removed in the browser, checked before sending, Enter saves', async ({
  returning: page,
}) => {
  await signInAsStaff(page, 'martin', '/sprava/odpad/cenik');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ceník svozů navíc');
  const rows = rowsOf(main);
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);

  await main.getByLabel('Objem (litry)').first().focus();
  await expect(main.locator('form[data-checks="ready"]')).toHaveCount(1);
  await main.getByRole('button', { name: 'Přidat řádek' }).click();
  await expect(rows).toHaveCount(before + 1);
  const added = rows.last();
  await expect(added.getByLabel('Druh odpadu')).toHaveValue('smesny');

  // Left empty, the new row is explained before anything is sent, by the server's own rules.
  await main.getByRole('button', { name: 'Uložit ceník' }).click();
  await expect(main.getByRole('alert')).toContainText(`Řádek ${before + 1}: objem: Objem je celé číslo litrů.`);
  await expectNoAxeViolations(page);

  await added.getByLabel('Objem (litry)').fill('360');
  await added.getByLabel('Cena svozu navíc (Kč)').fill('320');
  await added.getByLabel('Cena svozu navíc (Kč)').press('Enter');
  await expect(page).toHaveURL(/\/sprava\/odpad\/cenik\?hotovo=1$/);
  await expect(main.getByText('Ceník je uložený.')).toBeVisible();
  await expect(main.getByRole('group', { name: 'Směsný odpad 360 l' })).toBeVisible();

  // Saved, the list is in its own order (by kind and volume): the new row stands among the others.
  const saved = main.getByRole('group', { name: 'Směsný odpad 360 l' });
  await saved.getByRole('button', { name: /^Odebrat řádek/ }).click();
  await expect(rows).toHaveCount(before);
  await main.getByRole('button', { name: 'Uložit ceník' }).click();
  await expect(main.getByText('Ceník je uložený.')).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(rows).toHaveCount(before);
});

test('the waste price list without JavaScript: the buttons go through the server and keep what was typed', async ({
  returning: page,
  browser,
  baseURL,
}) => {
  await signInAsStaff(page, 'martin', '/sprava/odpad/cenik');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto('/sprava/odpad/cenik');
  const main = plain.getByRole('main');
  const rows = rowsOf(main);
  const before = await rows.count();

  const firstPrice = rows.first().getByLabel('Cena svozu navíc (Kč)');
  const price = await firstPrice.inputValue();
  await firstPrice.fill('215');
  await main.getByRole('button', { name: 'Přidat řádek' }).click();
  await expect(rows).toHaveCount(before + 1);
  // The row typed in before the button was pressed keeps its new price; nothing was saved yet.
  await expect(firstPrice).toHaveValue('215');
  await main.getByRole('button', { name: 'Uložit ceník' }).click();
  await expect(main.getByRole('alert')).toContainText(`Řádek ${before + 1}: objem: Objem je celé číslo litrů.`);

  await main.getByRole('button', { name: `Odebrat řádek ${before + 1}` }).click();
  await expect(rows).toHaveCount(before);
  await expect(firstPrice).toHaveValue('215');
  await firstPrice.fill(price);
  await main.getByRole('button', { name: 'Uložit ceník' }).click();
  await expect(plain).toHaveURL(/\/sprava\/odpad\/cenik\?hotovo=1$/);
  await expect(main.getByText('Ceník je uložený.')).toBeVisible();
  await context.close();
});
