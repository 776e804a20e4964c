import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { formByKey } from '../../../common/forms/registry.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff } from '../../../server/test/app.ts';
import { multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { createTestAppWithSmtp } from '../../../server/test/smtp.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import * as residentPage from '../accounts/pages/sprava-obcan.tsx';
import * as accountPage from '../accounts/pages/ucet-osobni-udaje.tsx';
import { gpcFile } from '../commitments/bank-statement/gpc-fixture.ts';
import * as formPage from '../e-services/pages/form-page.tsx';
import { sampleValues } from '../e-services/sample-values.ts';
import { testProduct } from '../shop/test-products.ts';
import * as exportPage from './pages/ucet-export.ts';

/**
 * GDPR art. 15, 17 and 20 (issue 34): one file with everything the site keeps about a resident, the
 * same for them and for the administrator; and an erasure that keeps what the law needs, said first.
 */
let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>['t'];
let close: () => Promise<void>;
let jana: string;
let martin: string;
let lenka: string;

const JANA = DEMO_LOGINS.jana[0];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A day a month from the server's today: a commitment's due date, a pickup's day. */
const inAMonth = () => addDays(pragueToday(t.app.clock()), 30);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  ({ t, close } = await createTestAppWithSmtp());
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  martin = await loginAsStaff(t.app, 'martin');
  lenka = await loginAsStaff(t.app, 'lenka');
});
afterAll(() => close());

/** Jana gets one of everything the site keeps of a resident, each through the way a resident or the office makes it. */
async function oneOfEverything() {
  // A case with a file.
  const def = formByKey('tree-felling-permit')!;
  const { values, fileFields } = sampleValues(def, demoAccounts()[0]!);
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...values, intent: 'submit', idempotency_key: 'gdpr-1' }))
    body.append(name, value);
  body.append(fileFields[0]!, new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'souhlas-vlastnika.pdf');
  const filed = await formPage.action(
    routeArgs({
      request: page(`/potrebuji-vyridit/${def.online}/online-zadost`, { method: 'POST', body }),
      params: { slug: String(def.online) },
      context: await pageContext(t.app, jana, '192.0.2.31'),
    }),
  );
  expect(filed).toBeInstanceOf(Response);

  // A commitment paid beyond its amount: a credit.
  const owed = await call('POST', '/api/staff/commitments', lenka, {
    email: JANA,
    kind: 'jine',
    title: 'Pronájem stánku na trhu',
    amount: 300,
    due_on: inAMonth(),
  });
  const statement = gpcFile([{ hellers: 35_000, vs: owed.json().data.variable_symbol, name: 'Jana', reference: 'G1' }]);
  const { contentType, payload } = await multipartBody({}, [
    { field: 'file', name: 'vypis.gpc', data: Buffer.from(statement) },
  ]);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/staff/bank-statements',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${lenka}` },
  });
  const [over] = imported.json().data.payments;
  await call('POST', `/api/staff/payments/${over.id}/decision`, lenka, { action: 'pay', confirm: true });

  // An extra pickup of her bin.
  const [address] = (await call('GET', '/api/me/waste', jana)).json().data;
  const bin = address.bins[0];
  const pickupDays = (await call('GET', `/api/me/waste/bins/${bin.id}`, jana)).json().data.order_days;
  expect(
    (await call('POST', `/api/me/waste/bins/${bin.id}/orders`, jana, { date: pickupDays[0], note: '' })).statusCode,
  ).toBe(201);

  // A booking at the desk.
  const days = (await call('GET', '/api/reservations/services/czech-point/slots')).json().data;
  const slot = days
    .flatMap((d: { slots: { starts_at: string; remaining: number }[] }) => d.slots)
    .find((s: { remaining: number }) => s.remaining > 0);
  const booked = await call('POST', '/api/reservations', jana, {
    service: 'czech-point',
    starts_at: slot.starts_at,
    name: 'Jana Nováková',
    email: JANA,
    phone: '',
    note: 'Ověření podpisu.',
  });
  expect(booked.statusCode, booked.body).toBe(201);

  // An order from the shop.
  await testProduct(t.app, martin, {
    slug: 'gdpr-hrnek',
    name: 'Hrnek s erbem',
    price: 120,
    category: 'mapy',
    variants: [{ name: 'Bílý', stock: 5 }],
  });
  const product = (await call('GET', '/api/products/gdpr-hrnek')).json().data;
  const cart = (await call('POST', '/api/cart/create', jana)).json().data;
  await call('PUT', `/api/cart/${cart.id}`, jana, {
    id: product.id,
    variantId: product.variants[0].id,
    note: '',
    quantity: 1,
  });
  const ordered = await call('POST', `/api/cart/${cart.id}/order`, jana, {
    name: 'Jana Nováková',
    email: JANA,
    phone: '+420 777 123 456',
    store: 'informacni-centrum',
    payment: 'qr',
    note: '',
  });
  expect(ordered.statusCode, ordered.body).toBe(201);

  // A subscription and a proposed event.
  await call('PUT', '/api/me/subscription', jana, { topics: ['akce'] });
  const categories = (await call('GET', '/api/events/categories')).json().data;
  const day = inAMonth();
  const proposed = await call('POST', '/api/events', undefined, {
    organizer_name: 'Jana Nováková',
    organizer_email: JANA,
    title: 'Vánoční zpívání u kašny',
    start_date: day,
    start_time: '17:00',
    end_date: day,
    end_time: '19:00',
    place: 'Náměstí Míru',
    category: categories[0].slug,
    description: 'Zpíváme koledy u kašny, s sebou hrnek na čaj a dobrou náladu.',
    website: '',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  return { commitment: owed.json().data, case: (filed as Response).headers.get('location')! };
}

describe('the export of a resident’s data', () => {
  it('holds one of everything, for the resident and the administrator alike, and the ZIP adds a page to read and the files', async () => {
    await oneOfEverything();
    const mine = await call('GET', '/api/me/export', jana);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-disposition']).toContain('attachment');
    const data = mine.json();
    expect(data.account).toMatchObject({ firstname: 'Jana', email: JANA });
    expect(data.sessions.length).toBeGreaterThan(0);
    const filed = data.cases.find((c: { files: unknown[] }) => c.files.length > 0);
    expect(filed.files).toEqual([expect.objectContaining({ filename: 'souhlas-vlastnika.pdf' })]);
    expect(filed.timeline.length).toBeGreaterThan(0);
    expect(data.commitments).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Pronájem stánku na trhu', state: 'paid' })]),
    );
    expect(data.credits).toEqual([expect.objectContaining({ amount: 50, resolution: null })]);
    expect(data.bins.length).toBeGreaterThan(0);
    expect(data.pickup_orders).toHaveLength(1);
    expect(data.bookings).toEqual([expect.objectContaining({ status: 'active' })]);
    // The phone as typed at the checkout is kept as E.164.
    expect(data.orders).toEqual([expect.objectContaining({ total: 120, phone: '+420777123456' })]);
    expect(data.subscription.topics).toEqual(['akce']);
    expect(data.event_proposals).toEqual([
      expect.objectContaining({ title: 'Vánoční zpívání u kašny', status: 'proposed' }),
    ]);

    // The administrator's answer to her request is the same file, and it is logged.
    const id = (await call('GET', `/api/staff/residents?q=${encodeURIComponent(JANA)}`, martin)).json().data[0].id;
    const theirs = await call('GET', `/api/staff/residents/${id}/export`, martin);
    const { exported_at: _, sessions: __, ...office } = theirs.json();
    const { exported_at: ___, sessions: ____, ...own } = data;
    expect(office).toEqual(own);
    expect((await call('GET', '/api/staff/audit?q=user.exported', martin)).json().data[0]).toMatchObject({
      action: 'user.exported',
    });
    expect((await call('GET', `/api/staff/residents/${id}/export`, lenka)).statusCode).toBe(403);

    // The ZIP: the JSON, the same as a page in Czech, and the case's file as it was sent.
    const zip = await call('GET', '/api/me/export.zip', jana);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(JSON.parse(Buffer.from(files['udaje.json']!).toString()).orders).toHaveLength(1);
    const html = Buffer.from(files['udaje.html']!).toString();
    expect(html).toContain('<h2>Podání a jejich průběh</h2>');
    expect(html).toContain('Vánoční zpívání u kašny');
    const attached = Object.keys(files).find((name) => name.endsWith('/souhlas-vlastnika.pdf'))!;
    expect(attached).toMatch(/^prilohy\/VZ-\d{4}-\d{5}\/souhlas-vlastnika\.pdf$/);
    expect(Buffer.from(files[attached]!).equals(PDF)).toBe(true);

    // The account page's download is the API's file.
    const download = await exportPage.loader(
      routeArgs({ request: page('/ucet/export'), params: {}, context: await pageContext(t.app, jana) }),
    );
    const { exported_at: _____, ...fromPage } = await download.json();
    const { exported_at: ______, ...fromApi } = (await call('GET', '/api/me/export', jana)).json();
    expect(fromPage).toEqual(fromApi);
  });
});

describe('the erasure of an account', () => {
  it('says first what stays and why, keeps who owes an unpaid commitment, and erases the rest', async () => {
    const josefId = (
      await call('GET', `/api/staff/residents?q=${encodeURIComponent(DEMO_LOGINS.josef[0])}`, martin)
    ).json().data[0].id;
    const fee = await call('POST', '/api/staff/commitments', lenka, {
      email: DEMO_LOGINS.josef[0],
      kind: 'jine',
      title: 'Nájem hrobového místa',
      amount: 1500,
      due_on: inAMonth(),
    });
    expect(fee.statusCode).toBe(201);

    const plan = (await call('GET', `/api/staff/residents/${josefId}/erasure`, martin)).json().data;
    expect(plan.kept[0]).toMatchObject({
      what: expect.stringMatching(/^\d+ nezaplacen/),
      law: expect.stringContaining('daňový řád'),
    });
    expect(plan.kept.map((k: { law: string }) => k.law).join(' ')).toContain('o archivnictví a spisové službě');
    expect(plan.erased).toContain('odběr novinek: adresa odběru a její témata');
    // The administrator's page shows it before the confirmation.
    const shown = await residentPage.loader(
      routeArgs({
        request: page(`/sprava/obcane/${josefId}`),
        params: { id: String(josefId) },
        context: await pageContext(t.app, martin),
      }),
    );
    expect(shown.erasure).toEqual(plan);
    // Josef reads the same before deleting his account himself, on his account page and in the API.
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    expect((await call('GET', '/api/me/erasure', josef)).json().data).toEqual(plan);
    const own = await accountPage.loader(
      routeArgs({ request: page('/ucet'), params: {}, context: await pageContext(t.app, josef) }),
    );
    expect(own.erasure).toEqual(plan);
    expect((await call('GET', `/api/staff/residents/${josefId}/erasure`, lenka)).statusCode).toBe(403);

    const erased = await call('POST', `/api/staff/residents/${josefId}/erase`, martin, {
      confirm: DEMO_LOGINS.josef[0],
    });
    expect(erased.statusCode, erased.body).toBe(204);
    // The finance office still knows who owes the fee and where to find him.
    const owed = (await call('GET', '/api/staff/commitments?q=Nájem hrobového', lenka)).json().data;
    expect(owed[0].resident.name).toBe('Josef Dvořák, U Rybníka 3, 123 45 Vzorov (účet smazán)');
    expect(owed[0].resident.email).toBe('');
    // His linked bins and subscription are gone; the account is a stub.
    expect((await call('GET', `/api/staff/residents/${josefId}/export`, martin)).statusCode).toBe(404);
  });
});
