import { expect, expectNoAxeViolations, gotoHydrated, signInAsStaff, test } from './fixtures.ts';

/**
 * Pages in a tree (issue 56, tool 1), on a phone and by keyboard: a clerk puts a new page under
 * another, the site shows it under the parent's address with its breadcrumbs and the section's menu,
 * and when she moves it back to the top its old address leads on.
 */
test('a clerk puts a page under another on a phone; its address, breadcrumbs and menu follow, the old address leads on', async ({
  returning: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, 'martin', '/sprava/stranky/nova');
  const main = page.getByRole('main');

  // The parent: a new top-level page, saved by Enter in its title.
  await main.getByLabel('Nadpis', { exact: true }).fill('Školy a školky');
  await main.getByLabel('Popis', { exact: true }).fill('Školy a školky ve Vzorově: zápis, jídelny a kroužky.');
  await main.getByLabel('Nadpis', { exact: true }).press('Enter');
  await expect(main.getByRole('status')).toContainText('uložen');
  await expect(page).toHaveURL(/\/sprava\/stranky\/\d+\?ulozeno=1$/);
  // Its address as saved (a run before may have taken the first one).
  const slug = await main.getByLabel('Adresa stránky').inputValue();
  const parentPath = `/info/${slug}`;
  const parentId = /\/sprava\/stranky\/(\d+)/.exec(page.url())?.[1] ?? '';

  // The child, put under it from the select by keyboard, then saved by Enter.
  await gotoHydrated(page, '/sprava/stranky/nova');
  await main.getByLabel('Nadpis', { exact: true }).fill('Zápis do první třídy');
  await main.getByLabel('Popis', { exact: true }).fill('Kdy a kde je zápis do první třídy a co k němu přinést.');
  const parent = main.getByLabel('Nadřazená stránka');
  await parent.focus();
  await parent.selectOption(parentId);
  await expectNoAxeViolations(page);
  await main.getByLabel('Nadpis', { exact: true }).press('Enter');
  await expect(main.getByRole('status')).toContainText('uložen');
  const editor = page.url();

  // The list shows it indented under its parent, at its address under the parent's.
  await gotoHydrated(page, `/sprava/stranky?q=${encodeURIComponent('Zápis do první třídy')}`);
  const row = main.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('link')).toHaveText('— Zápis do první třídy');
  const childPath = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  expect(childPath).toMatch(new RegExp(`^${parentPath}/zapis-do-prvni-tridy(-\\d+)?$`));

  // On the site: under the parent's address, the parent in the breadcrumbs, the section in the menu.
  await gotoHydrated(page, childPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zápis do první třídy');
  const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' });
  await expect(crumbs.getByRole('link', { name: 'Školy a školky' })).toHaveAttribute('href', parentPath);
  await expectNoAxeViolations(page);
  await gotoHydrated(page, parentPath);
  await expect(
    page
      .getByRole('navigation', { name: 'Školy a školky' })
      .getByRole('link', { name: 'Zápis do první třídy', includeHidden: true }),
  ).toHaveAttribute('href', childPath);

  // Back at the top: the old address leads to the new one.
  await gotoHydrated(page, editor);
  await main.getByLabel('Nadřazená stránka').selectOption({ label: 'Žádná (stránka na nejvyšší úrovni)' });
  await main.getByLabel('Nadpis', { exact: true }).press('Enter');
  await expect(main.getByRole('status')).toContainText('uložen');
  await page.goto(childPath);
  await expect(page).toHaveURL(new RegExp(`/info/${childPath.split('/').at(-1)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zápis do první třídy');
});
