import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { auditLog } from '../../../server/db/schema/audit.ts';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { firm, jana, town } from '../../../tests/isds/boxes.ts';
import { startTestDataBoxSystem, type TestDataBoxSystem } from '../../../tests/isds/server.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { fetchReceived } from '../data-box/service.server.ts';
import { sampleValues } from '../e-services/sample-values.ts';
import { fileReceivedMessages } from '../e-services/service.server.ts';
import * as registerPage from './pages/sprava-podaci-denik.tsx';
import * as csvPage from './pages/sprava-podaci-denik-csv.ts';
import * as printPage from './pages/sprava-podaci-denik-tisk.tsx';
import { registerIncoming } from './reference-numbers.server.ts';
import { referenceNumbers } from './schema.server.ts';

/**
 * The filing register numbers what comes in (issue 56, item 5): a data message taken in from the
 * office's box and a paper letter a clerk enters each get a number of the office's series of their
 * year, as they are filed; the register of a year is exported as CSV and printed. The office's clock
 * stands on New Year's Day 2027; the data box system's moves across midnight.
 */
let system: TestDataBoxSystem;
let t: TestApp;
let martin: string;
let janaToken: string;
/** The data box system's clock: when a message it is given arrives. */
let systemNow = new Date('2026-12-31T21:00:00Z');

beforeAll(async () => {
  system = await startTestDataBoxSystem([town, jana, firm], () => systemNow);
  t = await createTestApp({
    env: {
      CLOCK_AT: '2027-01-01T10:00:00+01:00',
      DATA_BOX_URL: system.url,
      DATA_BOX_USERNAME: town.username,
      DATA_BOX_PASSWORD: town.password,
    },
  });
  martin = await loginAsStaff(t.app, 'martin');
  janaToken = await loginAs(t.app, DEMO_LOGINS.jana);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await system?.stop();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const register = async (search: string, token = martin) =>
  registerPage.loader(
    routeArgs({ request: page(`/sprava/podaci-denik${search}`), params: {}, context: await pageContext(t.app, token) }),
  );
const enter = async (fields: Record<string, string>, token = martin) =>
  registerPage.action(
    routeArgs({
      request: page('/sprava/podaci-denik', form(fields)),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );
const csv = async (search: string) => {
  const response = await csvPage.loader(
    routeArgs({
      request: page(`/sprava/podaci-denik.csv${search}`),
      params: {},
      context: await pageContext(t.app, martin),
    }),
  );
  // The bytes as sent: `text()` would drop the BOM a spreadsheet needs.
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bom: bytes.subarray(0, 3).toString('hex'), text: bytes.subarray(3).toString('utf8') };
};
/** The printout as the browser gets it, rendered. */
async function printout(search: string) {
  const context = await pageContext(t.app, martin);
  const handler = createStaticHandler([
    {
      id: 'sprava-podaci-denik-tisk___cs',
      path: '/sprava/podaci-denik/tisk',
      loader: ({ request }) => printPage.loader(routeArgs({ request, params: {}, context })),
      // The page's props are typed with the app's whole route tree; here it is the only route.
      Component: withComponentProps(printPage.default as unknown as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(`/sprava/podaci-denik/tisk${search}`));
  if (state instanceof Response) throw new Error(`answered ${state.status}`);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}

/** A request Jana files on the site: a case with its number. */
async function fileRequest() {
  const def = formDefinitions.find((f) => f.key === 'other-request')!;
  const filed = await call(
    'POST',
    `/api/forms/${def.key}/submissions`,
    janaToken,
    sampleValues(def, demoAccounts()[0]!).values,
  );
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json().data as { id: string; number: string; reference_number: string };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
const attachment = { name: 'dopis.pdf', mimeType: 'application/pdf', meta: 'main', content: PDF };
/** The n-th number of a year in the office's plain series, `{číslo}/{rok}`. */
const plain = (number: string) => {
  const [n, year] = number.split('/');
  return { n: Number(n), year: Number(year) };
};

/** The register's numbers as their year's order gives them. */
let lastOf2026 = '';
let firstOf2027 = '';
let caseOfJana: { id: string; number: string; reference_number: string };

describe('a data message taken in from the office’s box', () => {
  it('gets a number of the year it came in, on either side of midnight, and names the case it went to', async () => {
    caseOfJana = await fileRequest();
    // 23:00 on New Year's Eve in Prague: taken in half an hour later.
    systemNow = new Date('2026-12-31T22:00:00Z');
    const late = system.deliver(firm, town, { annotation: 'Žádost o vyjádření ke stavbě', files: [attachment] });
    expect(await fetchReceived(systemContext(t.app, new Date('2026-12-31T22:30:00Z')))).toBe(1);
    // 00:15 on New Year's Day: naming Jana's case.
    systemNow = new Date('2026-12-31T23:15:00Z');
    const early = system.deliver(jana, town, {
      annotation: 'Doplnění žádosti',
      recipientRef: caseOfJana.number,
      files: [attachment],
    });
    const newYear = systemContext(t.app, new Date('2026-12-31T23:30:00Z'));
    expect(await fetchReceived(newYear)).toBe(1);
    await fileReceivedMessages(newYear);

    const of2026 = await register('?rok=2026&dosle=1');
    const of2027 = await register('?rok=2027&dosle=1');
    const lateRow = of2026.rows.find((r) => r.subject === late.annotation)!;
    const earlyRow = of2027.rows.find((r) => r.subject === early.annotation)!;
    expect(lateRow).toMatchObject({
      department: null,
      incoming: {
        channel: 'datova-schranka',
        sender: 'Stavby Vzorov s.r.o., schránka fm3k8pq',
        received_on: '2026-12-31',
      },
      case: null,
    });
    expect(plain(lateRow.number).year).toBe(2026);
    expect(earlyRow).toMatchObject({
      incoming: { channel: 'datova-schranka', sender: 'Jana Nováková, schránka jn7q5bc', received_on: '2027-01-01' },
      case: { id: caseOfJana.id, number: caseOfJana.number },
    });
    expect(plain(earlyRow.number).year).toBe(2027);
    // Neither year's list holds the other's message.
    expect(of2026.rows.map((r) => r.number)).not.toContain(earlyRow.number);
    expect(of2027.rows.map((r) => r.number)).not.toContain(lateRow.number);
    lastOf2026 = lateRow.number;
    firstOf2027 = earlyRow.number;

    // Taken in once, numbered once: the next minute adds nothing, and asking again gives the same number.
    expect(await fetchReceived(newYear)).toBe(0);
    const numbered = await t.app.db
      .select()
      .from(referenceNumbers)
      .where(eq(referenceNumbers.channel, 'datova-schranka'));
    expect(numbered).toHaveLength(2);
    expect(
      await registerIncoming(newYear, {
        channel: 'datova-schranka',
        sender: 'kdokoli',
        subject: 'znovu',
        receivedAt: newYear.now,
        source: numbered.find((r) => r.number === firstOf2027)!.source!,
      }),
    ).toBe(firstOf2027);
  });

  it('is in the register of every clerk, as the filing office’s list is', async () => {
    const lenka = await loginAsStaff(t.app, 'lenka');
    const hers = await register('?rok=2026', lenka);
    expect(hers.rows.map((r) => r.number)).toContain(lastOf2026);
    const api = await call('GET', '/api/staff/reference-numbers?year=2027&incoming=1&q=dopln%C4%9Bn%C3%AD', lenka);
    expect(api.json()).toMatchObject({ data: [{ number: firstOf2027, case: { number: caseOfJana.number } }] });
  });
});

describe('a paper letter a clerk enters', () => {
  it('is refused with a Czech message by each wrong field, and what was typed stays', async () => {
    const empty = await enter({ received_on: '', sender: ' ', subject: '', case_number: '' });
    expect(empty).toMatchObject({
      init: { status: 422 },
      data: {
        errors: {
          received_on: ['Zadejte den, kdy písemnost došla.'],
          sender: ['Vyplňte odesílatele.'],
          subject: ['Vyplňte věc.'],
          channel: ['Vyberte, jak písemnost došla: poštou, nebo osobně.'],
        },
      },
    });
    const wrong = await enter({
      received_on: '2026-02-30',
      sender: 'Karel Dvořák, Polní 3, Vzorov',
      subject: 'Stížnost na hluk',
      channel: 'posta',
    });
    expect(wrong).toMatchObject({
      init: { status: 422 },
      data: {
        errors: { received_on: ['Zadejte platné datum, například 2026-12-07.'] },
        values: { sender: 'Karel Dvořák, Polní 3, Vzorov', subject: 'Stížnost na hluk' },
      },
    });
    // Tomorrow by the office's clock, and a case nobody has.
    const later = await enter({
      received_on: '2027-01-02',
      sender: 'Karel Dvořák',
      subject: 'Stížnost na hluk',
      channel: 'osobne',
      case_number: 'VZ-1999-00001',
    });
    expect(later).toMatchObject({
      init: { status: 422 },
      data: {
        errors: {
          received_on: ['Písemnost nemohla dojít později než dnes.'],
          case_number: ['Případ s tímto číslem mezi vašimi není.'],
        },
      },
    });
    expect(
      await t.app.db.select().from(referenceNumbers).where(eq(referenceNumbers.subject, 'Stížnost na hluk')),
    ).toEqual([]);
    // The API refuses the same way.
    const api = await call('POST', '/api/staff/reference-numbers/letters', martin, {
      received_on: '2027-01-02',
      sender: 'Karel Dvořák',
      subject: 'Stížnost na hluk',
      channel: 'fax',
    });
    expect(api.statusCode).toBe(422);
    expect(api.json().errors).toEqual({ channel: ['Vyberte, jak písemnost došla: poštou, nebo osobně.'] });
  });

  it('gets the next number of the year as it is entered, goes to its case and is audited', async () => {
    const done = await enter({
      received_on: '2026-12-31',
      sender: 'Jana Nováková, Lesní 15, Vzorov',
      subject: 'Doplnění žádosti poštou',
      channel: 'posta',
      case_number: ` ${caseOfJana.reference_number.toLowerCase()} `,
    });
    expect(done).toBeInstanceOf(Response);
    const location = new URL((done as Response).headers.get('location')!, 'http://vzorov.test');
    expect(location.pathname).toBe('/sprava/podaci-denik');
    const number = location.searchParams.get('zapsano')!;
    // Entered on New Year's Day, though it came the day before: the next of 2027.
    expect(plain(number)).toEqual({ n: plain(firstOf2027).n + 1, year: 2027 });

    const shown = await register(`?zapsano=${encodeURIComponent(number)}`);
    expect(shown.registered).toBe(number);
    expect(shown.rows[0]).toMatchObject({
      number,
      subject: 'Doplnění žádosti poštou',
      incoming: { channel: 'posta', sender: 'Jana Nováková, Lesní 15, Vzorov', received_on: '2026-12-31' },
      case: { id: caseOfJana.id, number: caseOfJana.number },
    });
    // On the case's timeline, the office's only.
    const timeline = (await call('GET', `/api/staff/cases/${caseOfJana.id}`, martin)).json().data.timeline;
    expect(timeline.find((e: { message: string | null }) => e.message?.includes(number))).toMatchObject({
      internal: true,
      message: `Listinná písemnost č. j. ${number} (pošta, došla 31. 12. 2026) od Jana Nováková, Lesní 15, Vzorov: Doplnění žádosti poštou`,
    });
    const mine = (await call('GET', `/api/me/cases/${caseOfJana.id}`, janaToken)).json().data.timeline;
    expect(mine.some((e: { message: string | null }) => e.message?.includes(number))).toBe(false);
    const [audited] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'filing.letter-registered'), eq(auditLog.entityId, number)));
    expect(audited).toMatchObject({ actorName: 'Martin Král', summary: { channel: 'pošta', case: caseOfJana.number } });
  });

  it('entered by several clerks at once, each gets a number of its own, none skipped', async () => {
    const entered = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        call('POST', '/api/staff/reference-numbers/letters', martin, {
          received_on: '2027-01-01',
          sender: `Odesílatel ${i}`,
          subject: `Souběžný dopis ${i}`,
          channel: 'osobne',
        }),
      ),
    );
    expect(entered.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = entered.map((r) => plain(r.json().data.number));
    expect(numbers.every((n) => n.year === 2027)).toBe(true);
    const order = numbers.map((n) => n.n).sort((a, b) => a - b);
    expect(order).toEqual([order[0]!, order[0]! + 1, order[0]! + 2, order[0]! + 3, order[0]! + 4]);
    expect(entered[0]!.json().data).toMatchObject({
      incoming: { channel: 'osobne', sender: 'Odesílatel 1' },
      case: null,
    });
  });
});

describe('the register of a year', () => {
  it('is exported as CSV a Czech spreadsheet opens, the year’s numbers only, and the export is audited', async () => {
    const { response, bom, text } = await csv('?rok=2026&dosle=1');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="podaci-denik-2026.csv"');
    expect(bom).toBe('efbbbf');
    expect(text.startsWith('Číslo jednací;Zapsáno;Došlo;Jak došlo;Odesílatel;Věc;Odbor;Případ\r\n')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toContain(
      `${lastOf2026};31. 12. 2026 23:30;31. 12. 2026;datová schránka;Stavby Vzorov s.r.o., schránka fm3k8pq;Žádost o vyjádření ke stavbě;;`,
    );
    expect(text).not.toContain(firstOf2027);
    expect(text).not.toContain('Doplnění žádosti poštou');

    // 2027: the message named its case; the letters entered on the first day, in the order they were numbered.
    const of2027 = (await csv('?rok=2027&dosle=1')).text.trimEnd().split('\r\n');
    expect(of2027[1]).toBe(
      `${firstOf2027};1. 1. 2027 0:30;1. 1. 2027;datová schránka;Jana Nováková, schránka jn7q5bc;Doplnění žádosti;;${caseOfJana.number}`,
    );
    expect(of2027.map((l) => l.split(';')[0]).slice(1)).toEqual(
      [...of2027.slice(1)].map((l) => l.split(';')[0]).sort((a, b) => plain(a!).n - plain(b!).n),
    );
    expect(of2027.some((l) => l.includes(';pošta;Jana Nováková, Lesní 15, Vzorov;Doplnění žádosti poštou;;'))).toBe(
      true,
    );
    // Without a year: this year by the office's clock.
    expect((await csv('?dosle=1')).response.headers.get('content-disposition')).toContain('podaci-denik-2027.csv');
    const exports = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'filing.exported'));
    expect(exports.map((e) => e.summary.year)).toEqual(expect.arrayContaining([2026, 2027]));
  });

  it('is printed with the office’s name, the year and its numbers in one table', async () => {
    const html = await printout('?rok=2026&dosle=1');
    expect(html).toContain('Městský úřad Vzorov');
    expect(html).toContain('<h1>Podací deník 2026</h1>');
    expect(html).toContain('Výběr: jen došlé.');
    for (const column of ['Číslo jednací', 'Zapsáno', 'Došlo', 'Jak došlo', 'Odesílatel', 'Věc', 'Odbor', 'Případ'])
      expect(html).toContain(`<th scope="col">${column}</th>`);
    expect(html).toContain(`<td>${lastOf2026}</td>`);
    expect(html).toContain('<td>Stavby Vzorov s.r.o., schránka fm3k8pq</td>');
    expect(html).not.toContain(firstOf2027);
    expect(html).toContain('Vytištěno 1. 1. 2027');

    const next = await printout('?rok=2027');
    expect(next).toContain('<h1>Podací deník 2027</h1>');
    expect(next).toContain(`<td>${firstOf2027}</td>`);
    expect(next).toContain(`<td>${caseOfJana.number}</td>`);
    // The whole year, also the numbers the site issued for its own filings (Jana's request).
    expect(next).toContain(`<td>${caseOfJana.reference_number}</td>`);
    expect(next).not.toContain(`<td>${lastOf2026}</td>`);
  });
});
