import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday, pragueYear } from '../../../common/dates.ts';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { createTestAppWithSmtp, type startTestSmtp } from '../../../server/test/smtp.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { sampleValues } from '../e-services/sample-values.ts';
import * as addressPage from './pages/sprava-odpad-adresa.tsx';
import * as pricePage from './pages/sprava-odpad-cenik.tsx';

/** The waste register's side of the office (issue 14): addresses, bins, the price list, the orders. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let close: () => Promise<void>;
let clerk: string;
let lenka: string;
let jana: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  ({ t, smtp, close } = await createTestAppWithSmtp());
  // Josef keeps the register for the environment department in these tests.
  await t.app.db
    .update(users)
    .set({
      scope: ['resident', 'clerk:odbor-zivotniho-prostredi'],
      totpSecret: 'L534FTZISIQA6VHS724KBEWSISKFIEEJ',
      totpEnabledAt: new Date(),
    })
    .where(eq(users.email, DEMO_LOGINS.josef[0]));
  clerk = await loginAs(t.app, DEMO_LOGINS.josef);
  const verified = await call('POST', '/api/staff/totp/verify', clerk, {
    code: new TOTP({ secret: Secret.fromBase32('L534FTZISIQA6VHS724KBEWSISKFIEEJ') }).generate(),
  });
  expect(verified.statusCode).toBe(200);
  lenka = await loginAsStaff(t.app, 'lenka');
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
});
afterAll(() => close());

describe('the waste register', () => {
  it('lists addresses with their bins and links, and finds one by a sticker code', async () => {
    const found = (await call('GET', '/api/staff/waste/addresses?q=VZP4T8W2L', clerk)).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ street: 'Lipová 12', house_number: '412' });
    expect(found.data[0].bins.map((b: { code: string; linked: number }) => [b.code, b.linked])).toEqual([
      ['VZS7K3M9Q', 1],
      ['VZP4T8W2L', 1],
      ['VZB9H5R3D', 1],
    ]);
    // The finance clerk does not keep the register.
    expect((await call('GET', '/api/staff/waste/addresses', lenka)).statusCode).toBe(403);
  });

  it('adds an address and a bin with a random sticker code, gives it a new one, and removes it', async () => {
    const address = await call('POST', '/api/staff/waste/addresses', clerk, {
      street: 'Polní 7',
      house_number: '1450',
    });
    expect(address.statusCode, address.body).toBe(201);
    const twice = await call('POST', '/api/staff/waste/addresses', clerk, { street: 'Jinde 1', house_number: '1450' });
    expect(twice.json().errors).toEqual({ house_number: ['Adresa s tímto číslem popisným už v evidenci je.'] });

    const bin = {
      kind: 'smesny',
      volume: 120,
      weekday: 2,
      every_weeks: 1,
      anchor: '2026-12-01',
      months: [],
    };
    const wrongDay = await call('POST', `/api/staff/waste/addresses/${address.json().data.id}/bins`, clerk, {
      ...bin,
      anchor: '2026-12-02',
    });
    expect(wrongDay.json().errors).toEqual({ anchor: ['Den svozu musí připadnout na zvolený den v týdnu.'] });
    const added = await call('POST', `/api/staff/waste/addresses/${address.json().data.id}/bins`, clerk, bin);
    expect(added.statusCode, added.body).toBe(201);
    const { id, code } = added.json().data;
    expect(code).toMatch(/^VZS[2-9A-HJ-NP-Z]{6}$/);
    const renewed = await call('PUT', `/api/staff/waste/bins/${id}`, clerk, { ...bin, new_code: true });
    expect(renewed.json().data.code).not.toBe(code);
    expect((await call('DELETE', `/api/staff/waste/bins/${id}`, clerk)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/staff/waste/bins/${id}`, clerk)).statusCode).toBe(404);
  });

  it('orders at the new price, tells the register’s clerk, and lists the day for the collection company as CSV', async () => {
    const prices = (await call('GET', '/api/staff/waste/prices', clerk)).json().data.prices;
    expect(prices).toContainEqual({ kind: 'smesny', volume: 120, price: 150 });
    const saved = await call('PUT', '/api/staff/waste/prices', clerk, {
      prices: [
        ...prices.filter((p: { volume: number }) => p.volume !== 120),
        { kind: 'smesny', volume: 120, price: 200 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const twice = await call('PUT', '/api/staff/waste/prices', clerk, {
      prices: [
        { kind: 'plast', volume: 240, price: 0 },
        { kind: 'plast', volume: 240, price: 10 },
      ],
    });
    expect(twice.json().errors).toEqual({ 'prices.1.volume': ['Tento druh a objem už v ceníku je.'] });

    const mine = (await call('GET', '/api/me/waste', jana)).json().data;
    const bin = mine[0].bins.find((b: { code: string }) => b.code === 'VZS7K3M9Q');
    const detail = (await call('GET', `/api/me/waste/bins/${bin.id}`, jana)).json().data;
    expect(detail.extra_price).toBe(200);
    const date = detail.order_days[0];
    const ordered = await call('POST', `/api/me/waste/bins/${bin.id}/orders`, jana, {
      date,
      note: '=HYPERLINK("x") pytle u branky',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().data.price).toBe(200);

    const told = await smtp.waitFor(DEMO_LOGINS.josef[0], /Objednávka svozu navíc/);
    expect(told.decoded).toContain(`/sprava/odpad/objednavky?den=${date}`);
    expect(told.decoded).not.toContain('HYPERLINK');

    const days = (await call('GET', '/api/staff/waste/order-days', clerk)).json().data;
    expect(days).toContainEqual({ date, count: 1 });
    const orders = (await call('GET', `/api/staff/waste/orders?date=${date}`, clerk)).json().data;
    expect(orders).toEqual([
      expect.objectContaining({
        bin: { code: 'VZS7K3M9Q', kind: 'smesny', volume: 120 },
        resident: { name: 'Jana Nováková', email: DEMO_LOGINS.jana[0] },
        price: 200,
        paid: false,
      }),
    ]);
    const csv = await call('GET', `/api/staff/waste/orders.csv?date=${date}`, clerk);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Den svozu;Adresa;Kód nálepky;Druh odpadu;Objem (l);Poznámka');
    expect(lines[1]).toContain(';VZS7K3M9Q;Směsný odpad;120;');
    // A note that a spreadsheet would run as a formula is written as text.
    expect(lines[1]).toMatch(/;"'=HYPERLINK\(""x""\) pytle u branky"$/);
  });

  it('tells the events’ editors of a new proposal, with a link to the queue', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '198.51.100.70',
      payload: {
        organizer_name: 'Spolek přátel Vzorova',
        organizer_email: 'spolek@vzorov.example',
        title: 'Zimní výstup na rozhlednu',
        start_date: addDays(pragueToday(), 20),
        start_time: '09:00',
        end_date: addDays(pragueToday(), 20),
        end_time: '12:00',
        place: 'Rozhledna Vzorka',
        category: 'sport',
        description: 'Společný výstup na rozhlednu s čajem nahoře. Vhodné i pro rodiny s dětmi.',
        website: '',
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const mail = await smtp.waitFor(DEMO_LOGINS.petra[0], /Nový návrh akce do kalendáře/);
    expect(mail.decoded).toContain('/sprava/akce/navrhy');
  });
});

describe('the register’s pages without JavaScript', () => {
  it('add an address and a bin from plain forms, keep what was typed when refused, and save the price list', async () => {
    const context = await pageContext(t.app, clerk);
    const created = (await addressPage.action(
      routeArgs({
        request: page(
          '/sprava/odpad/adresa/nova',
          form({ intent: 'address', street: 'Luční 3', house_number: '1460', city: 'Vzorov', zip: '123 45' }),
        ),
        params: {},
        context,
      }),
    )) as Response;
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/sprava\/odpad\/adresa\/\d+\?hotovo=adresa$/);
    const id = location.split('/')[4]!.split('?')[0]!;
    const bin = { intent: 'bin-add', kind: 'bio', volume: '120', weekday: '1', every_weeks: '2', anchor: '2026-12-02' };
    const refused = await addressPage.action(
      routeArgs({
        request: page(`/sprava/odpad/adresa/${id}`, form(bin)),
        params: { id },
        context,
      }),
    );
    expect(asJson(refused)).toMatchObject({
      init: { status: 422 },
      data: {
        values: { intent: 'bin-add', anchor: '2026-12-02' },
        errors: { anchor: ['Den svozu musí připadnout na zvolený den v týdnu.'] },
      },
    });
    const body = new URLSearchParams({ ...bin, anchor: '2026-11-30' });
    for (const month of ['4', '11']) body.append('months', month);
    const added = (await addressPage.action(
      routeArgs({
        request: page(`/sprava/odpad/adresa/${id}`, { method: 'POST', body }),
        params: { id },
        context,
      }),
    )) as Response;
    expect(added.headers.get('location')).toBe(`/sprava/odpad/adresa/${id}?hotovo=nadoba`);
    const shown = await addressPage.loader(
      routeArgs({
        request: page(`/sprava/odpad/adresa/${id}`),
        params: { id },
        context,
      }),
    );
    expect(shown.address?.bins[0]).toMatchObject({ kind: 'bio', months: [4, 11], every_weeks: 2 });

    // A bin's own form says which bin by its hidden field; a new sticker code is a checkbox.
    const added0 = shown.address?.bins[0];
    const binPost = (fields: Record<string, string>) =>
      addressPage.action(
        routeArgs({ request: page(`/sprava/odpad/adresa/${id}`, form(fields)), params: { id }, context }),
      );
    const binSaved = (await binPost({
      ...bin,
      anchor: '2026-11-30',
      intent: 'bin-save',
      bin: String(added0?.id),
      volume: '240',
      new_code: 'on',
    })) as Response;
    expect(binSaved.headers.get('location')).toBe(`/sprava/odpad/adresa/${id}?hotovo=ulozeno`);
    const resaved = await addressPage.loader(
      routeArgs({ request: page(`/sprava/odpad/adresa/${id}`), params: { id }, context }),
    );
    expect(resaved.address?.bins[0]).toMatchObject({ id: added0?.id, volume: 240 });
    expect(resaved.address?.bins[0]?.code).not.toBe(added0?.code);
    expect(asJson(await binPost({ intent: 'bin-delete', bin: 'nic' }))).toMatchObject({ init: { status: 422 } });
    const binRemoved = (await binPost({ intent: 'bin-delete', bin: String(added0?.id) })) as Response;
    expect(binRemoved.headers.get('location')).toBe(`/sprava/odpad/adresa/${id}?hotovo=odebrano`);

    // The price list's rows are a Conform field list: without JavaScript, a button that adds or removes
    // a row comes to the action, which answers with the rows as they now are and saves nothing.
    const prices = async () => (await call('GET', '/api/staff/waste/prices', clerk)).json().data.prices;
    const before = await prices();
    const post = (fields: [string, string][]) =>
      pricePage.action(
        routeArgs({
          request: page('/sprava/odpad/cenik', { method: 'POST', body: new URLSearchParams(fields) }),
          params: {},
          context,
        }),
      );
    const row: [string, string][] = [
      ['prices[0].kind', 'smesny'],
      ['prices[0].volume', '240'],
      ['prices[0].price', '260'],
    ];
    const withRow = asJson(
      await post([
        ...row,
        ['__intent__', JSON.stringify({ type: 'insert', payload: { name: 'prices', defaultValue: { kind: 'bio' } } })],
      ]),
    );
    expect(withRow.init.status).toBe(200);
    expect(withRow.data.reply.initialValue.prices).toEqual([
      { kind: 'smesny', volume: '240', price: '260' },
      { kind: 'bio' },
    ]);
    const removed = asJson(
      await post([...row, ['__intent__', JSON.stringify({ type: 'remove', payload: { name: 'prices', index: 0 } })]]),
    );
    expect(removed.data.reply.initialValue).toEqual({});
    expect(await prices()).toEqual(before);

    // A row the schema refuses is named as the form names it, with the spec's message.
    const wrongRow = asJson(
      await post([...row, ['prices[1].kind', 'bio'], ['prices[1].volume', '12 l'], ['prices[1].price', '']]),
    );
    expect(wrongRow.init.status).toBe(422);
    expect(wrongRow.data.reply.error).toMatchObject({ 'prices[1].volume': ['Objem je celé číslo litrů.'] });
    expect(wrongRow.data.reply.initialValue.prices[1]).toMatchObject({ volume: '12 l' });

    const saved = (await post(row)) as Response;
    expect(saved.headers.get('location')).toBe('/sprava/odpad/cenik?hotovo=1');
    expect((await call('GET', '/api/staff/waste/prices', clerk)).json().data.prices).toEqual([
      { kind: 'smesny', volume: 240, price: 260 },
    ]);
  });
});

describe('the year’s waste fee for the register', () => {
  it('previews and issues one commitment per linked resident, with the decided relief, and nothing twice', async () => {
    // The demo has the fees of this year and the next issued: the batch is for the year after.
    const year = pragueYear(t.app.clock()) + 2;
    // Jana reports the relief for those over 70, and the finance clerk decides it.
    const def = formDefinitions.find((f) => f.key === 'waste-fee')!;
    const values = {
      ...sampleValues(def, demoAccounts()[0]!).values,
      notice_type: 'change',
      change_description: 'Od ledna mi bude 70 let.',
      exemption_claim: 'on',
      exemption_reason: 'over_70',
      exemption_from: `${year - 1}-01-01`,
    };
    const filed = await call('POST', '/api/forms/waste-fee/submissions', jana, values);
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, number } = filed.json().data;
    const step = (action: string, version: number) =>
      call('POST', `/api/staff/cases/${id}/actions`, lenka, { action, version, message: 'Úleva přiznána.' });
    expect((await step('take', 1)).statusCode).toBe(200);
    expect((await step('decide', 2)).statusCode).toBe(200);

    const batch = { year, rate: 900, due_on: `${year}-05-31` };
    const preview = (await call('POST', '/api/staff/commitments/batch/preview', lenka, batch)).json().data;
    const jn = preview.rows.find((r: { resident: { email: string } }) => r.resident.email === DEMO_LOGINS.jana[0]);
    expect(jn).toMatchObject({
      state: 'new',
      amount: 600,
      exemption: { reason: 'Úleva 300 Kč pro osobu starší 70 let', case_number: number },
      addresses: ['Lipová 12, Vzorov'],
    });
    // Josef's relief was decided on the demo's report.
    const josef = preview.rows.find((r: { resident: { email: string } }) => r.resident.email === DEMO_LOGINS.josef[0]);
    expect(josef).toMatchObject({
      state: 'new',
      amount: 600,
      exemption: { reason: 'Úleva 300 Kč pro osobu starší 70 let' },
    });
    // Households with nobody's account linked get their fee by post, and are listed for it.
    const linked = new Set(preview.rows.flatMap((r: { addresses: string[] }) => r.addresses));
    expect(preview.unlinked.length).toBeGreaterThan(0);
    expect(preview.unlinked.filter((a: string) => linked.has(a))).toEqual([]);
    expect(preview).toMatchObject({ count: 2, total: 1200, created: false });
    // The preview saved nothing.
    expect((await call('GET', `/api/staff/commitments?q=Poplatek za odpad ${year}`, lenka)).json().meta.total).toBe(0);

    const issued = (await call('POST', '/api/staff/commitments/batch', lenka, batch)).json().data;
    expect(issued).toMatchObject({ count: 2, total: 1200, created: true });
    const mine = (await call('GET', '/api/me/commitments', jana)).json().data;
    expect(mine.find((c: { title: string }) => c.title.startsWith(`Poplatek za odpad ${year}`))).toMatchObject({
      amount: 600,
      due_on: `${year}-05-31`,
    });
    // A second batch finds the year's fees issued and issues nothing.
    const again = (await call('POST', '/api/staff/commitments/batch', lenka, batch)).json().data;
    expect(again).toMatchObject({ count: 0, created: false });
    expect(again.rows.map((r: { state: string }) => r.state)).toEqual(['exists', 'exists']);

    const wrong = await call('POST', '/api/staff/commitments/batch/preview', lenka, {
      ...batch,
      due_on: `${year - 1}-05-31`,
    });
    expect(wrong.json().errors).toEqual({ due_on: [`Splatnost musí být v roce ${year}.`] });
  });
});

describe('the year’s waste fee of a thousand households', () => {
  it('issues in parts: a crash keeps the parts before it, and the batch again issues only the rest', async () => {
    const year = pragueYear(t.app.clock()) + 3;
    const fees = sql`select count(*)::int as n from commitments where title like ${`Poplatek za odpad ${year}%`}`;
    const feeCount = async () => (await t.database.db.execute<{ n: number }>(fees)).rows[0]!.n;
    await t.database.db.execute(sql`
      with residents as (
        insert into users (email, firstname, lastname, street, city, zip, scope, email_confirmed_at, created_at, updated_at)
        select 'domacnost' || i || '@davka.vzorov.example', 'Jan', 'Dávka ' || i, 'Nová ' || i, 'Vzorov', '123 45',
          '["resident"]'::jsonb, now(), now(), now()
        from generate_series(1, 1200) i
        returning id, email
      ),
      addresses as (
        insert into waste_addresses (street, house_number, city, zip)
        select 'Nová', (300000 + i)::text, 'Vzorov', '123 45' from generate_series(1, 1200) i
        returning id, house_number::int - 300000 as k
      ),
      bins as (
        insert into waste_bins (code, address_id, kind, volume, weekday, every_weeks, anchor, months, fee_hellers)
        select 'DAVKA' || k, id, 'smesny', 120, 1, 1, '2026-01-05', '{}', 0 from addresses
        returning id, address_id
      )
      insert into waste_bin_links (user_id, bin_id)
      select r.id, b.id from bins b join addresses a on a.id = b.address_id
        join residents r on r.email = 'domacnost' || a.k || '@davka.vzorov.example'`);
    // The database stops the second part at its first fee, as a kill -9 before its commit would.
    await t.database.db.execute(
      sql.raw(`create function batch_crash() returns trigger language plpgsql as $$
        begin
          if (select count(*) from commitments where title like 'Poplatek za odpad ${year}%') >= 500 then
            raise exception 'the process was killed';
          end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger batch_crash before insert on commitments for each row execute function batch_crash()'),
    );
    const batch = { year, rate: 900, due_on: `${year}-05-31` };
    try {
      expect((await call('POST', '/api/staff/commitments/batch', lenka, batch)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger batch_crash on commitments'));
      await t.database.db.execute(sql.raw('drop function batch_crash()'));
    }
    expect(await feeCount()).toBe(500);

    // Two clerks send the batch again at once: the missing fees are issued, each once.
    const [a, b] = await Promise.all([
      call('POST', '/api/staff/commitments/batch', lenka, batch),
      call('POST', '/api/staff/commitments/batch', lenka, batch),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const counts = [a.json().data.count, b.json().data.count];
    expect(counts[0] + counts[1]).toBe(702);
    expect(await feeCount()).toBe(1202);
    const symbols = await t.database.db.execute<{ n: number }>(
      sql`select count(distinct variable_symbol)::int as n from commitments where title like ${`Poplatek za odpad ${year}%`}`,
    );
    expect(symbols.rows[0]!.n).toBe(1202);
  });
});
