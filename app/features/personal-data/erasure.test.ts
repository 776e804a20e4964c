import { and, eq, getTableColumns, getTableName, is, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { formByKey } from '../../../common/forms/registry.ts';
import * as baseTables from '../../../server/db/schema/index.ts';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { injectMultipart, multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { bankPayments } from '../commitments/schema.server.ts';
import { dataBoxMessages, dataBoxReceived, residentDataBoxes } from '../data-box/schema.server.ts';
import * as formPage from '../e-services/pages/form-page.tsx';
import { sampleValues } from '../e-services/sample-values.ts';
import { events } from '../events/schema.server.ts';
import { identitySessions, residentIdentities } from '../identity/schema.server.ts';
import { orders, orderVouchers, vouchers } from '../shop/schema.server.ts';
import { testProduct } from '../shop/test-products.ts';
import { ERASURE, NOT_A_RESIDENTS } from './erasure.server.ts';

/**
 * Issue 56 (D19): the erasure did less than its plan said; the bank's payments kept the payer's name,
 * account and message. The plan and the erasure are now one list (erasure.server.ts); here a resident
 * with data in every table of that list is erased, and then every table of the schema is searched for
 * her: nothing of hers may remain but what the plan says is kept, in the rows it says it keeps.
 */

/** Every table of the schema: the base's and each feature's, as drizzle-kit reads them. */
const TABLES = [
  ...Object.values(baseTables),
  ...Object.values(import.meta.glob('../*/schema.server.ts', { eager: true })).flatMap((m) =>
    Object.values(m as object),
  ),
].filter((value): value is PgTable => is(value, PgTable));

/** A column for a name, an e-mail, a phone, an address, an account number, a box, a message or a note. */
const PERSONAL =
  /(^|_)(firstname|lastname|name_id|email|phone|mobile|street|city|zip|address|account|message|note|raw|answers|values|payer|organizer|contact|birth_date|pseudonym|box|box_id|ip)$|_name$/;
const personalColumns = (table: PgTable) => Object.values(getTableColumns(table)).filter((c) => PERSONAL.test(c.name));

const rules = ERASURE.flatMap((item) => item.tables.map((rule) => ({ item, rule })));
const keptColumns = (item: ErasureItem, rule: ErasureItem['tables'][number]) =>
  'kept' in item && 'keeps' in rule ? (rule.keeps ?? []).map((k) => k.column) : [];

describe('the list of what an erasure does', () => {
  it('names every table with a column that can hold a resident’s data, or says why it holds none of theirs', () => {
    const listed = new Set(rules.map(({ rule }) => getTableName(rule.table)));
    const unlisted = TABLES.filter((t) => personalColumns(t).length > 0)
      .map(getTableName)
      .filter((name) => !listed.has(name) && !NOT_A_RESIDENTS[name]);
    expect(unlisted, 'tables to add to ERASURE (or, if they hold no resident’s data, to NOT_A_RESIDENTS)').toEqual([]);
    const names = new Set(TABLES.map(getTableName));
    expect(Object.keys(NOT_A_RESIDENTS).filter((name) => !names.has(name) || listed.has(name))).toEqual([]);
  });

  it('says of each such column of a listed table what becomes of it: deleted, emptied, kept, or someone else’s', () => {
    const said = new Map<PgTable, Set<PgColumn>>();
    for (const { rule } of rules) {
      const columns = said.get(rule.table) ?? new Set();
      if ('delete' in rule) for (const c of Object.values(getTableColumns(rule.table))) columns.add(c);
      for (const c of 'clears' in rule ? (rule.clears ?? []) : []) columns.add(c.column);
      for (const c of 'keeps' in rule ? (rule.keeps ?? []) : []) columns.add(c.column);
      for (const c of rule.others ?? []) columns.add(c.column);
      said.set(rule.table, columns);
    }
    const unsaid = [...said].flatMap(([table, columns]) =>
      personalColumns(table)
        .filter((c) => !columns.has(c))
        .map((c) => `${getTableName(table)}.${c.name}`),
    );
    expect(unsaid).toEqual([]);
  });
});

let t: TestApp;
let jana: string;
let martin: string;
let lenka: string;
const JANA = DEMO_LOGINS.jana[0];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const inAMonth = () => addDays(pragueToday(t.app.clock()), 30);

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  martin = await loginAsStaff(t.app, 'martin');
  lenka = await loginAsStaff(t.app, 'lenka');
});
afterAll(() => t.close());

/** What Jana is known by, as the database may hold it: without diacritics, case and spaces. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');
const HERS = {
  name: 'novakova',
  phone: '777123456',
  address: 'podskalkou77',
  account: '2900123456/2010',
  'bank message': 'platimzuctumanzela',
  'booking note': 'jsemnavoziku',
  'pickup note': 'zabrankouugaraze',
  'cart note': 'prosimvyrytjmeno',
  'birth date': '1984-03-29',
  'box and pseudonym': 'nk7q2xz',
  'her address on the internet': '192.0.2.31',
};

/** Jana gets something in every table of the list, each the way a resident or the office makes it where a test can. */
async function janaEverywhere(id: number) {
  expect(
    (
      await call('PUT', '/api/me', jana, {
        email: JANA,
        firstname: 'Jana',
        lastname: 'Nováková',
        phone_prefix: '+420',
        phone: '777 123 456',
        street: 'Pod Skalkou 77',
        city: 'Vzorov',
        zip: '123 45',
      })
    ).statusCode,
  ).toBe(200);
  // A sign-in that failed, and a link to set a new password.
  await call('POST', '/api/auth/login', undefined, { email: JANA, password: 'Spatne-heslo-1' });
  expect((await call('POST', '/api/auth/password/forgot', undefined, { email: JANA })).statusCode).toBe(200);

  // The office answering her request for her data (it is logged).
  expect((await call('GET', `/api/staff/residents/${id}/export`, martin)).statusCode).toBe(200);

  // A request filed with a file, from her address on the internet, and a draft with a file.
  const def = formByKey('tree-felling-permit')!;
  const { values, fileFields } = sampleValues(def, demoAccounts()[0]!);
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...values, intent: 'submit', idempotency_key: 'd19-1' }))
    body.append(name, value);
  body.append(fileFields[0]!, new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'souhlas.pdf');
  const filed = await formPage.action(
    routeArgs({
      request: page(`/potrebuji-vyridit/${def.online}/online-zadost`, { method: 'POST', body }),
      params: { slug: String(def.online) },
      context: await pageContext(t.app, jana, '192.0.2.31'),
    }),
  );
  expect(filed).toBeInstanceOf(Response);
  const draft = await injectMultipart(
    t.app,
    { method: 'PUT', url: `/api/forms/${def.key}/draft`, token: jana },
    values,
    [{ field: fileFields[0]!, name: 'foto.pdf', data: PDF }],
  );
  expect(draft.statusCode, draft.body).toBe(200);

  // A payment from her husband's account, 50 Kč more than she owed: a credit.
  const owed = await call('POST', '/api/staff/commitments', lenka, {
    email: JANA,
    kind: 'jine',
    title: 'Pronájem stánku na trhu',
    amount: 300,
    due_on: inAMonth(),
  });
  const vs = owed.json().data.variable_symbol;
  const csv = [
    'ID pohybu;Datum;Objem;Měna;VS;Protiúčet;Název protiúčtu;Zpráva pro příjemce',
    `88001;2.12.2026;350,00;CZK;${vs};2900123456/2010;NOVAKOVA JANA;Stánek, platím z účtu manžela`,
  ].join('\n');
  const statement = await multipartBody({}, [{ field: 'file', name: 'pohyby.csv', data: Buffer.from(csv) }]);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/staff/bank-statements',
    payload: statement.payload,
    headers: { 'content-type': statement.contentType, authorization: `Bearer ${lenka}` },
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const [payment] = (await call('GET', '/api/staff/payments', lenka)).json().data;
  expect(payment).toMatchObject({ counter_name: 'NOVAKOVA JANA', status: 'overpaid' });
  await call('POST', `/api/staff/payments/${payment.id}/decision`, lenka, { action: 'pay', confirm: true });
  const paymentId: string = payment.id;
  const variableSymbol: string = vs;

  // Her bin's extra pickup, and a booking at the desk.
  const [address] = (await call('GET', '/api/me/waste', jana)).json().data;
  const bin = address.bins[0];
  const pickupDays = (await call('GET', `/api/me/waste/bins/${bin.id}`, jana)).json().data.order_days;
  const pickup = await call('POST', `/api/me/waste/bins/${bin.id}/orders`, jana, {
    // The last day offered: the demo's own order takes an earlier one.
    date: pickupDays.at(-1),
    note: 'Popelnice stojí za brankou u garáže.',
  });
  expect(pickup.statusCode, pickup.body).toBe(201);
  const days = (await call('GET', '/api/reservations/services/czech-point/slots')).json().data;
  const slot = days
    .flatMap((d: { slots: { starts_at: string; remaining: number }[] }) => d.slots)
    .find((s: { remaining: number }) => s.remaining > 0);
  const booked = await call('POST', '/api/reservations', jana, {
    service: 'czech-point',
    starts_at: slot.starts_at,
    name: 'Jana Nováková',
    email: JANA,
    phone: '777 123 456',
    note: 'Jsem na vozíku.',
  });
  expect(booked.statusCode, booked.body).toBe(201);

  // An order, and a cart she left.
  await testProduct(t.app, martin, {
    slug: 'd19-hrnek',
    name: 'Hrnek s erbem',
    price: 120,
    category: 'mapy',
    variants: [{ name: 'Bílý', stock: 5 }],
  });
  const product = (await call('GET', '/api/products/d19-hrnek')).json().data;
  const line = { id: product.id, variantId: product.variants[0].id, quantity: 1 };
  const cart = (await call('POST', '/api/cart/create', jana)).json().data;
  await call('PUT', `/api/cart/${cart.id}`, jana, { ...line, note: 'Věnování: Jana Nováková' });
  const ordered = await call('POST', `/api/cart/${cart.id}/order`, jana, {
    name: 'Jana Nováková',
    email: JANA,
    phone: '+420 777 123 456',
    store: 'informacni-centrum',
    payment: 'qr',
    note: 'Vyzvedne manžel.',
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const left = (await call('POST', '/api/cart/create', jana)).json().data;
  await call('PUT', `/api/cart/${left.id}`, jana, { ...line, note: 'Prosím vyrýt jméno' });

  // A subscription and a proposed event.
  await call('PUT', '/api/me/subscription', jana, { topics: ['akce'] });
  const categories = (await call('GET', '/api/events/categories')).json().data;
  const proposed = await call('POST', '/api/events', undefined, {
    organizer_name: 'Jana Nováková',
    organizer_email: JANA,
    title: 'Vánoční zpívání u kašny',
    start_date: inAMonth(),
    start_time: '17:00',
    end_date: inAMonth(),
    end_time: '19:00',
    place: 'Náměstí Míru',
    category: categories[0].slug,
    description: 'Zpíváme koledy u kašny, s sebou hrnek na čaj a dobrou náladu.',
    website: '',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);

  // What a test cannot make through the site (NIA's sign-in, the data box system, an authenticator,
  // the office publishing, a voucher), as those features store it.
  const db = t.app.db;
  const now = t.app.clock();
  await db.insert(residentIdentities).values({
    userId: id,
    pseudonym: 'CZ/CZ/nk7q2xz',
    level: 'substantial',
    verifiedAt: now,
    linkedAt: now,
    givenName: 'JANA',
    familyName: 'NOVÁKOVÁ',
    birthDate: '1984-03-29',
  });
  const [login] = await db.select().from(baseTables.sessions).where(eq(baseTables.sessions.userId, id)).limit(1);
  await db.insert(identitySessions).values({
    sessionId: login!.id,
    nameId: 'CZ/CZ/nk7q2xz',
    nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    level: 'substantial',
    signedInAt: now,
  });
  await db.insert(baseTables.recoveryCodes).values({ userId: id, codeHash: 'd19' });
  await db
    .insert(residentDataBoxes)
    .values({ userId: id, boxId: 'nk7q2xz', ownerName: 'Jana Nováková', checkedAt: now });
  const [caseRow] = (await call('GET', '/api/me/cases', jana)).json().data;
  await db.insert(dataBoxMessages).values({
    caseId: caseRow.id,
    recipientBox: 'nk7q2xz',
    annotation: 'Rozhodnutí',
    senderRef: 'MUVZ/D19/2026',
    body: '[]',
    createdAt: now,
  });
  await db.insert(dataBoxReceived).values({
    dmId: 'd19',
    senderBox: 'nk7q2xz',
    senderName: 'Jana Nováková',
    annotation: 'Doplnění žádosti',
    zfoPath: 'd19.zfo',
    files: [],
    receivedAt: now,
  });
  const [voucher] = await db.insert(vouchers).values({ code: 'D19', percent: 10 }).returning();
  const [order] = await db.select().from(orders).where(eq(orders.userId, id));
  await db
    .insert(orderVouchers)
    .values({ orderId: order!.id, voucherId: voucher!.id, code: 'D19', discountHellers: 0, userId: id, email: JANA });
  await db.insert(events).values({
    slug: 'd19-jarmark',
    status: 'published',
    title: 'Jarmark na návsi',
    perex: '',
    body: '',
    startsAt: now,
    endsAt: now,
    place: 'Náves',
    organizer: 'Jana Nováková',
    proposerName: 'Jana Nováková',
    proposerEmail: JANA,
  });
  return { paymentId, variableSymbol };
}

/** A table's primary key: its rows as a rule found them before the erasure, to know them after it. */
function keyColumns(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const own = config.columns.filter((c) => c.primary);
  return own.length > 0 ? own : (config.primaryKeys[0]?.columns ?? []);
}
async function rowsFound(table: PgTable, where: SQL | undefined): Promise<SQL | undefined> {
  const key = keyColumns(table);
  const found = await t.app.db
    .select(Object.fromEntries(key.map((c) => [c.name, c])))
    .from(table)
    .where(where);
  return or(...found.map((row) => and(...key.map((c) => eq(c, row[c.name])))));
}

/** Where Jana's data is, column by column: `except` rows leave out what a rule keeps. */
async function whereHers(except: Map<PgColumn, SQL[]> = new Map()): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES)
    for (const column of Object.values(getTableColumns(table))) {
      if (!/^(text|jsonb|json|varchar|character varying)/.test(column.getSQLType())) continue;
      const kept = except.get(column) ?? [];
      const { rows } = await t.app.db.execute<{ v: string }>(
        sql`select ${column}::text as v from ${table} where ${column} is not null${
          kept.length > 0 ? sql` and not coalesce(${or(...kept)}, false)` : sql``
        }`,
      );
      for (const { v } of rows)
        for (const [what, marker] of Object.entries(HERS))
          if (plain(v).includes(marker))
            found.push(`${getTableName(table)}.${column.name}: ${what} (${v.slice(0, 80)})`);
    }
  return found;
}

describe('the erasure of a resident with data everywhere', () => {
  it('says what it keeps and erases from the list, and then leaves nothing of hers but what it said', async () => {
    const id = (await call('GET', `/api/staff/residents?q=${encodeURIComponent(JANA)}`, martin)).json().data[0].id;
    const { paymentId, variableSymbol } = await janaEverywhere(id);
    const person: ErasedPerson = {
      userId: id,
      email: JANA,
      name: 'Jana Nováková',
      address: 'Pod Skalkou 77, 123 45 Vzorov',
    };
    const now = t.app.clock();

    // She is in every table of the list, and every kind of her data is somewhere.
    const empty = [];
    for (const { rule } of rules) {
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(rule.table)
        .where(rule.rows(person, now));
      if (!row?.n) empty.push(getTableName(rule.table));
    }
    expect(empty, 'tables of the list with nothing of hers to erase').toEqual([]);
    const before = (await whereHers()).join('\n');
    const stored = Object.entries(HERS).filter(([what]) => what !== 'her address on the internet');
    for (const [what] of stored) expect(before, what).toContain(`: ${what} (`);

    // The plan has a line for each item of the list, made from its tables' own words.
    // Czech keeps "a" off a line's end: the list's last "a" is followed by a no-break space.
    const plan = JSON.parse(
      (await call('GET', `/api/staff/residents/${id}/erasure`, martin)).body.replaceAll('\u00a0', ' '),
    ).data;
    const kept = ERASURE.filter((item) => 'kept' in item);
    expect(plan.kept).toHaveLength(kept.length);
    for (const item of kept) {
      const line = plan.kept.find((k: { law: string; why: string }) => k.why.startsWith(item.kept.why));
      expect(line, item.kept.why).toBeDefined();
      for (const rule of item.tables) {
        for (const c of rule.clears ?? []) if (c.what) expect(line.why).toContain(c.what);
        for (const k of rule.keeps ?? []) expect(line.why).toContain(k.what);
      }
    }
    for (const item of ERASURE) {
      if (!('erased' in item)) continue;
      const line = plan.erased.find((l: string) => l.startsWith(`${item.erased}: `));
      expect(line, item.erased).toBeDefined();
      for (const rule of item.tables)
        for (const what of 'delete' in rule ? [rule.delete] : rule.clears.map((c) => c.what))
          if (what) expect(line).toContain(what);
    }
    // The bank's payment: the plan says it stays without her name, account and message.
    expect(plan.kept).toContainEqual(
      expect.objectContaining({
        what: '1 platba z výpisu banky',
        why: expect.stringContaining('Co se smaže: jméno plátce, číslo jeho účtu, zpráva pro příjemce a řádek výpisu.'),
      }),
    );

    // What the plan keeps, row by row, before the erasure changes how her rows are found.
    const except = new Map<PgColumn, SQL[]>();
    for (const { item, rule } of rules) {
      const rows = await rowsFound(rule.table, rule.rows(person, now));
      if (!rows) continue;
      for (const column of keptColumns(item, rule)) except.set(column, [...(except.get(column) ?? []), rows]);
    }

    const erased = await call('POST', `/api/staff/residents/${id}/erase`, martin, { confirm: JANA });
    expect(erased.statusCode, erased.body).toBe(204);

    expect(await whereHers(except)).toEqual([]);
    // What the plan keeps of the payment stays: its amount, day, symbol and what paid it.
    const [left] = await t.app.db.select().from(bankPayments).where(eq(bankPayments.id, paymentId));
    expect(left).toMatchObject({
      amountHellers: 35_000,
      valueDate: '2026-12-02',
      variableSymbol,
      counterName: '',
      counterAccount: '',
      message: '',
      resolution: 'paid',
    });
    expect(left!.commitmentId).not.toBeNull();
  });
});
