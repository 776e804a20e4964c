import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, multipartBody, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { createTestAppWithSmtp, type startTestSmtp } from '../../../server/test/smtp.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { gpcFile, gpcHeader } from './bank-statement/gpc-fixture.ts';
import * as decisionPage from './pages/sprava-platba.tsx';
import * as newPage from './pages/sprava-platby-novy.tsx';
import * as importPage from './pages/sprava-platby-vypis.tsx';

/** The finance office (issue 14): commitments it issues, statements it imports, the payments queue. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let close: () => Promise<void>;
let jana: string;
let lenka: string;
let martin: string;
let petra: string;

const JANA = DEMO_LOGINS.jana[0];

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function upload(token: string, name: string, text: string | Buffer) {
  const { contentType, payload } = await multipartBody({}, [
    { field: 'file', name, data: Buffer.isBuffer(text) ? text : Buffer.from(text) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/bank-statements',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}

async function owe(amount: number, title: string) {
  const res = await call('POST', '/api/staff/commitments', lenka, {
    email: JANA.toUpperCase(),
    kind: 'jine',
    title,
    amount,
    due_on: '2026-12-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; variable_symbol: string; amount: number };
}

beforeAll(async () => {
  // The office's day is fixed: its commitments fall due on set days (the end of the year), and the
  // bank statement's payments are of the day before.
  ({ t, smtp, close } = await createTestAppWithSmtp({ CLOCK_AT: '2026-12-02T10:00:00+01:00' }));
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  lenka = await loginAsStaff(t.app, 'lenka');
  martin = await loginAsStaff(t.app, 'martin');
  petra = await loginAsStaff(t.app, 'petra');
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

describe('a bank statement', () => {
  it('pays what matches, queues the rest, and pays nothing twice when imported again', async () => {
    const exact = await owe(600, 'Poplatek ze psa Rexe');
    const short = await owe(900, 'Poplatek za odpad, rodina');
    const over = await owe(300, 'Kopie z matriky');
    const vs = (c: { variable_symbol: string }) => c.variable_symbol;
    const statement = gpcFile([
      { hellers: 60_000, vs: vs(exact), name: 'Jana Novakova', reference: 'R1' },
      { hellers: 50_000, vs: vs(short), name: 'Jana Novakova', reference: 'R2' },
      { hellers: 35_000, vs: vs(over), name: 'Jana Novakova', reference: 'R3' },
      { hellers: 12_300, vs: '999999999', name: 'Neznamy platce', reference: 'R4' },
      { hellers: -80_000, vs: '77', name: 'Dodavatel', reference: 'R5' },
    ]);
    // One line whose amount does not read: it waits in the queue by its line number, the rest stand.
    const broken = `${statement}\r\n${statement.split('\r\n')[1]!.slice(0, 48)}ABCDEFGHIJKL${statement.split('\r\n')[1]!.slice(60)}`;

    const first = await upload(lenka, 'vypis-12.gpc', broken);
    expect(first.statusCode, first.body).toBe(201);
    const result = first.json().data;
    expect(result).toMatchObject({ format: 'gpc', counts: { matched: 1, queued: 4, duplicate: 0, outgoing: 1 } });
    expect(result.payments.map((p: { line: number; status: string }) => [p.line, p.status])).toEqual([
      [2, 'matched'],
      [3, 'underpaid'],
      [4, 'overpaid'],
      [5, 'unknown'],
      [7, 'unreadable'],
    ]);
    expect(result.payments[1].reason).toBe('Chybí 400\u00a0Kč do 900\u00a0Kč.');
    expect(result.payments[2].reason).toBe('Přeplatek 50\u00a0Kč nad 300\u00a0Kč.');
    expect(result.payments[4].reason).toBe('Částka není číslo.');

    // The matched commitment is paid on the payment's day, its receipt exists, and Jana is told.
    const paid = (await call('GET', `/api/me/commitments/${exact.id}`, jana)).json().data;
    expect(paid).toMatchObject({ state: 'paid', paid_on: '2026-12-01' });
    expect((await call('GET', `/api/me/commitments/${exact.id}/receipt.pdf`, jana)).statusCode).toBe(200);
    const mail = await smtp.waitFor(JANA, /Přijali jsme vaši platbu: Poplatek ze psa Rexe/);
    expect(mail.decoded).toContain('/ucet/moje-zavazky');
    const paidMails = async () =>
      (await queuedMails(t.database, JANA)).filter((m) => m.subject.startsWith('Přijali jsme vaši platbu')).length;
    const mailsBefore = await paidMails();

    // The same statement again: every payment is known, nothing is paid or queued again, nobody mailed.
    const again = (await upload(lenka, 'vypis-12-znovu.gpc', broken)).json().data;
    expect(again.counts).toEqual({ matched: 0, queued: 0, duplicate: 5, outgoing: 1 });
    expect(again.duplicate_lines).toEqual([2, 3, 4, 5, 7]);
    expect(again.payments).toEqual([]);
    const queue = (await call('GET', '/api/staff/payments', lenka)).json();
    expect(queue.meta.total).toBe(4);
    expect(await paidMails()).toBe(mailsBefore);
  });

  it('imports the same statement once when two clerks send it at the same moment', async () => {
    const c = await owe(450, 'Vstupné do muzea, skupina');
    const statement = gpcFile([{ hellers: 45_000, vs: c.variable_symbol, name: 'Jana', reference: 'PAR1' }]);
    const [a, b] = await Promise.all([upload(lenka, 'a.gpc', statement), upload(martin, 'b.gpc', statement)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const counts = [a.json().data.counts, b.json().data.counts];
    expect(counts.map((n) => n.matched).sort()).toEqual([0, 1]);
    expect(counts.map((n) => n.duplicate).sort()).toEqual([0, 1]);
  });

  it('keeps the parts of a long statement committed before a crash, and completes it when imported again', async () => {
    const early = await owe(110, 'Pronájem sálu, leden');
    const late = await owe(120, 'Pronájem sálu, únor');
    // 60 payments, committed 25 lines at a time: the first fee in the first part, the second in the third.
    const statement = gpcFile(
      Array.from({ length: 60 }, (_, i) => ({
        hellers: i === 0 ? 11_000 : i === 55 ? 12_000 : 1_000 + i,
        vs: i === 0 ? early.variable_symbol : i === 55 ? late.variable_symbol : `55${String(i).padStart(8, '0')}`,
        name: `Dlouhy ${i}`,
        reference: `DLOUHY${i}`,
      })),
    );
    // The database stops the second part at its sixth payment (line 32), as a kill -9 before its commit would.
    await t.database.db.execute(
      sql.raw(`create function statement_crash() returns trigger language plpgsql as $$
        begin
          if rtrim(new.counter_name) = 'Dlouhy 30' then raise exception 'the process was killed'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger statement_crash before insert on bank_payments for each row execute function statement_crash()',
      ),
    );
    try {
      expect((await upload(lenka, 'dlouhy.gpc', statement)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger statement_crash on bank_payments'));
      await t.database.db.execute(sql.raw('drop function statement_crash()'));
    }
    // The first part stands, with what it paid; the second was rolled back whole.
    const kept = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bank_payments where counter_name like 'Dlouhy %'`,
    );
    expect(kept.rows[0]!.n).toBe(25);
    expect((await call('GET', `/api/me/commitments/${early.id}`, jana)).json().data.state).toBe('paid');
    expect((await call('GET', `/api/me/commitments/${late.id}`, jana)).json().data.state).not.toBe('paid');

    // The same file again: the 25 are known, the other 35 are imported, and nothing is paid twice.
    const again = await upload(lenka, 'dlouhy-znovu.gpc', statement);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.counts).toEqual({ matched: 1, queued: 34, duplicate: 25, outgoing: 0 });
    expect((await call('GET', `/api/me/commitments/${late.id}`, jana)).json().data.state).toBe('paid');
    const paid = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bank_payments where rtrim(counter_name) = 'Dlouhy 0'`,
    );
    expect(paid.rows[0]!.n).toBe(1);
  });

  it('answers the pages while a statement of a thousand lines is imported, on a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { contentType, payload } = await multipartBody({}, [
      {
        field: 'file',
        name: 'rocni.gpc',
        data: Buffer.from(
          gpcFile(
            Array.from({ length: 1000 }, (_, i) => ({
              hellers: 2_000 + i,
              vs: `66${String(i).padStart(8, '0')}`,
              name: `Rocni ${i}`,
              reference: `ROCNI${i}`,
            })),
          ),
        ),
      },
    ]);
    let imported = false;
    const importing = fetch(`${address}/api/staff/bank-statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lenka}`, 'content-type': contentType },
      body: payload,
    }).finally(() => {
      imported = true;
    });
    // A visitor reads the events (a query of the database) one request after another meanwhile. On the
    // embedded database one transaction of the whole statement held every one until it ended.
    let answered = 0;
    while (!imported) {
      const events = await fetch(`${address}/api/events`);
      expect(events.status).toBe(200);
      if (!imported) answered++;
    }
    const done = await importing;
    expect(done.status).toBe(201);
    expect((await done.json()).data.counts).toEqual({ matched: 0, queued: 1000, duplicate: 0, outgoing: 0 });
    expect(answered).toBeGreaterThanOrEqual(10);
  });

  it('refuses a statement of another account, naming it, and pays nothing', async () => {
    const c = await owe(600, 'Poplatek ze psa, cizí výpis');
    const lines = gpcFile([{ hellers: 60_000, vs: c.variable_symbol, name: 'Jana', reference: 'X1' }]).split('\r\n');
    const foreign = [gpcHeader('0000000000123457'), ...lines.slice(1)].join('\r\n');
    const res = await upload(lenka, 'jiny-ucet.gpc', foreign);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Výpis je z účtu 123457, ne z účtu města 19-2000145399/0800. Nic nebylo zaplaceno.',
    ]);
    expect((await call('GET', `/api/me/commitments/${c.id}`, jana)).json().data.state).not.toBe('paid');
    const mails = await queuedMails(t.database, JANA);
    expect(mails.map((m) => m.subject)).not.toContain('Přijali jsme vaši platbu: Poplatek ze psa, cizí výpis');
  });

  it('reads CSV as banks export it', async () => {
    const c = await owe(120, 'Známka pro psa');
    const csv = `ID pohybu;Datum;Objem;Měna;VS;Zpráva pro příjemce\n77001;2.12.2026;120,00;CZK;${c.variable_symbol};Známka\n`;
    const res = await upload(lenka, 'pohyby.csv', csv);
    expect(res.json().data).toMatchObject({ format: 'csv', counts: { matched: 1, queued: 0 } });
    expect((await upload(lenka, 'pohyby.csv', csv)).json().data.counts.duplicate).toBe(1);
  });

  it('refuses a file that is not a statement with the line number, and imports nothing', async () => {
    const res = await upload(lenka, 'faktura.pdf', Buffer.from('%PDF-1.4\n\u0000\u0001binary'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/^Řádek 1: /);
    const csv = await upload(lenka, 'adresy.csv', 'Jméno;Adresa\nJana;Lipová 12\n');
    expect(csv.json().errors.file).toEqual([
      'Řádek 1: Soubor není výpis ve formátu GPC ani CSV: první řádek nemá sloupce Datum, Částka, VS.',
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bank-statements',
      headers: { authorization: `Bearer ${lenka}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.json().errors).toEqual({ file: ['Vyberte soubor s výpisem z banky.'] });
  });
});

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
