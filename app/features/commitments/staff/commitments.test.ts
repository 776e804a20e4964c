import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAsStaff, type TestApp } from '../../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../../server/test/pages.ts';
import { demoAccounts } from '../../accounts/demo.server.ts';
import * as newPage from '../pages/sprava-platby-novy.tsx';
import { apiCall, type FinanceOffice, JANA, oweJana, startFinanceOffice } from './test-kit.ts';

/** The commitments the finance office issues (issue 14): by hand, to a resident it finds. */
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

beforeAll(async () => {
  ({ t, smtp, close, jana, lenka, martin, petra } = await startFinanceOffice());
});
afterAll(() => close());

describe('commitments issued by the office', () => {
  it('issues one to a resident by the e-mail of their account, with a variable symbol of its own', async () => {
    const c = await owe(1250.5, 'Pronájem sálu kulturního domu');
    expect(c).toMatchObject({ amount: 1250.5, state: 'unpaid', resident: { email: JANA } });
    expect(c.variable_symbol).toMatch(/^4\d{9}$/);
    const mine = (await call('GET', '/api/me/commitments', jana)).json().data;
    expect(mine.find((m: { id: string }) => m.id === c.id).payment.spayd).toContain('AM:1250.50');
    const listed = (await call('GET', `/api/staff/commitments?q=${c.variable_symbol}`, lenka)).json();
    expect(listed.data.map((r: { id: string }) => r.id)).toEqual([c.id]);
  });

  it('finds the resident by a part of the name, the e-mail or the address, and mails them the new commitment', async () => {
    const josef = demoAccounts().find((a) => a.email === DEMO_LOGINS.josef[0])!;
    const find = async (q: string) =>
      (await call('GET', `/api/staff/payers?q=${encodeURIComponent(q)}`, lenka)).json().data as {
        id: number;
        email: string;
        address: string | null;
      }[];
    const byName = await find(`${josef.lastname.slice(0, 4)} ${josef.firstname}`);
    expect(byName.map((p) => p.email)).toEqual([josef.email]);
    expect(byName[0]!.address).toContain(josef.street!);
    expect((await find(josef.street!)).map((p) => p.email)).toContain(josef.email);
    expect((await find(josef.email.toUpperCase())).map((p) => p.email)).toEqual([josef.email]);
    expect(await find('nikdo-takovy')).toEqual([]);
    // Residents and other clerks may not look people up.
    expect((await call('GET', '/api/staff/payers?q=a', jana)).statusCode).toBe(403);

    const res = await call('POST', '/api/staff/commitments', lenka, {
      resident_id: byName[0]!.id,
      kind: 'jine',
      title: 'Pronájem zahrady u školy',
      amount: 450,
      due_on: '2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.resident.email).toBe(josef.email);
    const mail = await smtp.waitFor(josef.email, /Nová platba k úhradě: Pronájem zahrady u školy/);
    expect(mail.decoded).toContain('450\u00a0Kč');
    expect(mail.decoded).toContain('31. 12. 2026');
    expect(mail.decoded).toContain('/ucet/moje-zavazky');

    const nobody = await call('POST', '/api/staff/commitments', lenka, {
      kind: 'jine',
      title: 'Bez občana',
      amount: 10,
      due_on: '2026-12-31',
    });
    expect(nobody.json().errors).toEqual({ resident_id: ['Vyberte občana, kterému platba patří.'] });
    const gone = await call('POST', '/api/staff/commitments', lenka, {
      resident_id: 999_999,
      kind: 'jine',
      title: 'Neexistující občan',
      amount: 10,
      due_on: '2026-12-31',
    });
    expect(gone.json().errors).toEqual({ resident_id: ['Tento občan už na webu účet nemá. Vyhledejte ho znovu.'] });
  });

  it('explains what will not do, field by field', async () => {
    const res = await call('POST', '/api/staff/commitments', lenka, {
      email: 'nikdo@vzorov.example',
      kind: 'jine',
      title: 'Pronájem',
      amount: '12,345',
      due_on: '2026-11-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ amount: ['Částka může mít nejvýše dvě desetinná místa.'] });
    const unknown = await call('POST', '/api/staff/commitments', lenka, {
      email: 'nikdo@vzorov.example',
      kind: 'jine',
      title: 'Pronájem',
      amount: '300',
      due_on: '2099-01-01',
    });
    expect(unknown.json().errors).toEqual({ email: ['Nikdo s tímto e-mailem nemá na webu účet.'] });
  });

  it('is the finance department’s: other clerks, editors and residents are refused', async () => {
    await t.app.db
      .update(users)
      .set({ scope: ['resident', 'clerk:stavebni-urad'] })
      .where(eq(users.email, DEMO_LOGINS.lenka[0]));
    const otherClerk = await loginAsStaff(t.app, 'lenka');
    for (const token of [otherClerk, petra, jana])
      expect((await call('GET', '/api/staff/payments', token)).statusCode).toBe(403);
    await t.app.db
      .update(users)
      .set({ scope: ['resident', 'clerk:financni-odbor'] })
      .where(eq(users.email, DEMO_LOGINS.lenka[0]));
    expect((await call('GET', '/api/staff/payments', martin)).statusCode).toBe(200);
  });
});

describe('the new commitment’s page without JavaScript', () => {
  it('finds the resident in the new commitment’s form and issues it to the one picked', async () => {
    const josef = demoAccounts().find((a) => a.email === DEMO_LOGINS.josef[0])!;
    const url = `/sprava/platby/novy?obcan=${encodeURIComponent(josef.street!)}`;
    const loaded = await newPage.loader(
      routeArgs({
        request: page(url),
        params: {},
        context: await pageContext(t.app, lenka),
      }),
    );
    const found = loaded.found.find((p) => p.email === josef.email)!;
    expect(found).toBeDefined();
    const created = (await newPage.action(
      routeArgs({
        request: page(
          url,
          form({
            resident_id: String(found.id),
            kind: 'jine',
            title: 'Kopie stavebního výkresu',
            amount: '120',
            due_on: '2026-12-20',
            message: '',
          }),
        ),
        params: {},
        context: await pageContext(t.app, lenka),
      }),
    )) as Response;
    expect(created.headers.get('location')).toMatch(/^\/sprava\/platby\?q=\d+&vytvoreno=1$/);
    const unpicked = await newPage.action(
      routeArgs({
        request: page(
          url,
          form({ kind: 'jine', title: 'Bez výběru', amount: '10', due_on: '2026-12-20', message: '' }),
        ),
        params: {},
        context: await pageContext(t.app, lenka),
      }),
    );
    expect(asJson(unpicked)).toMatchObject({
      init: { status: 422 },
      data: { errors: { resident_id: ['Vyberte občana, kterému platba patří.'] } },
    });
  });
});
