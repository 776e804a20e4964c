import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../../server/test/app.ts';
import { asJson, form, multipartBody, page, pageContext, routeArgs } from '../../../../server/test/pages.ts';
import { gpcFile } from '../bank-statement/gpc-fixture.ts';
import * as creditPage from '../pages/sprava-preplatek.tsx';

/**
 * Setting a credit against a commitment (issue 56, item 4): the clerk picks one of the resident's
 * unpaid commitments from a list instead of typing its variable symbol.
 */
let t: TestApp;
let jana: string;
let josef: string;
let lenka: string;

type Mine = {
  id: string;
  title: string;
  due_on: string;
  remaining: number;
  paid_amount: number;
  state: string;
  payment: { variable_symbol: string };
};
type Listed = Mine & { variable_symbol: string; amount: number; applies: number };

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function owe(email: string, amount: number, title: string) {
  const res = await call('POST', '/api/staff/commitments', lenka, {
    email,
    kind: 'jine',
    title,
    amount,
    due_on: '2026-12-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; variable_symbol: string; amount: number };
}

let references = 0;
/** A payment on a statement for the commitment with `vs`, decided by the clerk when it is not the exact amount. */
async function pay(vs: string, hellers: number) {
  references += 1;
  const statement = gpcFile([{ hellers, vs, name: 'Jana', reference: `KR${references}` }]);
  const { contentType, payload } = await multipartBody({}, [
    { field: 'file', name: `k${references}.gpc`, data: Buffer.from(statement) },
  ]);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/staff/bank-statements',
    headers: { authorization: `Bearer ${lenka}`, 'content-type': contentType },
    payload,
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const [payment] = imported.json().data.payments as { id: string; status: string }[];
  if (payment!.status !== 'matched')
    expect(
      (await call('POST', `/api/staff/payments/${payment!.id}/decision`, lenka, { action: 'pay', confirm: true }))
        .statusCode,
    ).toBe(200);
  return payment!.id;
}

/** Jana's credit from paying `paid` crowns toward a new commitment of `owed`. */
async function creditOf(owed: number, paid: number, title: string) {
  const c = await owe(DEMO_LOGINS.jana[0], owed, title);
  const paymentId = await pay(c.variable_symbol, paid * 100);
  const open = (await call('GET', '/api/staff/credits?perPage=100', lenka)).json().data;
  const credit = open.find((k: { payment: { id: string } | null }) => k.payment?.id === paymentId);
  expect(credit).toMatchObject({ amount: paid - owed, remaining: paid - owed, resolution: null });
  return credit as { id: string };
}

const mine = async () => (await call('GET', '/api/me/commitments', jana)).json().data as Mine[];
const mineOne = async (id: string) => (await call('GET', `/api/me/commitments/${id}`, jana)).json().data as Mine;
const listed = async (creditId: string) => {
  const res = await call('GET', `/api/staff/credits/${creditId}/commitments`, lenka);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Listed[]; meta: { total: number } };
};
const creditNow = async (id: string) => (await call('GET', `/api/staff/credits/${id}`, lenka)).json().data;
const settle = (id: string, body: object) => call('POST', `/api/staff/credits/${id}/decision`, lenka, body);

beforeAll(async () => {
  // The office's fixed day, as its other tests: Jana's demo fee for the public space fell due five days ago.
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-02T10:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  lenka = await loginAsStaff(t.app, 'lenka');
});
afterAll(() => t.close());

describe('the commitments a credit may be set against', () => {
  it('are exactly the unpaid and partly paid ones of the credit’s resident, with what each still owes', async () => {
    const dog = (await mine()).find((c) => c.title === 'Poplatek ze psa Bety (rodinný dům)')!;
    await pay(dog.payment.variable_symbol, 10_000); // 100 Kč of 600: the rest stays owed
    await owe(DEMO_LOGINS.josef[0], 400, 'Pronájem sálu (Josef)');
    const credit = await creditOf(210, 300, 'Poplatek za stání');

    const { data, meta } = await listed(credit.id);
    const unpaid = (await mine()).filter((c) => c.state !== 'paid').sort((a, b) => a.due_on.localeCompare(b.due_on));
    expect(unpaid.length).toBeGreaterThanOrEqual(3);
    expect(meta.total).toBe(unpaid.length);
    expect(data.map((c) => [c.id, c.title, c.due_on, c.remaining, c.state])).toEqual(
      unpaid.map((c) => [c.id, c.title, c.due_on, c.remaining, c.state]),
    );
    expect(data.map((c) => c.title)).not.toContain('Pronájem sálu (Josef)');
    // The overdue demo fee; the partly paid dog fee owes its rest; the credit would pay at most 90 Kč of each.
    const space = data.find((c) => c.title.startsWith('Poplatek za užívání veřejného prostranství'));
    expect(space).toMatchObject({ state: 'overdue', due_on: '2026-11-27', remaining: 210, applies: 90 });
    expect(data.find((c) => c.id === dog.id)).toMatchObject({
      amount: 600,
      paid_amount: 100,
      remaining: 500,
      applies: 90,
    });

    // The page lists the same, and says it is this resident's.
    const loaded = await creditPage.loader(
      routeArgs({
        request: page(`/sprava/platby/preplatky/${credit.id}`),
        params: { id: credit.id },
        context: await pageContext(t.app, lenka),
      }),
    );
    expect(loaded.k.resident.name).toBe('Jana Nováková');
    expect(loaded.unpaid.map((c) => [c.id, c.remaining, c.applies])).toEqual(
      data.map((c) => [c.id, c.remaining, c.applies]),
    );

    // Residents may not look; an unknown credit is not there.
    expect((await call('GET', `/api/staff/credits/${credit.id}/commitments`, jana)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/credits/not-an-id/commitments', lenka)).statusCode).toBe(404);
  });
});

describe('setting a credit against a commitment picked from the list', () => {
  it('pays part of a larger commitment, whose rest stays owed, and uses the whole credit', async () => {
    const credit = await creditOf(100, 160, 'Kopie výkresu');
    const overdue = (await listed(credit.id)).data.find((c) => c.state === 'overdue')!;
    const before = await mineOne(overdue.id);
    const res = await settle(credit.id, { action: 'apply', commitment_id: overdue.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      remaining: 0,
      resolution: 'applied',
      applied_to: [{ title: overdue.title, variable_symbol: overdue.variable_symbol, amount: 60 }],
    });
    expect(await mineOne(overdue.id)).toMatchObject({
      state: 'overdue',
      paid_amount: before.paid_amount + 60,
      remaining: before.remaining - 60,
    });
  });

  it('pays a smaller commitment in full, and the rest of the credit stays to return or set against another', async () => {
    const credit = await creditOf(100, 1100, 'Pronájem pódia');
    const overdue = (await listed(credit.id)).data.find((c) => c.state === 'overdue')!;
    expect(overdue.applies).toBe(overdue.remaining);
    const res = await settle(credit.id, { action: 'apply', commitment_id: overdue.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ remaining: 1000 - overdue.remaining, resolution: null });
    expect(await mineOne(overdue.id)).toMatchObject({ state: 'paid', remaining: 0 });
    // Paid, it is no longer listed; what is left of the credit is what the others would get.
    const after = (await listed(credit.id)).data;
    expect(after.map((c) => c.id)).not.toContain(overdue.id);
    for (const c of after) expect(c.applies).toBe(Math.min(1000 - overdue.remaining, c.remaining));
  });

  it('refuses a paid commitment, another resident’s, or an id that is none, and saves nothing', async () => {
    const credit = await creditOf(100, 150, 'Vstupné na ples');
    const paid = (await mine()).find((c) => c.state === 'paid')!;
    const josefs = (await call('GET', '/api/me/commitments', josef)).json().data.find((c: Mine) => c.state !== 'paid');
    expect(josefs).toBeDefined();
    const refused = async (body: object) => {
      const res = await settle(credit.id, { action: 'apply', ...body });
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await refused({ commitment_id: paid.id })).toEqual({
      commitment_id: [expect.stringMatching(/^Předpis „.+“ \(VS \d+\) je mezitím zaplacený\. Přeplatek se nezapočetl/)],
    });
    expect(await refused({ commitment_id: josefs.id })).toEqual({
      commitment_id: ['Předpis patří jinému občanovi. Přeplatek lze započíst jen na předpis téhož občana.'],
    });
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect(await refused({ commitment_id: id })).toEqual({
        commitment_id: ['Vybraný předpis neexistuje. Vyberte předpis ze seznamu.'],
      });
    expect(await refused({})).toEqual({
      commitment_id: ['Vyberte předpis, na který se přeplatek započte, nebo napište jeho variabilní symbol.'],
    });
    const some = (await listed(credit.id)).data[0]!;
    expect(await refused({ commitment_id: some.id, variable_symbol: some.variable_symbol })).toEqual({
      commitment_id: ['Vyberte předpis buď ze seznamu, nebo podle variabilního symbolu, ne obojím.'],
    });
    expect(await creditNow(credit.id)).toMatchObject({ remaining: 50, resolution: null, applied_to: [] });
    const josefsNow = (await call('GET', `/api/me/commitments/${josefs.id}`, josef)).json().data;
    expect(josefsNow).toMatchObject({ paid_amount: josefs.paid_amount, remaining: josefs.remaining });
    // The symbol still works as before.
    const bySymbol = await settle(credit.id, { action: 'apply', variable_symbol: some.variable_symbol });
    expect(bySymbol.statusCode, bySymbol.body).toBe(200);
    expect(bySymbol.json().data.applied_to).toEqual([
      { title: some.title, variable_symbol: some.variable_symbol, amount: Math.min(50, some.remaining) },
    ]);
  });
});

describe('the credit’s page without JavaScript', () => {
  const post = async (id: string, fields: Record<string, string>) =>
    creditPage.action(
      routeArgs({
        request: page(`/sprava/platby/preplatky/${id}`, form(fields)),
        params: { id },
        context: await pageContext(t.app, lenka),
      }),
    );

  it('applies the commitment picked, and explains one paid meanwhile without saving anything', async () => {
    const credit = await creditOf(100, 130, 'Pronájem stánku');
    const owed = await owe(DEMO_LOGINS.jana[0], 20, 'Ověření listiny');
    const loaded = await creditPage.loader(
      routeArgs({
        request: page(`/sprava/platby/preplatky/${credit.id}`),
        params: { id: credit.id },
        context: await pageContext(t.app, lenka),
      }),
    );
    expect(loaded.unpaid.find((c) => c.id === owed.id)).toMatchObject({ remaining: 20, applies: 20 });

    // Jana pays it herself while the clerk looks at the page.
    await pay(owed.variable_symbol, 2_000);
    const refused = await post(credit.id, { action: 'apply', commitment_id: owed.id });
    expect(asJson(refused)).toMatchObject({
      init: { status: 422 },
      data: {
        errors: {
          commitment_id: [
            `Předpis „Ověření listiny“ (VS ${owed.variable_symbol}) je mezitím zaplacený. Přeplatek se nezapočetl; vyberte jiný předpis.`,
          ],
        },
      },
    });
    expect(await creditNow(credit.id)).toMatchObject({ remaining: 30, applied_to: [] });
    // Nothing picked, or the symbol's form sent empty: each says what is missing.
    expect(asJson(await post(credit.id, { action: 'apply' })).data.errors).toEqual({
      commitment_id: ['Vyberte předpis, na který se přeplatek započte.'],
    });
    expect(asJson(await post(credit.id, { action: 'apply', variable_symbol: '' })).data.errors).toEqual({
      variable_symbol: ['Napište variabilní symbol předpisu, na který se přeplatek započte.'],
    });

    const next = await owe(DEMO_LOGINS.jana[0], 45, 'Výpis z rejstříku');
    const done = (await post(credit.id, { action: 'apply', commitment_id: next.id })) as Response;
    expect(done.headers.get('location')).toBe('/sprava/platby/preplatky?stav=resolved');
    expect(await mineOne(next.id)).toMatchObject({ paid_amount: 30, remaining: 15, state: 'unpaid' });
  });
});
