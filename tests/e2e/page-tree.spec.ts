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
  await expect(page).toHaveURL(/\/sprava\/stranky\/\d+$/);

  // The child, put under it from the select by keyboard, then saved by Enter.
  await gotoHydrated(page, '/sprava/stranky/nova');
  await main.getByLabel('Nadpis', { exact: true }).fill('Zápis do první třídy');
  await main.getByLabel('Popis', { exact: true }).fill('Kdy a kde je zápis do první třídy a co k němu přinést.');
  const parent = main.getByLabel('Nadřazená stránka');
  await parent.focus();
  await parent.selectOption({ label: 'Školy a školky' });
  await expectNoAxeViolations(page);
  await main.getByLabel('Nadpis', { exact: true }).press('Enter');
  await expect(main.getByRole('status')).toContainText('uložen');
  const editor = page.url();

  // The list shows the tree: the child right under its parent, indented.
  await gotoHydrated(page, '/sprava/stranky?q=%C5%A1kol');
  const titles = await main.getByRole('table').getByRole('link').allTextContents();
  const at = titles.indexOf('Školy a školky');
  expect(at).toBeGreaterThanOrEqual(0);
  expect(titles[at + 1]).toBe('— Zápis do první třídy');

  // On the site: under the parent's address, the parent in the breadcrumbs, the section in the menu.
  await gotoHydrated(page, '/info/skoly-a-skolky/zapis-do-prvni-tridy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zápis do první třídy');
  const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' });
  await expect(crumbs.getByRole('link', { name: 'Školy a školky' })).toHaveAttribute('href', '/info/skoly-a-skolky');
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/info/skoly-a-skolky');
  await expect(
    page
      .getByRole('navigation', { name: 'Školy a školky' })
      .getByRole('link', { name: 'Zápis do první třídy', includeHidden: true }),
  ).toHaveAttribute('href', '/info/skoly-a-skolky/zapis-do-prvni-tridy');

  // Back at the top: the old address leads to the new one.
  await gotoHydrated(page, editor);
  await main.getByLabel('Nadřazená stránka').selectOption({ label: 'Žádná (stránka na nejvyšší úrovni)' });
  await main.getByLabel('Nadpis', { exact: true }).press('Enter');
  await expect(main.getByRole('status')).toContainText('uložen');
  await page.goto('/info/skoly-a-skolky/zapis-do-prvni-tridy');
  await expect(page).toHaveURL(/\/info\/zapis-do-prvni-tridy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zápis do první třídy');
});
