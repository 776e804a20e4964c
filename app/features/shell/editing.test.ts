import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff } from '../../../server/test/app.ts';
import { page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as menuPage from './pages/sprava-menu.tsx';
import * as settingsPage from './pages/sprava-nastaveni.tsx';
import { settings } from './schema.server.ts';
import { site } from './service.server.ts';

/** The settings the office edits: who may, what a save changes on the site, and conflicting saves. */
const t = suiteApp({ staff: 'martin' });

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const current = async () => (await call('GET', '/api/staff/settings', t.token)).json().data;

describe('who may edit the settings', () => {
  it('refuses nobody (401), a resident and an editor of other sections (403), and nothing changes', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const petra = await loginAsStaff(t.app, 'petra');
    const before = await t.app.db.select().from(settings);
    for (const [token, status] of [
      [undefined, 401],
      [jana, 403],
      [petra, 403],
    ] as const) {
      expect((await call('GET', '/api/staff/settings', token)).statusCode).toBe(status);
      const put = await call('PUT', '/api/staff/settings', token, { name: 'openinghoursinfo', value: 'Cizí' });
      expect(put.statusCode).toBe(status);
    }
    expect(await t.app.db.select().from(settings)).toEqual(before);
  });
});

describe('the town hall’s account', () => {
  it('refuses an account number that fails the check digits, in Czech, per field', async () => {
    const { townhall } = await current();
    const res = await call('PUT', '/api/staff/settings', t.token, {
      name: 'townhall',
      value: { ...townhall.value, bankAccount: '123456789/0800', ico: '12345678' },
      version: townhall.version,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['value.bankAccount', 'value.ico']);
    expect(res.json().errors['value.bankAccount'][0]).toMatch(/^Zadejte číslo účtu ve tvaru/);
  });

  it('is one account: the footer and every payment QR code show the one saved', async () => {
    const { townhall } = await current();
    const res = await call('PUT', '/api/staff/settings', t.token, {
      name: 'townhall',
      value: { ...townhall.value, bankAccount: '2000000018/2010' },
      version: townhall.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await site({ db: t.app.db }))?.townhall?.bankAccount).toBe('2000000018/2010');
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const mine = (
      await t.app.inject({ url: '/api/me/commitments', headers: { authorization: `Bearer ${jana}` } })
    ).json().data as { payment: { account: string; iban: string; spayd: string | null } }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const c of mine) {
      expect(c.payment.account).toBe('2000000018/2010');
      expect(c.payment.iban).toBe('CZ81 2010 0000 0020 0000 0018');
      if (c.payment.spayd) expect(c.payment.spayd).toContain('ACC:CZ8120100000002000000018*');
    }
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, 'townhall'));
    expect(entry?.summary).toMatchObject({ bankAccount: '19-2000145399/0800 → 2000000018/2010' });
  });

  it('refuses a save over a newer version with 409 naming who saved, and keeps the newer one', async () => {
    const { openinghoursinfo } = await current();
    const first = await call('PUT', '/api/staff/settings', t.token, {
      name: 'openinghoursinfo',
      value: 'Ve svátky zavřeno.',
      version: openinghoursinfo.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/api/staff/settings', t.token, {
      name: 'openinghoursinfo',
      value: 'Jiná poznámka.',
      version: openinghoursinfo.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Poznámka k úředním hodinám mezitím uložil někdo jiný \(Martin Král, /);
    expect((await site({ db: t.app.db })).openinghoursinfo).toBe('Ve svátky zavřeno.');
  });
});

describe('the menus', () => {
  it('changes the top menu at once, and refuses a link that is neither of this site nor https', async () => {
    const { topmenu } = await current();
    const bad = await call('PUT', '/api/staff/settings', t.token, {
      name: 'topmenu',
      value: [{ text: 'Zlé', link: 'javascript:alert(1)' }],
      version: topmenu.version,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['value.0.link'][0]).toMatch(/^Odkaz musí začínat lomítkem/);
    // An address of this site where no page is, in the menu or under an item, is refused on its row.
    const dead = await call('PUT', '/api/staff/settings', t.token, {
      name: 'topmenu',
      value: [{ text: 'Odpady', link: '/odpady', submenu: [{ text: 'Svoz', link: '/info/svoz-neni' }] }],
      version: topmenu.version,
    });
    expect(dead.json().errors).toEqual({
      'value.0.link': ['Na této adrese web žádnou stránku nemá. Vyberte stránku ze seznamu, nebo adresu opravte.'],
      'value.0.submenu.0.link': [
        'Na této adrese web žádnou stránku nemá. Vyberte stránku ze seznamu, nebo adresu opravte.',
      ],
    });
    const value = [{ text: 'Odpady', link: '/info/odpady-a-svoz#svoz' }, ...topmenu.value];
    const res = await call('PUT', '/api/staff/settings', t.token, { name: 'topmenu', value, version: topmenu.version });
    expect(res.statusCode).toBe(200);
    expect((await site({ db: t.app.db })).topmenu[0]).toEqual({ text: 'Odpady', link: '/info/odpady-a-svoz#svoz' });
  });
});

describe('the editor pages', () => {
  const args = async (path: string, body?: URLSearchParams) => ({
    request: page(path, body ? { method: 'POST', body } : undefined),
    params: {},
    context: await pageContext(t.app, t.token),
  });
  /** The menu form as the page shows it, filled in as the browser sends it. */
  async function menuForm(extra: Record<string, string> = {}) {
    const loaded = await menuPage.loader(routeArgs(await args('/sprava/menu')));
    const body = new URLSearchParams({ intent: 'topmenu', version: String(loaded.topmenu.version) });
    loaded.topmenu.rows.forEach((row, i) => {
      body.set(`top.${i}.text`, row.text);
      body.set(`top.${i}.link`, row.link);
      body.set(`top.${i}.level`, String(row.level));
    });
    for (const [key, value] of Object.entries(extra)) body.set(key, value);
    return { loaded, body };
  }

  it('moves a main item with what is under it by a button without saving, and saves the moved rows with Uložit', async () => {
    const { loaded, body } = await menuForm();
    const rows = loaded.topmenu.rows;
    // A main item with items under it, not the first: it goes up past the main item before it.
    const group = rows.findIndex((row, i) => i > 0 && row.level === 0 && rows[i + 1]?.level === 1);
    const previous = rows.findLastIndex((row, i) => i < group && row.level === 0);
    const under = rows
      .slice(
        group + 1,
        rows.findIndex((row, i) => i > group && row.level === 0),
      )
      .map((r) => r.text);
    const main = rows.filter((row, i) => row.level === 0 && i < group).length;
    body.set('move', `${group}:up`);
    const moved = (await menuPage.action(routeArgs(await args('/sprava/menu', body)))) as {
      moved: string;
      values: Record<string, string>;
    };
    expect(moved.moved).toBe(`top.${previous}.up`);
    expect(moved.values[`top.${previous}.text`]).toBe(rows[group]!.text);
    expect(moved.values.said).toBe(`„${rows[group]!.text}“: ${main}. hlavní položka. Menu uložíte tlačítkem Uložit.`);
    // Nothing is saved by a move: the site's menu is as it was.
    const before = (await site({ db: t.app.db })).topmenu.map((item) => item.text);
    expect(before[main]).toBe(rows[group]!.text);

    const save = new URLSearchParams({ intent: 'topmenu', version: String(loaded.topmenu.version) });
    for (const [key, value] of Object.entries(moved.values)) if (key.startsWith('top.')) save.set(key, value);
    const saved = (await menuPage.action(routeArgs(await args('/sprava/menu', save)))) as Response;
    expect(saved.headers.get('location')).toBe('/sprava/menu?ulozeno=topmenu#topmenu');
    const menu = (await site({ db: t.app.db })).topmenu;
    expect(menu[main - 1]?.text).toBe(rows[group]!.text);
    expect(menu[main]?.text).toBe(rows[previous]!.text);
    // The moved item keeps the items under it.
    expect(menu[main - 1]?.submenu?.map((item) => item.text)).toEqual(under);
  });

  it('puts an error of the menu on its row’s field, and keeps the rows as typed', async () => {
    const { loaded, body } = await menuForm();
    const last = loaded.topmenu.rows.length;
    body.set(`top.${last}.text`, 'Nová');
    body.set(`top.${last}.link`, 'ftp://x');
    body.set(`top.${last}.level`, '0');
    const refused = await menuPage.action(routeArgs(await args('/sprava/menu', body)));
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        errors: { [`top.${last}.link`]: [expect.stringMatching(/^Odkaz musí začínat lomítkem/)] },
        values: { intent: 'topmenu', [`top.${last}.text`]: 'Nová' },
      },
    });
  });

  it('saves the opening hours of a new group, a day without hours closed', async () => {
    const loaded = await settingsPage.loader(routeArgs(await args('/sprava/nastaveni')));
    const body = new URLSearchParams({ intent: 'openinghours', version: String(loaded.openinghours.version) });
    loaded.openinghours.value.forEach((group, g) => {
      body.set(`value.${g}.title`, group.title);
      for (const row of group.rows) body.set(`day.${g}.${row.day}`, row.hours);
    });
    const g = loaded.openinghours.value.length;
    body.set(`value.${g}.title`, 'Knihovna');
    body.set(`day.${g}.2`, '9:00–17:00');
    const saved = (await settingsPage.action(routeArgs(await args('/sprava/nastaveni', body)))) as Response;
    expect(saved.headers.get('location')).toBe('/sprava/nastaveni?ulozeno=openinghours#openinghours');
    expect((await site({ db: t.app.db })).openinghours.at(-1)).toEqual({
      title: 'Knihovna',
      rows: [{ day: 2, hours: '9:00–17:00' }],
    });
  });

  it('opens for the administrator only among the demo staff: Petra gets the 404 page', async () => {
    const petra = await loginAsStaff(t.app, 'petra');
    const refused = await refusalOf(
      settingsPage.loader(
        routeArgs({
          request: page('/sprava/nastaveni'),
          params: {},
          context: await pageContext(t.app, petra),
        }),
      ),
    );
    expect(refused.status).toBe(404);
  });
});
