import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { addDays, pragueToday } from '../../common/dates.ts';
import { DEMO_LOGINS, DEMO_TOTP } from '../../server/test/app.ts';
import { expectNoAxeViolations, gotoHydrated, mailTo, test } from './fixtures.ts';

/** The administration's pages the journeys above do not all reach; the demo's first items open. */
const STAFF_PAGES = [
  '/sprava',
  '/sprava/aktuality?druh=blog',
  '/sprava/aktuality/novy',
  '/sprava/aktuality/1',
  '/sprava/aktuality/1/nahled',
  '/sprava/akce/nova',
  '/sprava/akce/1',
  '/sprava/akce/1/verze',
  '/sprava/akce/1/nahled',
  '/sprava/akce/kategorie',
  '/sprava/akce?probehle=1',
  '/sprava/uredni-deska',
  '/sprava/uredni-deska/nova',
  '/sprava/uredni-deska/1',
  '/sprava/bannery',
  '/sprava/bannery/novy',
  '/sprava/bannery/1',
  '/sprava/media',
  '/sprava/dokumenty',
  '/sprava/dokumenty/1',
  '/sprava/smlouvy/nova',
  '/sprava/smlouvy/1',
  '/sprava/vyhlasky/1',
  '/sprava/zpravodaj/1',
  '/sprava/stranky',
  '/sprava/stranky/1',
  '/sprava/stranky/1/verze',
  '/sprava/stranky/1/nahled',
  '/sprava/rozcestniky/1',
  '/sprava/galerie',
  '/sprava/galerie/nova',
  '/sprava/galerie/1',
  '/sprava/lide',
  '/sprava/odbory/1',
  '/sprava/pracovnici/1',
  '/sprava/zastupitele/novy',
  '/sprava/zasedani/1',
  '/sprava/pripady',
  '/sprava/pripady?stav=vyrizeno&moje=1',
  '/sprava/platby?stav=overdue',
  '/sprava/platby/novy',
  '/sprava/platby/fronta?stav=matched',
  '/sprava/rezervace',
  '/sprava/rezervace/sluzby',
  '/sprava/platby/hromadne',
  '/sprava/platby/vypis',
  '/sprava/prehledy',
  '/sprava/obcane?jen=staff',
  '/sprava/obcane/1',
  '/sprava/obcane/skupiny',
  '/sprava/odpad?q=Lipová',
  '/sprava/odpad/adresa/1',
  '/sprava/odpad/adresa/nova',
  '/sprava/odpad/cenik',
  '/sprava/odpad/objednavky',
  '/sprava/rezervace/sluzby/obcansky-prukaz',
  '/sprava/obchod',
  '/sprava/obchod?stav=cancelled',
  '/sprava/obchod/zbozi',
  '/sprava/obchod/zbozi/1',
  '/sprava/obchod/zbozi/novy',
  '/sprava/obchod/kody',
];

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
    await tools.getByRole('button', { name: 'Nadpis 2. úrovně' }).click();
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
      ['/sitemap.xml', '/aktuality/zimni-udrzba-chodniku<'],
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
    await proposal.getByRole('button', { name: 'Zveřejnit' }).click();
    await expect(main.getByRole('status')).toHaveText('Akce je zveřejněná v kalendáři.');
    expect(await mailTo('sbor@vzorov.example', /jsme zveřejnili v kalendáři akcí/)).toContain('/akce/');

    // She corrects the published event's place in its editor.
    await gotoHydrated(page, '/sprava/akce');
    await main.getByLabel('Hledat podle názvu nebo místa').fill('Vzorováček');
    await main.getByRole('button', { name: 'Hledat' }).click();
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

  test('the administrator reads who changed what in the audit log, changes the top menu by keyboard, and meets no axe violation on any staff page', async ({
    returning: page,
  }) => {
    // It ends by sweeping every staff page with axe: one login, as each code may be used once. The
    // sweep of some thirty pages took 180 s once on a loaded two-core machine.
    test.setTimeout(360_000);
    const [email, password] = DEMO_LOGINS.martin;
    await gotoHydrated(page, '/login?redirect=%2Fsprava%2Fprotokol');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await main.getByLabel('Kód z ověřovací aplikace').fill(codeOf(DEMO_TOTP.martin));
    await main.getByRole('button', { name: 'Ověřit a pokračovat' }).click();
    await expect(page).toHaveURL(/\/sprava\/protokol$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protokol změn');
    await main.getByLabel('Hledat podle jména, akce nebo položky').fill('nikdo takový');
    await main.getByRole('button', { name: 'Hledat' }).click();
    await expect(main.getByRole('status')).toHaveText('Žádné záznamy.');
    await expectNoAxeViolations(page);

    // He reorders the top menu by keyboard and adds an item; the header shows both at once.
    await page.getByRole('navigation', { name: 'Správa webu' }).getByRole('link', { name: 'Nastavení a menu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nastavení webu');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Menu webu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu webu');
    const top = main.getByRole('region', { name: 'Horní menu' });
    await top.getByRole('button', { name: 'Posunout „Fotogalerie“ nahoru' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status')).toContainText('Horní menu je uloženo');
    await expect(top.getByRole('button', { name: 'Posunout „Fotogalerie“ nahoru' })).toBeFocused();
    const akce = page
      .getByRole('navigation', { name: 'Hlavní menu' })
      .getByRole('link', { name: /^(Přidat akci|Fotogalerie)$/, includeHidden: true });
    await expect(akce).toHaveText(['Fotogalerie', 'Přidat akci']);

    const added = top.getByRole('group', { name: 'Nová položka 1' });
    await added.getByLabel('Text').fill('Odpady');
    await added.getByLabel('Odkaz').fill('/odpady');
    await added.getByLabel('Úroveň').selectOption({ label: 'Hlavní položka' });
    await top.getByRole('button', { name: 'Uložit horní menu' }).click();
    await expect(main.getByRole('status')).toContainText('Horní menu je uloženo');
    await expectNoAxeViolations(page);
    const header = page.getByRole('navigation', { name: 'Hlavní menu' });
    await expect(header.getByRole('link', { name: 'Odpady', exact: true })).toHaveAttribute('href', '/odpady');

    // And takes it away again, as the other tests know the menu.
    await top
      .getByRole('group', { name: /Odpady$/ })
      .getByLabel('Odebrat')
      .check();
    await top.getByRole('button', { name: 'Uložit horní menu' }).click();
    await expect(main.getByRole('status')).toContainText('Horní menu je uloženo');
    await expect(header.getByRole('link', { name: 'Odpady', exact: true })).toHaveCount(0);

    // Every staff page, empty and filled in, meets WCAG 2.1 A/AA: staff include people with disabilities.
    for (const path of STAFF_PAGES) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectNoAxeViolations(page);
    }

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
