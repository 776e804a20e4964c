import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueTime } from '../../../common/dates.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';
import * as deskPage from './pages/sprava-rezervace.tsx';
import * as servicePage from './pages/sprava-rezervace-sluzba.tsx';

/**
 * The booking desk (issue 14) on a server whose clock stands at Tuesday 8 December 2026, 8:00 in
 * Prague: today's bookings, arrivals and no-shows, a closed day with its mails, the weekly rules.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let lenka: string;
let petra: string;
let jana: string;
let josef: string;

const TODAY = '2026-12-08';
const TOMORROW = '2026-12-09';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function book(token: string, who: string, day: string, time: string) {
  const res = await call('POST', '/api/reservations', token, {
    service: 'czech-point',
    starts_at: pragueTime(day, time).toISOString(),
    name: who,
    email: 'ignored@vzorov.example',
    phone: '',
    note: 'Ověření podpisu na kupní smlouvě.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const desk = async (date = TODAY) => {
  const res = await call('GET', `/api/staff/bookings?date=${date}`, lenka);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.services.find((s: { slug: string }) => s.slug === 'czech-point');
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CLOCK_AT: '2026-12-08T08:00:00+01:00' } });
  lenka = await loginAsStaff(t.app, 'lenka');
  petra = await loginAsStaff(t.app, 'petra');
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the booking desk', () => {
  it('shows the day’s bookings by time and records who came and who did not', async () => {
    const janas = await book(jana, 'Jana Nováková', TODAY, '10:15');
    const josefs = await book(josef, 'Josef Dvořák', TODAY, '10:30');
    const day = await desk();
    expect(day.closed_reason).toBeNull();
    const ours = day.bookings.filter((b: { id: string }) => [janas, josefs].includes(b.id));
    expect(ours.map((b: { time: string; name: string }) => [b.time, b.name])).toEqual([
      ['10:15', 'Jana Nováková'],
      ['10:30', 'Josef Dvořák'],
    ]);
    expect(ours[0]).toMatchObject({ status: 'active', attendance: null, note: 'Ověření podpisu na kupní smlouvě.' });

    const mark = (id: string, attendance: string) =>
      call('POST', `/api/staff/bookings/${id}/attendance`, lenka, { attendance });
    expect((await mark(janas, 'arrived')).json().data).toEqual({ attendance: 'arrived' });
    expect((await mark(josefs, 'no_show')).json().data).toEqual({ attendance: 'no_show' });
    const after = (await desk()).bookings.filter((b: { id: string }) => [janas, josefs].includes(b.id));
    expect(after.map((b: { attendance: string }) => b.attendance)).toEqual(['arrived', 'no_show']);
    // A mistake is taken back.
    expect((await mark(josefs, 'none')).json().data).toEqual({ attendance: null });

    // Tomorrow's booking cannot be marked yet; a cancelled one never.
    const later = await book(josef, 'Josef Dvořák', TOMORROW, '08:15');
    const early = await mark(later, 'arrived');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Příchod lze zapsat nejdřív v den rezervace.');
    expect((await mark('not-a-uuid', 'arrived')).statusCode).toBe(404);
  });

  it('closes a day: its bookings are cancelled, each person is mailed why with a link to book again', async () => {
    const mine = await book(jana, 'Jana Nováková', TOMORROW, '09:00');
    const closed = await call('POST', '/api/staff/booking-closures', lenka, {
      service: 'czech-point',
      date: TOMORROW,
      reason: 'Výpadek systému Czech POINT.',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().data.cancelled).toBe(2); // Josef's from the test before, and Jana's

    const mail = await smtp.waitFor(DEMO_LOGINS.jana[0], /Výpadek systému Czech POINT/);
    expect(mail.decoded).toContain('Rezervace zrušena: Czech POINT, středa 9. 12. 2026 v 9:00');
    expect(mail.decoded).toContain('http://vzorov.test/potrebuji-vyridit/czech-point/rezervace');
    const janas = (await call('GET', '/api/me/reservations', jana)).json().data;
    expect(janas.find((r: { id: string }) => r.id === mine)).toMatchObject({ status: 'cancelled' });

    // Nobody can book the day; the desk shows it closed, and closing it again is refused.
    const slots = await call('GET', `/api/reservations/services/czech-point/slots?from=${TOMORROW}&to=${TOMORROW}`);
    expect(slots.json().data[0]).toMatchObject({ state: 'closed', closed_reason: 'Výpadek systému Czech POINT.' });
    const tomorrow = await desk(TOMORROW);
    expect(tomorrow).toMatchObject({ closed_reason: 'Výpadek systému Czech POINT.', bookings: [] });
    const again = await call('POST', '/api/staff/booking-closures', lenka, {
      service: 'czech-point',
      date: TOMORROW,
      reason: 'Znovu.',
    });
    expect(again.statusCode).toBe(409);
    const past = await call('POST', '/api/staff/booking-closures', lenka, { date: '2026-12-07', reason: 'Pozdě.' });
    expect(past.json().errors).toEqual({ date: ['Uzavřít lze jen dnešek nebo den v budoucnu.'] });

    // Reopened, the day can be booked again; the cancelled bookings stay cancelled.
    expect((await call('DELETE', `/api/staff/booking-closures/${tomorrow.closure.id}`, lenka)).statusCode).toBe(204);
    const open = await call('GET', `/api/reservations/services/czech-point/slots?from=${TOMORROW}&to=${TOMORROW}`);
    expect(open.json().data[0].state).not.toBe('closed');
  });

  it('cancels one booking with a reason the person reads in the mail', async () => {
    const id = await book(josef, 'Josef Dvořák', TODAY, '11:00');
    const res = await call('POST', `/api/staff/bookings/${id}/cancel`, lenka, { reason: 'Referentka je nemocná.' });
    expect(res.statusCode, res.body).toBe(200);
    await smtp.waitFor(DEMO_LOGINS.josef[0], /Referentka je nemocná/);
    expect((await call('POST', `/api/staff/bookings/${id}/cancel`, lenka, { reason: 'Znovu.' })).statusCode).toBe(409);
    expect((await call('POST', `/api/staff/bookings/${id}/cancel`, lenka, { reason: '' })).json().errors).toEqual({
      reason: ['Napište důvod; pošle se lidem v e-mailu.'],
    });
  });

  it('edits a service’s weekly template and counters; a day that does not add up is explained', async () => {
    const service = (await call('GET', '/api/staff/booking-services/czech-point', lenka)).json().data;
    const rules = {
      weekly: {
        ...service.weekly,
        '2': [
          ['08:00', '11:30'],
          ['13:00', '15:00'],
        ],
      },
      slot_minutes: 15,
      capacity: 2,
      horizon_days: 30,
      lead_minutes: 120,
      cancel_hours: 2,
      max_active: 2,
    };
    const saved = await call('PUT', '/api/staff/booking-services/czech-point', lenka, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    const day = (await call('GET', `/api/reservations/services/czech-point/slots?from=${TODAY}&to=${TODAY}`)).json()
      .data[0];
    expect(day.slots.find((s: { time: string }) => s.time === '14:45')).toMatchObject({ remaining: 2 });

    const wrong = await call('PUT', '/api/staff/booking-services/czech-point', lenka, {
      ...rules,
      weekly: { '1': [['12:00', '10:00']] },
      capacity: 0,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['capacity', 'weekly.1']);
    // An editor of the news does not run the desk.
    expect((await call('GET', '/api/staff/bookings', petra)).statusCode).toBe(403);
  });
});

describe('the desk’s pages, read by their schemas', () => {
  const post = async <P extends Record<string, string>>(path: string, fields: Record<string, string>, params: P) =>
    routeArgs({
      request: page(path, { method: 'POST', body: new URLSearchParams(fields) }),
      params,
      context: await pageContext(t.app, lenka),
    });
  const deskPost = (fields: Record<string, string>) => post('/sprava/rezervace', fields, {});
  const SERVICE = 'obcansky-prukaz';
  const rulesPage = (fields: Record<string, string>) =>
    post(`/sprava/rezervace/sluzby/${SERVICE}`, fields, { slug: SERVICE });
  const rules = () => call('GET', `/api/staff/booking-services/${SERVICE}`, lenka).then((res) => res.json().data);

  it('a service’s rules: a day that does not read is named as the form names it and nothing is saved; a save works', async () => {
    const before = await rules();
    const fields = {
      'weekly.1': '8:00-11:30, 12:30-17:00',
      'weekly.2': '25:00-26:00',
      'weekly.3': '',
      slot_minutes: '20',
      capacity: '3',
      horizon_days: '60',
      lead_minutes: '60',
      cancel_hours: '24',
      max_active: '2',
    };
    const unreadable = asJson(await servicePage.action(await rulesPage(fields)));
    expect(unreadable.init.status).toBe(422);
    expect(unreadable.data.reply.error).toEqual({ 'weekly.2': ['Napište úseky jako 08:00–11:30, 12:30–17:00.'] });
    expect(unreadable.data.reply.initialValue.weekly['1']).toBe('8:00-11:30, 12:30-17:00');
    // A day that reads but does not add up is named by the API's own rule, as are the counters.
    const backwards = asJson(
      await servicePage.action(await rulesPage({ ...fields, 'weekly.2': '12:00-10:00', capacity: '0' })),
    );
    expect(backwards.init.status).toBe(422);
    expect(Object.keys(backwards.data.reply.error).sort()).toEqual(['capacity', 'weekly.2']);
    expect(await rules()).toEqual(before);

    const saved = (await servicePage.action(await rulesPage({ ...fields, 'weekly.2': '08:00–11:30' }))) as Response;
    expect(saved.headers.get('location')).toBe(`/sprava/rezervace/sluzby/${SERVICE}?hotovo=ulozeno`);
    expect(await rules()).toMatchObject({
      weekly: {
        '1': [
          ['08:00', '11:30'],
          ['12:30', '17:00'],
        ],
        '2': [['08:00', '11:30']],
      },
      slot_minutes: 20,
      capacity: 3,
    });
    expect(Object.keys((await rules()).weekly)).toEqual(['1', '2']);
  });

  it('the day’s buttons and forms: each read by its schema, a wrong one refused with what was sent', async () => {
    const id = await book(josef, 'Josef Dvořák', TODAY, '14:30');
    const arrived = (await deskPage.action(await deskPost({ intent: 'arrived', id, date: TODAY }))) as Response;
    expect(new URL(arrived.headers.get('location') ?? '', 'http://vzorov.test').searchParams.get('den')).toBe(TODAY);
    const marked = (await desk()).bookings.find((b: { id: string }) => b.id === id);
    expect(marked.attendance).toBe('arrived');

    const badDay = asJson(await deskPage.action(await deskPost({ intent: 'none', id, date: 'zítra' })));
    expect(badDay).toMatchObject({ init: { status: 422 }, data: { errors: { date: [expect.any(String)] } } });
    expect((await desk()).bookings.find((b: { id: string }) => b.id === id).attendance).toBe('arrived');

    const short = asJson(await deskPage.action(await deskPost({ intent: 'cancel', id, date: TODAY, reason: 'x' })));
    expect(short).toMatchObject({
      init: { status: 422 },
      data: {
        errors: { reason: ['Napište důvod; pošle se lidem v e-mailu.'] },
        values: { intent: 'cancel', id, reason: 'x' },
      },
    });
    // The close-day form sent without its button is still read as that form.
    const noReason = asJson(await deskPage.action(await deskPost({ service: '', date: TODAY, reason: '' })));
    expect(noReason).toMatchObject({ init: { status: 422 }, data: { errors: { reason: [expect.any(String)] } } });
    expect(noReason.data.values.intent).toBeUndefined();
    expect((await desk()).closed_reason).toBeNull();
  });
});
