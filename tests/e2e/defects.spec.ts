import { expect, expectNoAxeViolations, gotoHydrated, logInOnPage, signInAsStaff, test } from './fixtures.ts';

// Defect reports (issue 60): a resident places the pin by keyboard and files; the public list and
// map show the town's reports; the office takes the new one and resolves it.

test('a resident reports a defect with the pin moved by keys; the clerk takes it and resolves it', async ({
  returning: page,
  browser,
}) => {
  // Two sessions, a map drawn three times and eight axe runs: on a busy two-core machine near a minute.
  test.setTimeout(180_000);
  await gotoHydrated(page, '/login?redirect=%2Fnahlasit-zavadu');
  await logInOnPage(page, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
  await expect(page).toHaveURL(/\/nahlasit-zavadu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nahlásit závadu' })).toBeVisible();

  // The pin: the map moves under it by the arrow keys, and the status line names the place.
  const map = page.getByRole('region', { name: 'Mapa pro označení místa závady' });
  await expect(map.locator('.leaflet-pane').first()).toBeAttached();
  await map.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: /^Špendlík: / })).toBeVisible();
  const lat = await page.locator('input[name="lat"]').inputValue();
  expect(Number(lat)).toBeGreaterThan(49.5);
  await expectNoAxeViolations(page);

  // An empty description is refused by field, the pin kept.
  await page.getByLabel('Co je za závadu').selectOption({ label: 'Nesvítí veřejné osvětlení' });
  await page.getByRole('button', { name: 'Odeslat hlášení' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Popis závady').fill('Lampa u cesty bliká a v noci úplně zhasíná, cesta je pak tmavá.');
  await page.getByRole('button', { name: 'Odeslat hlášení' }).click();
  const filed = page.getByText(/Hlášení Z-\d{4}-\d{4,} jsme přijali/);
  await expect(filed).toBeVisible();
  const number = /Z-\d{4}-\d{4,}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';
  await expectNoAxeViolations(page);

  // The public list and its map: the reports with their marks, the list the same items.
  await gotoHydrated(page, '/zavady');
  await expect(page.getByRole('heading', { level: 1, name: 'Hlášené závady' })).toBeVisible();
  await expect(page.locator('.leaflet-interactive').first()).toBeAttached();
  const row = page.locator(`a[href="/zavady/${number}"]`);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/zavady/${number}$`));
  await expect(page.getByText(number).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The clerk of the property department finds it in the queue, takes it and resolves it.
  const office = await (await browser.newContext()).newPage();
  await signInAsStaff(office, 'tomas', '/sprava/zavady');
  await expect(office.getByRole('heading', { level: 1, name: 'Hlášení závad' })).toBeVisible();
  await expectNoAxeViolations(office);
  await office.getByRole('link', { name: number }).click();
  await expect(office.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expectNoAxeViolations(office);
  await office.getByRole('button', { name: 'Převzít hlášení' }).click();
  await expect(office.getByText('Hlášení je vaše a je v řešení.')).toBeVisible();
  await office.getByLabel('Text', { exact: true }).fill('Vadný zdroj jsme vyměnili.');
  await office.getByRole('button', { name: 'Závada je vyřešená' }).click();
  await expect(office.getByText(/Hlášení je vyřešené/)).toBeVisible();
  await expectNoAxeViolations(office);

  // Her report's page says so, with the office's answer.
  await page.reload();
  await expect(page.getByText('Vadný zdroj jsme vyměnili.')).toBeVisible();
});
