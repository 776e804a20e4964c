import { eq, inArray } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { czechIban, formatIban, parseCzechAccount } from '../../../common/bank-account.ts';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { users } from '../../../server/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { sampleValues } from '../e-services/sample-values.ts';
import * as myCommitments from './pages/my-commitments.tsx';
import { stateOf, variableSymbol } from './payment.server.ts';
import { commitments } from './schema.server.ts';
import { issueAll } from './service.server.ts';
import { spayd } from './spayd.ts';

describe('Czech accounts and IBAN', () => {
  it('turns account numbers into the IBANs the Czech National Bank gives as examples', () => {
    expect(czechIban(parseCzechAccount('19-2000145399/0800')!)).toBe('CZ6508000000192000145399');
    expect(czechIban(parseCzechAccount('178124-4159/0710')!)).toBe('CZ6907101781240000004159');
    expect(czechIban(parseCzechAccount('1265098001/5500')!)).toBe('CZ5855000000001265098001');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });

  it('refuses numbers whose mod-11 check fails, or that are not account numbers at all', () => {
    expect(parseCzechAccount('19-2000145398/0800')).toBeNull();
    expect(parseCzechAccount('18-2000145399/0800')).toBeNull();
    expect(parseCzechAccount('2000145399')).toBeNull();
    expect(parseCzechAccount('0000000000/0800')).toBeNull();
  });
});

describe('the variable symbol of a yearly fee', () => {
  it('is ten digits for any account of a town, one per year, kind and account', () => {
    expect(variableSymbol(2026, 'odpad', 1)).toBe('2601000001');
    expect(variableSymbol(2027, 'pes', 12_345)).toBe('2702012345');
    expect(variableSymbol(2026, 'odpad', 999_999)).toBe('2601999999');
    expect(() => variableSymbol(2026, 'odpad', 1_000_000)).toThrow(RangeError);
    // The twenty-thousandth household's fee still makes a QR payment (SPAYD takes ten digits at most).
    const qr = spayd({
      iban: 'CZ6508000000192000145399',
      amount: 900,
      variableSymbol: variableSymbol(2026, 'odpad', 20_000),
    });
    expect(qr).toContain('X-VS:2601020000');
  });
});

describe('SPAYD (QR Platba)', () => {
  it('matches the known-good example of the format', () => {
    expect(
      spayd({
        iban: 'CZ5855000000001265098001',
        amount: 480.5,
        message: 'Platba za elektřinu',
        variableSymbol: '1234567890',
      }),
    ).toBe('SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK*MSG:Platba za elektrinu*X-VS:1234567890');
  });

  it('writes amounts with two decimals, dates without dashes, symbols as digits', () => {
    const s = spayd({
      iban: 'CZ6508000000192000145399',
      amount: 900,
      variableSymbol: '2027010001',
      specificSymbol: '1343',
      dueDate: '2027-05-31',
      recipient: 'Město Vzorov',
    });
    expect(s).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:900.00*CC:CZK*DT:20270531*RN:Mesto Vzorov*X-VS:2027010001*X-SS:1343',
    );
    expect(() => spayd({ iban: 'CZ6508000000192000145399', amount: 0 })).toThrow();
  });

  it('keeps the message to 60 allowed characters and never lets it break a field', () => {
    const s = spayd({ iban: 'CZ6508000000192000145399', amount: 1, message: `Za *hvězdičku* ${'á'.repeat(100)}` });
    const msg = s.split('*MSG:')[1]!;
    expect(msg.length).toBe(60);
    expect(msg.startsWith('Za hvezdicku aaa')).toBe(true);
    expect(s.split('*')).toHaveLength(6);
    expect(() => spayd({ iban: 'CZ6508000000192000145399', amount: 1, variableSymbol: '12345678901' })).toThrow();
  });

  it('the QR image decodes back to the same string', async () => {
    const text = spayd({
      iban: 'CZ6508000000192000145399',
      amount: 600,
      variableSymbol: '2026020001',
      message: 'Poplatek ze psa',
    });
    const png = PNG.sync.read(await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, scale: 6 }));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(text);
  });
});

describe('state', () => {
  it('is paid, overdue, due soon (14 days) or to be paid', () => {
    expect(stateOf({ dueOn: '2026-12-01', paidOn: '2026-11-02' }, '2026-12-20')).toBe('paid');
    expect(stateOf({ dueOn: '2026-12-01', paidOn: null }, '2026-12-02')).toBe('overdue');
    expect(stateOf({ dueOn: '2026-12-01', paidOn: null }, '2026-11-17')).toBe('due-soon');
    expect(stateOf({ dueOn: '2026-12-01', paidOn: null }, '2026-11-16')).toBe('unpaid');
  });
});

let t: TestApp;
let jana: string;
let josef: string;
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(() => t.close());

describe('GET /api/me/commitments', () => {
  it('lists the demo commitments in every state, with payment details', async () => {
    const list = (await get('/api/me/commitments', jana)).json().data;
    expect(new Set(list.map((c: { state: string }) => c.state))).toEqual(
      new Set(['paid', 'unpaid', 'due-soon', 'overdue']),
    );
    const one = list.find((c: { state: string }) => c.state === 'unpaid');
    expect(one.payment.iban).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(one.payment.spayd).toMatch(/^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:900\.00\*CC:CZK\*/);
  });

  it('gives Josef the discount of his group on the dog fee', async () => {
    const list = (await get('/api/me/commitments', josef)).json().data;
    expect(list.find((c: { kind: string }) => c.kind === 'pes').amount).toBe(300);
  });

  it("someone else's commitment, QR and receipt are 404; a receipt only once paid", async () => {
    const list = (await get('/api/me/commitments', jana)).json().data;
    const paid = list.find((c: { state: string }) => c.state === 'paid');
    const unpaid = list.find((c: { state: string }) => c.state !== 'paid');
    const detail = await get(`/api/me/commitments/${unpaid.id}`, jana);
    expect(detail.json().data.qr_svg).toMatch(/^<svg/);
    expect((await get(`/api/me/commitments/${unpaid.id}`, josef)).statusCode).toBe(404);
    const receipt = await get(`/api/me/commitments/${paid.id}/receipt.pdf`, jana);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/me/commitments/${paid.id}/receipt.pdf`, josef)).statusCode).toBe(404);
    expect((await get(`/api/me/commitments/${unpaid.id}/receipt.pdf`, jana)).statusCode).toBe(404);
  });

  it('a request with a fee adds a commitment with the case number as variable symbol', async () => {
    const def = formDefinitions.find((f) => f.fee && !f.identity)!;
    const { values, fileFields } = sampleValues(def, demoAccounts()[0]!);
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    for (const f of fileFields)
      form.append(f, new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'doklad.pdf');
    const encoded = new Response(form);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${def.key}/submissions`,
      headers: { authorization: `Bearer ${jana}`, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode).toBe(201);
    const number: string = sent.json().data.number;
    const list = (await get('/api/me/commitments', jana)).json().data;
    const fee = list.find((c: { title: string }) => c.title.includes(number));
    expect(fee).toMatchObject({ amount: def.fee!.amount, state: 'unpaid' });
    expect(fee.payment.variable_symbol).toBe(number.replace(/\D/g, ''));
  });
});

describe('/ucet/moje-zavazky over the years', () => {
  it('shows all that is owed and what was paid of one year, the latest unless another is chosen', async () => {
    const [owner] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'josef.dvorak@vzorov.example'));
    // Three earlier years of Josef's dog fee, paid, and one of them left unpaid.
    await t.app.db.insert(commitments).values(
      [2019, 2020, 2021].map((year) => ({
        userId: owner!.id,
        kind: 'pes',
        title: `Poplatek ze psa ${year}`,
        amountHellers: 60_000,
        variableSymbol: `${year}0001`,
        message: `Poplatek ze psa ${year}`,
        issuedOn: `${year}-01-15`,
        dueOn: `${year}-03-31`,
        paidOn: year === 2020 ? null : `${year}-02-01`,
      })),
    );
    const load = async (query: string) =>
      myCommitments.loader(
        routeArgs({
          request: page(`/ucet/moje-zavazky${query}`),
          params: {},
          context: await pageContext(t.app, josef),
        }),
      );
    const latest = await load('');
    const thisYear = latest.year!;
    expect(latest.years).toEqual([thisYear, 2021, 2019]);
    const titles = (list: { commitments: { title: string }[] }) => list.commitments.map((c) => c.title);
    expect(titles(latest)).toContain('Poplatek ze psa 2020');
    expect(titles(latest)).not.toContain('Poplatek ze psa 2019');
    const older = await load('?rok=2019');
    expect(older.year).toBe(2019);
    expect(titles(older)).toEqual(expect.arrayContaining(['Poplatek ze psa 2019', 'Poplatek ze psa 2020']));
    expect(titles(older)).not.toContain('Poplatek ze psa 2021');
    // A year with nothing paid, or not a year at all, shows the latest.
    expect((await load('?rok=2020')).year).toBe(thisYear);
    expect((await load('?rok=abc')).year).toBe(thisYear);
  });
});

describe('issueAll', () => {
  it('issues a batch larger than one statement takes (8 parameters a row, 65,535 at most), each id in the order given', async () => {
    const [owner] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'jana.novakova@vzorov.example'));
    const inputs = Array.from({ length: 8_500 }, (_, i) => ({
      userId: owner!.id,
      kind: 'svoz' as const,
      title: `Svoz č. ${i + 1}`,
      amount: 10,
      variableSymbol: String(8_000_000_000 + i),
      message: 'Svoz',
      due: { inDays: 30 },
    }));
    const ids = await t.app.db.transaction((tx) => issueAll({ db: tx, now: new Date() }, inputs));
    expect(ids).toHaveLength(8_500);
    const rows = await t.app.db
      .select({ id: commitments.id, title: commitments.title })
      .from(commitments)
      .where(inArray(commitments.id, [ids[0]!.id, ids[8_499]!.id]));
    expect(new Map(rows.map((r) => [r.id, r.title]))).toEqual(
      new Map([
        [ids[0]!.id, 'Svoz č. 1'],
        [ids[8_499]!.id, 'Svoz č. 8500'],
      ]),
    );
  });
});
