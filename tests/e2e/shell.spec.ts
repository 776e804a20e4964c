import { demoSettings } from '../../app/features/shell/demo.server.ts';
import { pragueWeekday, WEEKDAYS } from '../../common/dates.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('site shell', () => {
  test('home page shows the header, opening hours, banners and footer', async ({ returning: page }) => {
    const response = await gotoHydrated(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Město Vzorov/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Město Vzorov/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('searchbox', { name: 'Hledat na webu' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    const social = header.getByRole('link', { name: /Vzorov na Facebooku/ });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);

    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await expect(nav.getByRole('link', { name: 'Aktuality' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Vítejte ve Vzorově' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Úřední a otevírací hodiny' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Městský úřad/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vánoční trhy na náměstí Míru' })).toBeVisible();
    await expect(page.getByRole('img', { name: /vánočním zbožím/ })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Městský úřad Vzorov' })).toBeVisible();
    await expect(footer.getByText('podatelna@vzorov.example')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Registr smluv/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Prohlášení o přístupnosti' })).not.toHaveAttribute('target');
    await expect(footer.getByRole('img', { name: 'Vzorový kraj' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Studio Příklad/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Nastavení cookies' })).toBeVisible();
  });

  test('marks today in the opening hours (Europe/Prague)', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const today = pragueWeekday();
    for (const place of demoSettings().openinghours) {
      const table = page.getByRole('table', { name: new RegExp(place.title) });
      const current = table.locator('tr[aria-current="date"]');
      await expect(current).toHaveCount(1);
      await expect(current.getByRole('rowheader')).toHaveText(`${WEEKDAYS[today - 1]} (dnes)`);
      const hours = place.rows.find((row) => row.day === today)?.hours ?? 'zavřeno';
      await expect(current.getByRole('cell')).toHaveText(hours);
    }
  });

  test('submenu opens on hover and closes after the pointer leaves', async ({ returning: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    const submenuLink = nav.getByRole('link', { name: 'Úřední deska' });
    await expect(submenuLink).toBeHidden();

    await nav.getByRole('link', { name: 'Úřad', exact: true }).hover();
    await expect(submenuLink).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Podnabídka Úřad' })).toHaveAttribute('aria-expanded', 'true');

    await submenuLink.hover();
    await expect(submenuLink).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(submenuLink).toBeHidden();
  });

  test('submenu works with the keyboard alone', async ({ returning: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    const toggle = nav.getByRole('button', { name: 'Podnabídka Samospráva' });

    // Tab from the top-level link to its submenu button.
    await nav.getByRole('link', { name: 'Samospráva', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Zastupitelstvo' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Zastupitelstvo' })).toBeHidden();

    await page.keyboard.press(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Leaving the submenu with Tab closes it.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('external menu links open in a new tab', async ({ returning: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await nav.getByRole('button', { name: 'Podnabídka Potřebuji vyřídit' }).click();
    const portal = nav.getByRole('link', { name: /Portál občana/ });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(nav.getByRole('link', { name: 'Czech POINT' })).not.toHaveAttribute('target');
  });

  test('the mobile menu toggles and locks page scrolling while open', async ({ returning: page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Aktuality' })).toBeHidden();
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe('hidden');

    await toggle.click();
    const close = nav.getByRole('button', { name: 'Zavřít menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Aktuality' })).toBeVisible();
    expect(await overflow()).toBe('hidden');

    await close.click();
    await expect(nav.getByRole('link', { name: 'Aktuality' })).toBeHidden();
    expect(await overflow()).not.toBe('hidden');

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    expect(await overflow()).not.toBe('hidden');
  });

  test('in the mobile menu, Escape closes an open submenu first, then the menu', async ({ returning: page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    const submenuToggle = nav.getByRole('button', { name: 'Podnabídka Akce' });
    await submenuToggle.click();
    await expect(submenuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenuToggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Přidat akci' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Přidat akci' })).toBeHidden();
    await expect(submenuToggle).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Zavřít menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the last mobile menu item can be reached while page scrolling is locked', async ({ returning: page }) => {
    await page.setViewportSize({ width: 360, height: 520 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Podnabídka Úřad' }).click();
    const last = nav.getByRole('link', { name: 'Zpravodaj' });
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(520);
  });

  test('search submits to /hledani with q and clears the field', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('searchbox', { name: 'Hledat na webu' });
    await box.fill('svoz odpadu');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=svoz(\+|%20)odpadu$/);
    await expect(page.getByRole('searchbox', { name: 'Hledat na webu' })).toHaveValue('');
  });

  test('the skip link leads to the content', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Přejít k obsahu' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#obsah$/);
    await expect(page.locator('main#obsah')).toBeFocused();
  });

  test('after a client-side navigation focus is on the content and the new page is announced', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení cookies' })).toBeVisible();
    await expect(page.locator('main#obsah')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Nastavení cookies | Město Vzorov' })).toBeAttached();
  });
});

test.describe('error pages', () => {
  test('an unknown path is a 404 with the product page', async ({ returning: page }) => {
    const response = await gotoHydrated(page, '/tato-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Stránka nenalezena/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expect(page.getByText(/Zkontrolujte prosím, zda je adresa napsaná správně/)).toBeVisible();
    await page.getByRole('link', { name: 'Přejít na úvodní stránku' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vítejte ve Vzorově' })).toBeVisible();
  });

  test('a client-side navigation to an unknown path shows the same page', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    // Every menu link leads somewhere now, so the router is asked directly, as a stale link would.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/tahle-stranka-neexistuje'),
    );
    await expect(page).toHaveURL(/\/tahle-stranka-neexistuje$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expect(page).toHaveTitle(/Stránka nenalezena/);
  });
});
