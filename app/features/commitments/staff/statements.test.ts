import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedMails, type TestApp } from '../../../../server/test/app.ts';
import { multipartBody } from '../../../../server/test/pages.ts';
import { gpcFile, gpcHeader } from '../bank-statement/gpc-fixture.ts';
import { apiCall, type FinanceOffice, JANA, oweJana, startFinanceOffice, uploadStatement } from './test-kit.ts';

/** The bank statements the finance office imports (issue 14): what they pay, what they queue, what they refuse. */
let t: TestApp;
let smtp: FinanceOffice['smtp'];
let close: () => Promise<void>;
let jana: string;
let lenka: string;
let martin: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  apiCall(t.app, method, url, token, payload);
const owe = (amount: number, title: string) => oweJana(t.app, lenka, amount, title);
const upload = (token: string, name: string, text: string | Buffer) => uploadStatement(t.app, token, name, text);

beforeAll(async () => {
  ({ t, smtp, close, jana, lenka, martin } = await startFinanceOffice());
});
afterAll(() => close());

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
