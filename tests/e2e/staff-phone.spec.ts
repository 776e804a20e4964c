import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

/**
 * A clerk on a phone (issue 56): the page's heading is on the first screen, and the administration's
 * sections are one row that opens into the list, by keyboard too; on a desktop the list stays beside.
 */
test('on a phone the staff page’s heading comes first and the sections open from one row', async ({
  returning: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, 'martin', '/sprava/aktuality');
  const menu = page.getByRole('navigation', { name: 'Správa webu' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Aktuality a blog');
  await expect.poll(async () => (await heading.evaluate((h) => h.getBoundingClientRect().bottom)) < 844).toBe(true);
  await expect(menu.getByRole('link', { name: 'Akce', exact: true })).toBeHidden();
  const row = menu.getByText('Správa webu: Aktuality a blog');
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  // Opened by keyboard, the list is there; a section chosen by keyboard opens with the list closed.
  await row.focus();
  await page.keyboard.press('Enter');
  const events = menu.getByRole('link', { name: 'Akce', exact: true });
  await expect(events).toBeVisible();
  await expectNoAxeViolations(page);
  await events.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sprava\/akce$/);
  await expect(menu.getByText('Správa webu: Akce')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Přehled', exact: true })).toBeHidden();

  // From a desktop's width on, the list is beside the page, open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole('link', { name: 'Přehled', exact: true })).toBeVisible();
  await expect(menu.getByText('Správa webu: Akce')).toBeHidden();
});
