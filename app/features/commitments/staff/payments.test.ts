import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type TestApp } from '../../../../server/test/app.ts';
import { asJson, form, page, pageContext, refusalOf, routeArgs } from '../../../../server/test/pages.ts';
import { gpcFile } from '../bank-statement/gpc-fixture.ts';
import * as decisionPage from '../pages/sprava-platba.tsx';
import * as importPage from '../pages/sprava-platby-vypis.tsx';
import { apiCall, type FinanceOffice, JANA, oweJana, startFinanceOffice, uploadStatement } from './test-kit.ts';

/** The finance office's payments queue (issue 14): the clerk's decision on what a statement did not pay by itself. */
let t: TestApp;
let smtp: FinanceOffice['smtp'];
let close: () => Promise<void>;
let jana: string;
let lenka: string;
let martin: string;
let petra: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);
const owe = (amount: number, title: string) => oweJana(t.app, lenka, amount, title);
const upload = (token: string, name: string, text: string | Buffer) => uploadStatement(t.app, token, name, text);

beforeAll(async () => {
  ({ t, smtp, close, jana, lenka, martin, petra } = await startFinanceOffice());
});
afterAll(() => close());

describe('the payments queue', () => {
  const decide = (id: string, body: object, token = lenka) =>
    call('POST', `/api/staff/payments/${id}/decision`, token, body);

  it('leaves the rest of an underpayment owed, once the clerk confirms it, and decides a payment once', async () => {
    const c = await owe(200, 'Ověření podpisu');
    const statement = gpcFile([
      { hellers: 15_000, vs: c.variable_symbol, name: 'Jana', reference: 'Q1' },
      { hellers: 9_900, vs: '', name: 'Bez symbolu', reference: 'Q2' },
    ]);
    const [under, unknown] = (await upload(lenka, 'q.gpc', statement)).json().data.payments;
    expect(under).toMatchObject({ status: 'underpaid', commitment: { id: c.id, resident: 'Jana Nováková' } });
    expect(under.pay_difference).toBe(
      'Platba 150\u00a0Kč nestačí na 200\u00a0Kč: předpis „Ověření podpisu“ bude zaplacen částečně a zbude doplatit 50\u00a0Kč. Občanovi přijde e-mail s údaji k doplatku.',
    );
    expect(unknown).toMatchObject({ status: 'unknown', reason: 'Platba nemá variabilní symbol.' });

    // Not the amount owed: nothing happens until the clerk confirms what will.
    const unconfirmed = await decide(under.id, { action: 'pay', note: 'Zbytek doplatí.' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual({ confirm: [under.pay_difference] });
    expect((await call('GET', `/api/me/commitments/${c.id}`, jana)).json().data).toMatchObject({ paid_amount: 0 });

    const accepted = await decide(under.id, { action: 'pay', note: 'Zbytek doplatí.', confirm: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      resolution: 'paid',
      resolved_by: 'Lenka Horáková',
      applied: 150,
      credit: 0,
      commitment: { remaining: 50 },
    });
    // Jana still owes the rest, and her QR code asks for just that; she is told so.
    const mine = (await call('GET', `/api/me/commitments/${c.id}`, jana)).json().data;
    expect(mine).toMatchObject({ state: 'unpaid', paid_on: null, paid_amount: 150, remaining: 50 });
    expect(mine.payment.spayd).toContain('*AM:50.00*');
    const mail = await smtp.waitFor(JANA, /Přijali jsme část platby: Ověření podpisu/);
    expect(mail.decoded).toContain('zbývá doplatit 50');
    // The rest arrives on the next statement and matches by itself.
    const rest = gpcFile([{ hellers: 5_000, vs: c.variable_symbol, name: 'Jana', reference: 'Q3' }]);
    expect((await upload(lenka, 'q2.gpc', rest)).json().data.payments[0]).toMatchObject({ status: 'matched' });
    expect((await call('GET', `/api/me/commitments/${c.id}`, jana)).json().data).toMatchObject({
      state: 'paid',
      paid_amount: 200,
      remaining: 0,
    });

    // Decided once is decided: the second clerk is told who did it.
    const twice = await decide(under.id, { action: 'dismiss', note: 'Vráceno.' }, martin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Platbu už vyřídil(a) Lenka Horáková.');

    // Paying with a symbol no commitment has, or settling without a word, will not do.
    expect((await decide(unknown.id, { action: 'pay', variable_symbol: '123' })).json().errors).toEqual({
      variable_symbol: ['Žádný předpis nemá tento variabilní symbol.'],
    });
    // Paying without a symbol, when the payment named no commitment, asks for one.
    expect((await decide(unknown.id, { action: 'pay' })).json().errors).toEqual({
      variable_symbol: ['Napište variabilní symbol předpisu, který platba uhradí.'],
    });
    expect((await decide(unknown.id, { action: 'dismiss' })).json().errors).toEqual({
      note: ['Napište, jak byla platba vyřízena (například vrácena plátci).'],
    });
    const dismissed = await decide(unknown.id, { action: 'dismiss', note: 'Vráceno plátci, šlo o omyl.' });
    expect(dismissed.json().data).toMatchObject({ resolution: 'dismissed' });
    const resolved = (await call('GET', '/api/staff/payments?state=resolved', lenka)).json().data;
    expect(resolved.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([under.id, unknown.id]));
    expect((await call('GET', '/api/staff/payments/not-an-id', lenka)).statusCode).toBe(404);

    const log = (await call('GET', '/api/staff/audit?q=payment', martin)).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['payment.paid', 'payment.dismissed']),
    );
  });

  it('records an overpayment as the resident’s credit, to set against their next commitment or return', async () => {
    const fee = await owe(210, 'Poplatek za stání');
    const statement = gpcFile([{ hellers: 30_000, vs: fee.variable_symbol, name: 'Jana', reference: 'O1' }]);
    const [over] = (await upload(lenka, 'o.gpc', statement)).json().data.payments;
    expect(over).toMatchObject({ status: 'overpaid', reason: 'Přeplatek 90\u00a0Kč nad 210\u00a0Kč.' });
    const decided = await decide(over.id, { action: 'pay', confirm: true });
    expect(decided.json().data).toMatchObject({ applied: 210, credit: 90 });
    expect((await call('GET', `/api/me/commitments/${fee.id}`, jana)).json().data.state).toBe('paid');
    const told = await smtp.waitFor(JANA, /Přijali jsme vaši platbu: Poplatek za stání/);
    expect(told.decoded).toContain('Zaplatili jste o 90');

    const open = (await call('GET', '/api/staff/credits', lenka)).json().data;
    const credit = open.find((k: { payment: { id: string } | null }) => k.payment?.id === over.id);
    expect(credit).toMatchObject({ amount: 90, remaining: 90, resident: { name: 'Jana Nováková' }, resolution: null });
    const settle = (body: object, token = lenka) =>
      call('POST', `/api/staff/credits/${credit.id}/decision`, token, body);

    // Not against another resident's commitment.
    const josef = (
      await call('POST', '/api/staff/commitments', lenka, {
        email: DEMO_LOGINS.josef[0],
        kind: 'jine',
        title: 'Pronájem sálu',
        amount: 500,
        due_on: '2026-12-31',
      })
    ).json().data;
    expect((await settle({ action: 'apply', variable_symbol: josef.variable_symbol })).json().errors).toEqual({
      variable_symbol: ['Předpis patří jinému občanovi. Přeplatek lze započíst jen na předpis téhož občana.'],
    });
    // Against Jana's next one: it pays 50 Kč of it, and 40 Kč stay to return.
    const next = await owe(50, 'Známka pro psa');
    const applied = await settle({ action: 'apply', variable_symbol: next.variable_symbol });
    expect(applied.json().data).toMatchObject({
      remaining: 40,
      resolution: null,
      applied_to: [{ title: 'Známka pro psa', amount: 50 }],
    });
    expect((await call('GET', `/api/me/commitments/${next.id}`, jana)).json().data.state).toBe('paid');
    await smtp.waitFor(JANA, /jsme započetli váš dřívější přeplatek 50/);
    expect((await settle({ action: 'refund' })).json().errors).toEqual({
      note: ['Napište, jak byl přeplatek vrácen (například převodem na účet plátce).'],
    });
    const refunded = await settle({ action: 'refund', note: 'Vráceno převodem 40 Kč.' });
    expect(refunded.json().data).toMatchObject({ resolution: 'refunded', remaining: 0 });
    expect((await settle({ action: 'refund', note: 'Znovu.' }, martin)).statusCode).toBe(409);
    expect((await call('GET', '/api/staff/credits', jana)).statusCode).toBe(403);
    const log = (await call('GET', '/api/staff/audit?q=credit', martin)).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['credit.applied', 'credit.refunded']),
    );
  });

  it('reconciles a statement: money in is money assigned plus money waiting, and the report counts what arrived', async () => {
    const december = async () =>
      (await call('GET', '/api/staff/reports?year=2026', lenka)).json().data.payments.by_month[11] as {
        count: number;
        amount: number;
      };
    const before = await december();
    const exact = await owe(100, 'Výpis z katastru');
    const dog = await owe(600, 'Poplatek ze psa Alíka');
    const copy = await owe(210, 'Kopie stavebních výkresů');
    const lines = [
      { hellers: 10_000, vs: exact.variable_symbol, name: 'Jana', reference: 'M1' },
      { hellers: 50_000, vs: dog.variable_symbol, name: 'Jana', reference: 'M2' },
      { hellers: 30_000, vs: copy.variable_symbol, name: 'Jana', reference: 'M3' },
      { hellers: 9_900, vs: '5550001', name: 'Neznámý', reference: 'M4' },
      { hellers: 10_000, vs: exact.variable_symbol, name: 'Jana', reference: 'M5' },
    ];
    const imported = (await upload(lenka, 'm.gpc', gpcFile(lines))).json().data.payments as {
      id: string;
      status: string;
    }[];
    expect(imported.map((p) => p.status)).toEqual(['matched', 'underpaid', 'overpaid', 'unknown', 'overpaid']);
    for (const p of imported.filter((p) => p.status === 'underpaid' || p.status === 'overpaid'))
      expect((await decide(p.id, { action: 'pay', confirm: true })).statusCode).toBe(200);

    const now = await Promise.all(
      imported.map(async (p) => (await call('GET', `/api/staff/payments/${p.id}`, lenka)).json().data),
    );
    const sum = (ns: number[]) => Math.round(ns.reduce((a, b) => a + b, 0) * 100) / 100;
    const moneyIn = sum(lines.map((l) => l.hellers / 100));
    const assigned = sum(now.map((p) => p.applied + p.credit));
    const waiting = sum(now.filter((p) => p.status !== 'matched' && !p.resolution).map((p) => p.amount));
    expect([moneyIn, assigned, waiting]).toEqual([1099, 1000, 99]);
    expect(assigned + waiting).toBe(moneyIn);
    // The dog fee is owed 100 Kč still; the second payment for the land register is all credit.
    expect((await call('GET', `/api/me/commitments/${dog.id}`, jana)).json().data.remaining).toBe(100);
    expect(now[4]).toMatchObject({ applied: 0, credit: 100 });
    // December's report grew by what arrived and was assigned, in four payments: not by the amounts owed.
    const after = await december();
    expect([after.count - before.count, sum([after.amount, -before.amount])]).toEqual([4, 1000]);
  });
});

describe('the pages without JavaScript', () => {
  it('import a statement from a plain multipart post and decide a queued payment from a plain form', async () => {
    const c = await owe(75, 'Vstupné na koncert');
    const body = new FormData();
    const statement = gpcFile([{ hellers: 7_000, vs: c.variable_symbol, name: 'Jana', reference: 'PG1' }]);
    body.append('file', new Blob([statement], { type: 'text/plain' }), 'vypis.gpc');
    const imported = await importPage.action(
      routeArgs({
        request: page('/sprava/platby/vypis', { method: 'POST', body }),
        params: {},
        context: await pageContext(t.app, lenka),
      }),
    );
    const [queued] = asJson(imported).result.payments;
    expect(queued).toMatchObject({ status: 'underpaid', reason: 'Chybí 5\u00a0Kč do 75\u00a0Kč.' });

    const decide = async (fields: Record<string, string>) =>
      decisionPage.action(
        routeArgs({
          request: page(`/sprava/platby/fronta/${queued.id}`, form(fields)),
          params: { id: queued.id },
          context: await pageContext(t.app, lenka),
        }),
      );
    const refused = await decide({ action: 'dismiss', variable_symbol: '', note: '' });
    expect(asJson(refused)).toMatchObject({
      init: { status: 422 },
      data: { errors: { note: ['Napište, jak byla platba vyřízena (například vrácena plátci).'] } },
    });
    // Paying 70 Kč toward 75 Kč asks to confirm what will happen; confirmed, it is done.
    const unconfirmed = await decide({ action: 'pay', variable_symbol: c.variable_symbol, note: '' });
    expect(asJson(unconfirmed)).toMatchObject({
      init: { status: 422 },
      data: { errors: { confirm: [expect.stringContaining('zbude doplatit 5\u00a0Kč')] } },
    });
    const paid = (await decide({
      action: 'pay',
      variable_symbol: c.variable_symbol,
      note: 'Zbytek doplatí.',
      confirm: 'on',
    })) as Response;
    expect(paid.headers.get('location')).toBe('/sprava/platby/fronta?stav=resolved');
    // An editor without the finance department's role gets the 404 page.
    const editor = await refusalOf(
      decisionPage.loader(
        routeArgs({
          request: page(`/sprava/platby/fronta/${queued.id}`),
          params: { id: queued.id },
          context: await pageContext(t.app, petra),
        }),
      ),
    );
    expect(editor.status).toBe(404);
  });
});
