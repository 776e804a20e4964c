import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff } from '../../../server/test/app.ts';
import { asJson, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as dismissPage from './pages/oznameni.ts';
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
  const post = async (module: typeof menuPage | typeof settingsPage, path: string, fields: [string, string][]) =>
    asJson(await module.action(routeArgs(await args(path, new URLSearchParams(fields)))));
  const intent = (value: object): [string, string] => ['__intent__', JSON.stringify(value)];

  /** The top menu's form as the page shows it, filled in as the browser sends it. */
  async function menuForm() {
    const loaded = await menuPage.loader(routeArgs(await args('/sprava/menu')));
    const fields: [string, string][] = [
      ['intent', 'topmenu'],
      ['version', String(loaded.topmenu.version)],
    ];
    loaded.topmenu.tree.forEach((item, i) => {
      fields.push([`value[${i}].text`, item.text], [`value[${i}].link`, item.link]);
      item.under.forEach((sub, j) => {
        fields.push([`value[${i}].submenu[${j}].text`, sub.text], [`value[${i}].submenu[${j}].link`, sub.link]);
      });
    });
    return { loaded, fields };
  }
  /** A form's fields from what Conform answered with (its rows as they now are). */
  const fieldsOf = (value: { text: string; link: string; submenu?: { text: string; link: string }[] }[]) =>
    value.flatMap((item, i): [string, string][] => [
      [`value[${i}].text`, item.text],
      [`value[${i}].link`, item.link],
      ...(item.submenu ?? []).flatMap((sub, j): [string, string][] => [
        [`value[${i}].submenu[${j}].text`, sub.text],
        [`value[${i}].submenu[${j}].link`, sub.link],
      ]),
    ]);

  it('moves a main item with what is under it by a button without saving, and saves the moved rows with Uložit', async () => {
    const { loaded, fields } = await menuForm();
    const tree = loaded.topmenu.tree;
    // A main item with items under it, not the first: it goes up past the main item before it.
    const group = tree.findIndex((item, i) => i > 0 && item.under.length > 0);
    const row = tree.slice(0, group).reduce((n, item) => n + 1 + item.under.length, 0);
    const before = (await site({ db: t.app.db })).topmenu;
    const moved = await post(menuPage, '/sprava/menu', [...fields, ['move', `${row}:up`]]);
    expect(moved.init?.status ?? 200).toBe(200);
    const previous = tree.slice(0, group - 1).reduce((n, item) => n + 1 + item.under.length, 0);
    expect(moved.data.moved).toEqual({
      row: previous,
      move: 'up',
      said: `„${tree[group]?.text}“: ${group}. hlavní položka. Menu uložíte tlačítkem Uložit.`,
    });
    const value = moved.data.reply.initialValue.value;
    expect(value[group - 1].text).toBe(tree[group]?.text);
    expect(value[group - 1].submenu.map((sub: { text: string }) => sub.text)).toEqual(
      tree[group]?.under.map((sub) => sub.text),
    );
    expect(value[group].text).toBe(tree[group - 1]?.text);
    // Nothing is saved by a move: the site's menu is as it was.
    expect((await site({ db: t.app.db })).topmenu).toEqual(before);

    // Out of its parent: the first item under a main item becomes the main item after it.
    const parent = tree.findIndex((item) => item.under.length > 0);
    const start = tree.slice(0, parent).reduce((n, item) => n + 1 + item.under.length, 0);
    const firstUnder = tree[parent]?.under[0]?.text;
    const out = await post(menuPage, '/sprava/menu', [...fields, ['move', `${start + 1}:out`]]);
    expect(out.data.moved).toEqual({
      row: start + (tree[parent]?.under.length ?? 0),
      move: 'out',
      said: `„${firstUnder}“: ${parent + 2}. hlavní položka. Menu uložíte tlačítkem Uložit.`,
    });
    expect(out.data.reply.initialValue.value[parent + 1]).toMatchObject({ text: firstUnder });
    // A move that cannot be made says so, and changes nothing.
    const stuck = await post(menuPage, '/sprava/menu', [...fields, ['move', '0:up']]);
    expect(stuck.data.moved.said).toBe(`„${tree[0]?.text}“ výš být nemůže.`);
    expect(stuck.data.reply.initialValue.value[0].text).toBe(tree[0]?.text);

    const saved = (await menuPage.action(
      routeArgs(
        await args(
          '/sprava/menu',
          new URLSearchParams([
            ['intent', 'topmenu'],
            ['version', String(loaded.topmenu.version)],
            ['focus', `value[${group - 1}].text`],
            ...fieldsOf(value),
          ]),
        ),
      ),
    )) as Response;
    expect(saved.headers.get('location')).toBe(
      `/sprava/menu?ulozeno=topmenu&pole=value%5B${group - 1}%5D.text#topmenu`,
    );
    const menu = (await site({ db: t.app.db })).topmenu;
    expect(menu[group - 1]?.text).toBe(tree[group]?.text);
    expect(menu[group]?.text).toBe(tree[group - 1]?.text);
    // The moved item keeps the items under it; an item with none has no submenu.
    expect(menu[group - 1]?.submenu?.map((item) => item.text)).toEqual(tree[group]?.under.map((sub) => sub.text));
    expect(menu.every((item) => item.submenu === undefined || item.submenu.length > 0)).toBe(true);
  });

  it('adds and removes a row by a button without JavaScript, saving nothing', async () => {
    const { loaded, fields } = await menuForm();
    const before = (await site({ db: t.app.db })).topmenu;
    const added = await post(menuPage, '/sprava/menu', [
      ...fields,
      intent({ type: 'insert', payload: { name: 'value[0].submenu', defaultValue: { text: '', link: '' } } }),
    ]);
    expect(added.init?.status ?? 200).toBe(200);
    const under = loaded.topmenu.tree[0]?.under ?? [];
    expect(added.data.reply.initialValue.value[0].submenu).toHaveLength(under.length + 1);
    const removed = await post(menuPage, '/sprava/menu', [
      ...fields,
      intent({ type: 'remove', payload: { name: 'value', index: 0 } }),
    ]);
    expect(removed.data.reply.initialValue.value).toHaveLength(loaded.topmenu.tree.length - 1);
    expect((await site({ db: t.app.db })).topmenu).toEqual(before);
  });

  it('puts an error of the menu on its row’s field, the schema’s and the service’s, and keeps the rows as typed', async () => {
    const { loaded, fields } = await menuForm();
    const last = loaded.topmenu.tree.length;
    const refused = await post(menuPage, '/sprava/menu', [
      ...fields,
      [`value[${last}].text`, 'Nová'],
      [`value[${last}].link`, 'ftp://x'],
    ]);
    expect(refused.init.status).toBe(422);
    expect(refused.data.reply.error).toEqual({
      [`value[${last}].link`]: [expect.stringMatching(/^Odkaz musí začínat lomítkem/)],
    });
    expect(refused.data.reply.initialValue.value[last]).toEqual({ text: 'Nová', link: 'ftp://x' });
    // An address of this site where no page is: the service refuses it on its row.
    const dead = await post(menuPage, '/sprava/menu', [
      ...fields,
      [`value[${last}].text`, 'Nová'],
      [`value[${last}].link`, '/info/zadna-takova'],
    ]);
    expect(dead.init.status).toBe(422);
    expect(Object.keys(dead.data.reply.error)).toEqual([`value[${last}].link`]);
  });

  it('saves the footer menu, its columns keeping their logos', async () => {
    const loaded = await menuPage.loader(routeArgs(await args('/sprava/menu')));
    const before = (await site({ db: t.app.db })).bottommenu;
    const fields: [string, string][] = [
      ['intent', 'bottommenu'],
      ['version', String(loaded.bottommenu.version)],
    ];
    loaded.bottommenu.tree.forEach((column, i) => {
      fields.push([`value[${i}].title`, i === 0 ? 'Obecní úřad' : column.text]);
      column.under.forEach((link, j) => {
        fields.push([`value[${i}].links[${j}].text`, link.text], [`value[${i}].links[${j}].link`, link.link]);
      });
    });
    const saved = (await menuPage.action(
      routeArgs(await args('/sprava/menu', new URLSearchParams(fields))),
    )) as Response;
    expect(saved.headers.get('location')).toBe('/sprava/menu?ulozeno=bottommenu#bottommenu');
    expect((await site({ db: t.app.db })).bottommenu).toEqual(
      before.map((column, i) => (i === 0 ? { ...column, title: 'Obecní úřad' } : column)),
    );
  });

  /** The opening hours' form as the page shows it: every day of every group. */
  async function hoursForm() {
    const loaded = await settingsPage.loader(routeArgs(await args('/sprava/nastaveni')));
    const fields: [string, string][] = [
      ['intent', 'openinghours'],
      ['version', String(loaded.openinghours.version)],
    ];
    loaded.openinghours.value.forEach((group, g) => {
      fields.push([`value[${g}].title`, group.title]);
      for (let d = 0; d < 7; d++) {
        fields.push(
          [`value[${g}].rows[${d}].day`, String(d + 1)],
          [`value[${g}].rows[${d}].hours`, group.rows.find((row) => row.day === d + 1)?.hours ?? ''],
        );
      }
    });
    return { loaded, fields };
  }

  it('adds a group of opening hours by a button without saving, refuses one without a title on its row, and saves a new group, a day without hours closed', async () => {
    const { loaded, fields } = await hoursForm();
    const g = loaded.openinghours.value.length;
    const before = (await site({ db: t.app.db })).openinghours;
    const added = await post(settingsPage, '/sprava/nastaveni', [
      ...fields,
      intent({ type: 'insert', payload: { name: 'value', defaultValue: { title: '' } } }),
    ]);
    expect(added.init?.status ?? 200).toBe(200);
    expect(added.data.reply.initialValue.value).toHaveLength(g + 1);
    expect((await site({ db: t.app.db })).openinghours).toEqual(before);

    const day = (hours: string, d: number): [string, string][] => [
      [`value[${g}].rows[${d}].day`, String(d + 1)],
      [`value[${g}].rows[${d}].hours`, hours],
    ];
    const untitled = await post(settingsPage, '/sprava/nastaveni', [
      ...fields,
      [`value[${g}].title`, ''],
      ...day('9:00–17:00', 1),
    ]);
    expect(untitled.init.status).toBe(422);
    expect(untitled.data.reply.error).toEqual({
      [`value[${g}].title`]: ['Zadejte, čí jsou to hodiny, např. Městský úřad.'],
    });

    const body = new URLSearchParams([
      ...fields,
      [`value[${g}].title`, 'Knihovna'],
      ...day('', 0),
      ...day('9:00–17:00', 1),
    ]);
    const saved = (await settingsPage.action(routeArgs(await args('/sprava/nastaveni', body)))) as Response;
    expect(saved.headers.get('location')).toBe('/sprava/nastaveni?ulozeno=openinghours#openinghours');
    expect((await site({ db: t.app.db })).openinghours.at(-1)).toEqual({
      title: 'Knihovna',
      rows: [{ day: 2, hours: '9:00–17:00' }],
    });
  });

  it('saves the announcement, checked only when it is shown, and hides it', async () => {
    const loaded = await settingsPage.loader(routeArgs(await args('/sprava/nastaveni')));
    const version = (n: number): [string, string][] => (n ? [['version', String(n)]] : []);
    const intro: [string, string][] = [['intent', 'intropopup'], ...version(loaded.intropopup.version)];
    const untitled = await post(settingsPage, '/sprava/nastaveni', [
      ...intro,
      ['shown', 'on'],
      ['value.text', 'Voda teče.'],
      ['value.link.url', '/info/voda'],
    ]);
    expect(untitled.init.status).toBe(422);
    expect(Object.keys(untitled.data.reply.error).sort()).toEqual(['value.link.text', 'value.title']);
    const shown = (await settingsPage.action(
      routeArgs(
        await args(
          '/sprava/nastaveni',
          new URLSearchParams([...intro, ['shown', 'on'], ['value.title', 'Odstávka'], ['value.text', 'Voda neteče.']]),
        ),
      ),
    )) as Response;
    expect(shown.headers.get('location')).toBe('/sprava/nastaveni?ulozeno=intropopup#intropopup');
    expect((await site({ db: t.app.db })).intropopup).toEqual({ title: 'Odstávka', text: 'Voda neteče.' });
    const next = await settingsPage.loader(routeArgs(await args('/sprava/nastaveni')));
    await settingsPage.action(
      routeArgs(
        await args(
          '/sprava/nastaveni',
          new URLSearchParams([['intent', 'intropopup'], ...version(next.intropopup.version), ['value.title', '']]),
        ),
      ),
    );
    expect((await site({ db: t.app.db })).intropopup).toBeNull();
  });

  it('saves the contacts by the API’s rules, a wrong one refused on its field', async () => {
    const loaded = await settingsPage.loader(routeArgs(await args('/sprava/nastaveni')));
    const town = loaded.townhall.value;
    if (!town) throw new Error('The demo has the contacts.');
    const fieldsWith = (changes: Record<string, string>): [string, string][] =>
      Object.entries({
        intent: 'townhall',
        version: String(loaded.townhall.version),
        ...Object.fromEntries(
          Object.entries(town).flatMap(([key, value]) => (typeof value === 'string' ? [[`value.${key}`, value]] : [])),
        ),
        'value.dic': '',
        'value.social.text': town.social.text,
        'value.social.url': town.social.url,
        'value.agency.name': town.agency.name,
        'value.agency.url': town.agency.url,
        ...changes,
      });
    const wrong = await post(settingsPage, '/sprava/nastaveni', fieldsWith({ 'value.ico': '12345678' }));
    expect(wrong.init.status).toBe(422);
    expect(Object.keys(wrong.data.reply.error)).toEqual(['value.ico']);
    const saved = (await settingsPage.action(
      routeArgs(
        await args('/sprava/nastaveni', new URLSearchParams(fieldsWith({ 'value.phone': '+420 111 222 333' }))),
      ),
    )) as Response;
    expect(saved.headers.get('location')).toBe('/sprava/nastaveni?ulozeno=townhall#townhall');
    // An empty DIČ is none (toEqual takes a missing field for an undefined one).
    expect((await site({ db: t.app.db })).townhall).toEqual({ ...town, dic: undefined, phone: '+420 111 222 333' });
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

describe('hiding the announcement without JavaScript', () => {
  const hide = async (fields: Record<string, string>) =>
    (await dismissPage.action(
      routeArgs({
        request: page('/oznameni', { method: 'POST', body: new URLSearchParams(fields) }),
        params: {},
        context: await pageContext(t.app),
      }),
    )) as Response;

  it('remembers the announcement it was sent and goes back to the page, its query written out again', async () => {
    const res = await hide({ key: 'abc123', redirectTo: '/aktuality?strana=2&q=voda ok' });
    expect(res.headers.get('location')).toBe('/aktuality?strana=2&q=voda+ok');
    expect(res.headers.get('set-cookie')).toMatch(/abc123/);
  });

  it('remembers no key the site does not make, and goes home from an unsafe or missing page', async () => {
    const foreign = await hide({ key: 'Zlý klíč', redirectTo: '//evil.example/' });
    expect(foreign.headers.get('location')).toBe('/');
    expect(foreign.headers.get('set-cookie')).toBeNull();
    expect((await hide({})).headers.get('location')).toBe('/');
  });
});
