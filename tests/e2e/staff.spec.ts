import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { addDays, pragueToday } from '../../common/dates.ts';
import { DEMO_LOGINS, DEMO_TOTP } from '../../server/test/app.ts';
import { enterStaffCode, expectNoAxeViolations, gotoHydrated, mailTo, test } from './fixtures.ts';

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

test.describe('the staff administration', () => {
  test('an editor signs in with her password and a code from the app, publishes an article and a proposed event, and makes recovery codes', async ({
    returning: page,
  }) => {
    // Her whole working morning in one login: longer than a journey usually is.
    test.slow();
    const [email, password] = DEMO_LOGINS.petra;
    await gotoHydrated(page, '/sprava');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsprava$/);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();

    await expect(page).toHaveURL(/\/sprava\/overeni\?redirect=%2Fsprava$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ověření přihlášení');
    await main.getByLabel('Kód z ověřovací aplikace').fill('123');
    await main.getByRole('button', { name: 'Ověřit a pokračovat' }).click();
    const summary = main.getByRole('alert');
    await expect(summary).toContainText('Kód má 6 číslic');
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);

    await main.getByLabel('Kód z ověřovací aplikace').fill(codeOf(DEMO_TOTP.petra));
    await main.getByRole('button', { name: 'Ověřit a pokračovat' }).click();
    await expect(page).toHaveURL(/\/sprava$/);
    await expect(
      main.getByRole('list', { name: 'Části webu, které smíte upravovat' }).getByRole('listitem'),
    ).toHaveText(['Aktuality a blog', 'Akce', 'Úřední deska', 'Krizové výstrahy']);
    await expectNoAxeViolations(page);

    // She puts a photo in the media library, described for those who cannot see it.
    await page.getByRole('navigation', { name: 'Správa webu' }).getByRole('link', { name: 'Knihovna obrázků' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knihovna obrázků');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#dde' } })
      .jpeg()
      .toBuffer();
    await main
      .getByLabel('Obrázek', { exact: true })
      .setInputFiles({ name: 'chodnik.jpg', mimeType: 'image/jpeg', buffer: photo });
    await main.getByRole('button', { name: 'Nahrát' }).click();
    await expect(main.getByRole('alert')).toContainText('Popis obrázku: Popište obrázek pro ty, kdo ho nevidí');
    await main
      .getByLabel('Obrázek', { exact: true })
      .setInputFiles({ name: 'chodnik.jpg', mimeType: 'image/jpeg', buffer: photo });
    await main.getByLabel('Popis obrázku').fill('Technické služby odklízejí sníh z chodníku');
    await main.getByRole('button', { name: 'Nahrát' }).click();
    await expect(main.getByRole('status')).toHaveText('Obrázek je v knihovně.');
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/sprava');

    // She writes an article and publishes it.
    await main
      .getByRole('list', { name: 'Části webu, které smíte upravovat' })
      .getByRole('link', { name: 'Aktuality a blog' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktuality a blog');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Napsat nový článek' }).click();
    await main.getByRole('button', { name: 'Uložit článek' }).click();
    await expect(main.getByRole('alert')).toContainText('Nadpis: Zadejte nadpis.');
    await expectNoAxeViolations(page);
    await main.getByLabel('Nadpis', { exact: true }).fill('Zimní údržba chodníků');
    await main.getByLabel('Perex').fill('Kdo a kdy v zimě uklízí sníh z chodníků ve Vzorově.');
    // The text in the editor: a heading, a paragraph and the photo from the library, described anew.
    const tools = main.getByRole('toolbar', { name: 'Úpravy textu' });
    await expect(tools).toBeVisible();
    await main.getByRole('textbox', { name: 'Text článku' }).click();
    await page.keyboard.type('Kdo uklízí');
    await tools.getByRole('button', { name: 'H2, nadpis 2. úrovně' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Chodníky v centru uklízejí technické služby od 5 hodin.');
    await page.keyboard.press('Enter');
    await tools.getByRole('button', { name: 'Obrázek' }).click();
    const picker = main.getByRole('group', { name: 'Obrázek z knihovny' });
    await expect(picker.getByLabel('Hledat v knihovně')).toBeFocused();
    await page.keyboard.type('sníh');
    await picker.getByRole('radio', { name: 'Technické služby odklízejí sníh z chodníku' }).check();
    await picker.getByLabel('Popis obrázku pro nevidomé').fill('Traktor technických služeb na chodníku v Husově ulici');
    await picker.getByRole('button', { name: 'Vložit obrázek' }).click();
    await expect(picker).toBeHidden();
    await expectNoAxeViolations(page);
    await main
      .getByLabel('Obrázek nad článkem')
      .selectOption({ label: 'Technické služby odklízejí sníh z chodníku (chodnik.jpg)' });
    await main.getByLabel('Zveřejnit hned').check();
    await main.getByRole('button', { name: 'Uložit článek' }).click();
    await expect(main.getByRole('status')).toContainText('Článek je uložen.');
    await main.getByRole('link', { name: 'Náhled uloženého článku' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zimní údržba chodníků');
    await expect(main.getByRole('status')).toContainText('Článek je zveřejněný.');
    await expectNoAxeViolations(page);
    await expect(main.getByRole('link', { name: 'Zpět k úpravám' })).toHaveAttribute(
      'href',
      /^\/sprava\/aktuality\/\d+$/,
    );
    await page.goBack();
    await main.getByRole('link', { name: 'Zobrazit na webu' }).click();
    await expect(page).toHaveURL(/\/aktuality\/zimni-udrzba-chodniku$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zimní údržba chodníků');
    await expect(main.getByRole('img', { name: 'Technické služby odklízejí sníh z chodníku' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Kdo uklízí' })).toBeVisible();
    await expect(
      main.getByRole('img', { name: 'Traktor technických služeb na chodníku v Husově ulici' }),
    ).toBeVisible();
    // And everywhere the public finds news: the home page, the list, the search, the sitemap and the feed.
    for (const [url, expected] of [
      ['/', 'Zimní údržba chodníků'],
      ['/aktuality', 'Zimní údržba chodníků'],
      ['/hledani?q=chodníků', 'Zimní údržba chodníků'],
      ['/sitemap-news-1.xml', '/aktuality/zimni-udrzba-chodniku<'],
      ['/aktuality/rss.xml', 'Zimní údržba chodníků'],
    ] as const)
      expect(await (await page.request.get(url)).text(), url).toContain(expected);

    // Its versions: the first one saved, by her.
    await page.goBack();
    await main.getByRole('link', { name: 'Verze a obnovení' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verze článku „Zimní údržba chodníků“');
    await expect(main.getByRole('heading', { name: 'Verze 1: první uložená' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Verze článku' })).toContainText('Petra Svobodová');
    await expectNoAxeViolations(page);

    // A resident's proposal waits in the queue; she publishes it and the proposer is mailed.
    const day = addDays(pragueToday(), 20);
    const proposed = await page.request.post('/api/events', {
      data: {
        title: 'Koncert pěveckého sboru Vzorováček',
        description: 'Zpívá dětský sbor Vzorováček, vstupné dobrovolné.',
        start_date: day,
        start_time: '17:00',
        end_date: day,
        end_time: '18:30',
        place: 'Kostel sv. Jana',
        category: 'kultura',
        organizer_name: 'Vzorováček',
        organizer_email: 'sbor@vzorov.example',
        website: '',
      },
    });
    expect(proposed.status()).toBe(201);
    await gotoHydrated(page, '/sprava');
    await page
      .getByRole('navigation', { name: 'Správa webu' })
      .getByRole('link', { name: 'Akce', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akce');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: /^Návrhy od občanů/ }).click();
    const proposal = main.getByRole('article', { name: 'Koncert pěveckého sboru Vzorováček' });
    await expectNoAxeViolations(page);
    // A typo is fixed before the event goes public: the proposal stays in the queue meanwhile.
    await proposal.getByRole('link', { name: /^Upravit před zveřejněním/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Úprava akce');
    await main.getByLabel('Místo').fill('Kostel sv. Jana Křtitele');
    await main.getByRole('button', { name: 'Uložit akci' }).click();
    const saved = main.getByRole('status').filter({ hasText: 'Akce je uložena.' });
    await expect(saved).toBeVisible();
    await saved.getByRole('link', { name: 'frontě návrhů' }).click();
    await expect(proposal).toContainText('Kostel sv. Jana Křtitele');
    await proposal.getByRole('button', { name: 'Zveřejnit' }).click();
    await expect(main.getByRole('status')).toHaveText('Akce je zveřejněná v kalendáři.');
    expect(await mailTo('sbor@vzorov.example', /jsme zveřejnili v kalendáři akcí/)).toContain('/akce/');

    // She corrects the published event's place in its editor.
    await gotoHydrated(page, '/sprava/akce');
    await main.getByLabel('Hledat podle názvu nebo místa').fill('Vzorováček');
    await main.getByRole('button', { name: 'Zobrazit' }).click();
    await main.getByRole('link', { name: 'Koncert pěveckého sboru Vzorováček' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Úprava akce');
    await expect(main.getByRole('toolbar', { name: 'Úpravy textu' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByLabel('Místo').fill('Kostel sv. Jana, boční loď');
    await main.getByRole('button', { name: 'Uložit akci' }).click();
    await expect(main.getByRole('status')).toContainText('Akce je uložena.');
    await main.getByRole('link', { name: 'Zobrazit v kalendáři' }).click();
    await expect(main).toContainText('Kostel sv. Jana, boční loď');
    await gotoHydrated(page, '/sprava');

    await page
      .getByRole('navigation', { name: 'Správa webu' })
      .getByRole('link', { name: 'Zabezpečení přihlášení' })
      .click();
    await main.getByRole('button', { name: 'Vytvořit nové záložní kódy' }).click();
    const codes = main.getByRole('region', { name: 'Vaše záložní kódy' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectNoAxeViolations(page);

    // The header's account menu leads back here.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Petra Svobodová/ })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Správa webu' })).toBeVisible();
  });

  test('the administrator reads who changed what in the audit log, changes the top menu by keyboard, and notes a case for the office', async ({
    returning: page,
  }) => {
    test.setTimeout(240_000);
    const [email, password] = DEMO_LOGINS.martin;
    await gotoHydrated(page, '/login?redirect=%2Fsprava%2Fprotokol');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await enterStaffCode(page, 'martin');
    await expect(page).toHaveURL(/\/sprava\/protokol$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protokol změn');
    await main.getByLabel('Hledat', { exact: true }).fill('nikdo takový');
    await main.getByRole('button', { name: 'Zobrazit' }).click();
    await expect(main.getByRole('status')).toHaveText('Nic takového tu není.');
    await expectNoAxeViolations(page);

    // He rearranges the top menu by keyboard alone: a move keeps an item with what is under it, nothing
    // reaches the site until he saves, and then the header shows the tree as he left it.
    await page.getByRole('navigation', { name: 'Správa webu' }).getByRole('link', { name: 'Nastavení a menu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nastavení webu');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Menu webu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu webu');
    const top = main.getByRole('region', { name: 'Horní menu' });
    const header = page.getByRole('navigation', { name: 'Hlavní menu' });
    const mainItems = header.getByRole('link', { name: /^(Aktuality|Akce|Zpravodaj|Odpady)$/, includeHidden: true });
    const underAkce = header.getByRole('link', { name: /^(Přidat akci|Fotogalerie)$/, includeHidden: true });
    const press = async (name: string) => {
      await top.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    // "Zpravodaj" goes above the "Akce" group, which keeps its items; an unsaved text stays on its row.
    await top
      .getByRole('group', { name: /^Aktuality/ })
      .getByLabel('Text')
      .fill('Aktuality z radnice');
    await press('Posunout „Zpravodaj“ nahoru');
    await expect(top.getByText('„Zpravodaj“: 5. hlavní položka. Menu uložíte tlačítkem Uložit.')).toBeVisible();
    await expect(top.getByRole('button', { name: 'Posunout „Zpravodaj“ nahoru' })).toBeFocused();
    await expect(top.getByRole('group', { name: /^Aktuality z radnice/ }).getByLabel('Odkaz')).toHaveValue(
      '/aktuality',
    );
    await top
      .getByRole('group', { name: /^Aktuality z radnice/ })
      .getByLabel('Text')
      .fill('Aktuality');
    await press('Posunout „Fotogalerie“ nahoru');
    await expect(top.getByText('„Fotogalerie“: 3. položka pod „Akce“. Menu uložíte tlačítkem Uložit.')).toBeVisible();
    const preview = top.getByRole('region', { name: 'Náhled: horní menu po uložení' });
    await expect(preview.getByRole('listitem').filter({ hasText: /^Akce/ })).toContainText('Fotogalerie');
    await expectNoAxeViolations(page);
    // The site still shows the menu as it was saved.
    await expect(mainItems).toHaveText(['Aktuality', 'Akce', 'Zpravodaj']);
    await press('Uložit horní menu');
    await expect(main.getByRole('status').filter({ hasText: 'Horní menu je uloženo' })).toBeVisible();
    await expect(mainItems).toHaveText(['Aktuality', 'Zpravodaj', 'Akce']);
    await expect(underAkce).toHaveText(['Fotogalerie', 'Přidat akci']);

    // A new item under "Akce", moved out to a main item of its own, and saved by Enter in its text.
    await press('Přidat položku pod „Akce“');
    await top
      .getByRole('group', { name: /^Nová položka/ })
      .getByLabel('Text')
      .fill('Odpady');
    await top
      .getByRole('group', { name: /^Odpady/ })
      .getByLabel('Odkaz')
      .fill('/info/odpady-a-svoz');
    await press('Vynořit „Odpady“ o úroveň výš');
    await expect(top.getByText('„Odpady“: 7. hlavní položka. Menu uložíte tlačítkem Uložit.')).toBeVisible();
    await top
      .getByRole('group', { name: /^Odpady/ })
      .getByLabel('Text')
      .press('Enter');
    await expect(main.getByRole('status').filter({ hasText: 'Horní menu je uloženo' })).toBeVisible();
    // The focus comes back to the field Enter was pressed in, not to the top of a long page.
    await expect(top.getByRole('group', { name: /^Odpady/ }).getByLabel('Text')).toBeFocused();
    await expectNoAxeViolations(page);
    await expect(header.getByRole('link', { name: 'Odpady', exact: true })).toHaveAttribute(
      'href',
      '/info/odpady-a-svoz',
    );
    await expect(mainItems).toHaveText(['Aktuality', 'Zpravodaj', 'Akce', 'Odpady']);

    // And puts it all back, as the other tests know the menu.
    await press('Odebrat „Odpady“');
    await expect(top.getByRole('group', { name: /^Odpady/ })).toHaveCount(0);
    await press('Posunout „Zpravodaj“ dolů');
    await press('Posunout „Fotogalerie“ dolů');
    await press('Uložit horní menu');
    await expect(main.getByRole('status').filter({ hasText: 'Horní menu je uloženo' })).toBeVisible();
    await expect(mainItems).toHaveText(['Aktuality', 'Akce', 'Zpravodaj']);
    await expect(underAkce).toHaveText(['Přidat akci', 'Fotogalerie']);

    // Enter in a field of either menu saves that menu as it stands: no item moves, none goes. In the first
    // field, one in the middle and the last: that the form's first button, the one
    // Enter presses, is no row's is checked on every staff form by staff-sweep.spec.ts; Enter in every
    // field here took two minutes of the run.
    for (const menu of [top, main.getByRole('region', { name: 'Menu v patičce' })]) {
      const legends = async () => (await menu.locator('form legend').allTextContents()).filter((l) => !/^Nová/.test(l));
      const before = await legends();
      const version = menu.locator('form input[name="version"]');
      const fields = menu.locator('form input[type="text"], form input:not([type])');
      const count = await fields.count();
      for (const i of new Set([0, Math.floor(count / 2), count - 1])) {
        const was = Number(await version.inputValue());
        await fields.nth(i).press('Enter');
        await expect(version).toHaveValue(String(was + 1));
        expect(await legends()).toEqual(before);
      }
    }
    await expect(mainItems).toHaveText(['Aktuality', 'Akce', 'Zpravodaj']);

    // The log says it in words: what was done, to which item, linked to where it is edited.
    await gotoHydrated(page, '/sprava/protokol');
    await main.getByLabel('Část webu').selectOption({ label: 'Nastavení, menu a bannery' });
    await main.getByRole('button', { name: 'Zobrazit' }).click();
    const log = main.getByRole('table');
    await expect(log.getByRole('row').nth(1)).toContainText('Nastavení webu změněno');
    await expect(log.getByRole('link', { name: 'Nastavení webu „Horní menu“' }).first()).toHaveAttribute(
      'href',
      '/sprava/menu',
    );
    await expect(log).not.toContainText('setting.updated');
    await expectNoAxeViolations(page);

    // The cases inbox: an admin sees every department's; a note for the office changes nothing for the resident.
    await gotoHydrated(page, '/sprava/pripady');
    await main.getByRole('table').getByRole('link').first().click();
    const step = page.getByRole('region', { name: 'Další krok' });
    await step.getByRole('button', { name: 'Uložit interní poznámku' }).click();
    await expect(page.getByRole('alert')).toContainText('Napište text zprávy.');
    await expectNoAxeViolations(page);
    await step.getByLabel('Text').fill('Ověřit na katastru.');
    await step.getByRole('button', { name: 'Uložit interní poznámku' }).click();
    await expect(main.getByRole('status')).toContainText('Poznámka je uložená');
    await expect(page.getByRole('region', { name: 'Průběh' })).toContainText('interní poznámka');
    await expectNoAxeViolations(page);
  });

  test('a resident who tries /sprava sees the page-not-found page', async ({ returning: page }) => {
    const [email, password] = DEMO_LOGINS.jana;
    await gotoHydrated(page, '/login?redirect=%2Fsprava');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
  });
});
