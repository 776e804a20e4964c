import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueParts, pragueTime, pragueToday } from '../../../common/dates.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { linkIn, startTestSmtp } from '../../../server/test/smtp.ts';
import { reservationServices } from './schema.server.ts';
import { reservationMessages as msg } from './schemas.ts';
import { bookable, daySlots, type SlotRules } from './slots.ts';

const WEEKDAYS: SlotRules = {
  weekly: { '1': [['08:00', '10:00']], '3': [['08:00', '09:00']] },
  slotMinutes: 30,
  capacity: 2,
  horizonDays: 60,
  leadMinutes: 120,
};

describe('slot generation', () => {
  it('follows the weekly template, in Prague time', () => {
    // Monday 2026-11-23: four half-hour slots 8:00–10:00; Tuesday none; Wednesday two.
    expect(daySlots(WEEKDAYS, '2026-11-23').map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(daySlots(WEEKDAYS, '2026-11-23')[0]!.startsAt.toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(daySlots(WEEKDAYS, '2026-11-24')).toEqual([]);
    expect(daySlots(WEEKDAYS, '2026-11-25')).toHaveLength(2);
  });

  it('has none on public holidays, Easter Monday included, nor on closures', () => {
    expect(daySlots(WEEKDAYS, '2027-03-29')).toEqual([]); // Easter Monday 2027
    expect(daySlots(WEEKDAYS, '2026-04-06')).toEqual([]); // Easter Monday 2026
    expect(daySlots(WEEKDAYS, '2026-12-28')).toHaveLength(4); // an ordinary Monday
    expect(daySlots(WEEKDAYS, '2026-12-28', new Map([['2026-12-28', 'Inventura']]))).toEqual([]);
  });

  it('keeps the wall-clock time across daylight-saving changes', () => {
    // Clocks go back on Sunday 2026-10-25 and forward on Sunday 2027-03-28.
    const before = daySlots(WEEKDAYS, '2026-10-19')[0]!.startsAt;
    const after = daySlots(WEEKDAYS, '2026-10-26')[0]!.startsAt;
    expect(pragueParts(before).time).toBe('08:00');
    expect(pragueParts(after).time).toBe('08:00');
    expect(after.getTime() - before.getTime()).toBe(7 * 24 * 3600_000 + 3600_000);
    const spring = daySlots(WEEKDAYS, '2027-03-29')[0]; // Easter Monday: none
    expect(spring).toBeUndefined();
    expect(daySlots(WEEKDAYS, '2027-03-31')[0]!.startsAt.toISOString()).toBe('2027-03-31T06:00:00.000Z');
  });

  it('respects the lead time and the horizon', () => {
    const now = pragueTime('2026-11-23', '07:30');
    const slots = daySlots(WEEKDAYS, '2026-11-23');
    // 2 hours of lead time: 8:00 and 9:00 are too soon, 9:30 is fine.
    expect(slots.filter((s) => bookable(WEEKDAYS, s, now)).map((s) => s.time)).toEqual(['09:30']);
    expect(bookable(WEEKDAYS, { startsAt: pragueTime('2027-01-20', '08:00') }, now)).toBe(true);
    expect(bookable(WEEKDAYS, { startsAt: pragueTime('2027-01-25', '08:00') }, now)).toBe(false);
    expect(bookable(WEEKDAYS, { startsAt: pragueTime('2026-11-20', '08:00') }, now)).toBe(false);
  });
});

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let jana: string;
let josef: string;

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A test service open every day 8–16 with five counters, so the tests do not depend on today's weekday. */
async function addService(slug: string, overrides: Partial<typeof reservationServices.$inferInsert> = {}) {
  const every: [string, string][] = [['08:00', '16:00']];
  await t.database.db.insert(reservationServices).values({
    slug,
    name: `Zkouška ${slug}`,
    description: 'Pro testy.',
    place: 'Radnice',
    weekly: { '1': every, '2': every, '3': every, '4': every, '5': every, '6': every, '7': every },
    slotMinutes: 30,
    capacity: 5,
    horizonDays: 60,
    leadMinutes: 60,
    cancelHours: 24,
    maxActive: 200,
    questions: [],
    situations: [],
    ...overrides,
  });
}

/** The first bookable slot of a service at least `days` days ahead. */
async function slotAhead(slug: string, days = 10) {
  const from = addDays(pragueToday(), days);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reservations/services/${slug}/slots?from=${from}&to=${addDays(from, 14)}`,
  });
  const day = res.json().data.find((d: { slots: unknown[] }) => d.slots.length > 0);
  return day.slots[0].starts_at as string;
}

const person = (i: number) => ({ name: `Občan ${i}`, email: `obcan${i}@example.net`, phone: '777 000 000' });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('booking', () => {
  it('lists the demo services with "Čaj se starostkou" among them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reservations/services' });
    expect(res.json().data.map((s: { slug: string }) => s.slug)).toEqual(
      expect.arrayContaining(['obcansky-prukaz', 'czech-point', 'matrika', 'stavebni-urad', 'caj-se-starostkou']),
    );
  });

  it('crafted dates in the availability query are a 422, not a 500', async () => {
    for (const q of ['from=0000-01-01', 'from=0001-01-01', 'from=9999-12-31', 'from=2026-02-31', 'to=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reservations/services/matrika/slots?${q}` });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors[q.split('=')[0]!], q).toEqual([
        'Zadejte skutečné datum ve tvaru RRRR-MM-DD mezi lety 1900 a 2100.',
      ]);
    }
  });

  it('a booking at a moment in year 0000 or 9999 is a 422, not a 500', async () => {
    for (const startsAt of ['0000-01-01T09:00:00Z', '9999-12-31T09:00:00+01:00', '2026-02-30T09:00:00Z']) {
      const res = await post('/api/reservations', { service: 'matrika', starts_at: startsAt, ...person(502) }, jana);
      expect(res.statusCode, startsAt).toBe(422);
      expect(res.json().errors.starts_at, startsAt).toEqual([
        'Zadejte skutečné datum a čas ve formátu ISO 8601 mezi lety 1900 a 2100.',
      ]);
    }
  });

  it('100 parallel requests for one slot of capacity 5: exactly 5 bookings and 95 clean 409s', async () => {
    await addService('souboj');
    const startsAt = await slotAhead('souboj');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reservations',
          payload: { service: 'souboj', starts_at: startsAt, ...person(i) },
          remoteAddress: `10.0.${Math.floor(i / 20)}.${i}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(95);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(msg.full);
    const day = (
      await t.app.inject({
        method: 'GET',
        url: `/api/reservations/services/souboj/slots?from=${pragueToday(new Date(startsAt))}&to=${pragueToday(new Date(startsAt))}`,
      })
    ).json().data[0];
    expect(day.slots.find((s: { starts_at: string }) => s.starts_at === startsAt)).toBeUndefined();
  });

  it('refuses the past, closed hours, holidays, the horizon, the lead time and twice the same slot', async () => {
    await addService('pravidla', {
      weekly: {
        '1': [['08:00', '16:00']],
        '2': [['08:00', '16:00']],
        '3': [['08:00', '16:00']],
        '4': [['08:00', '16:00']],
        '5': [['08:00', '16:00']],
      },
    });
    const bad = [
      pragueTime(addDays(pragueToday(), -3), '09:00'),
      pragueTime(addDays(pragueToday(), 10), '20:00'),
      pragueTime('2027-12-24', '09:00'),
      pragueTime(addDays(pragueToday(), 90), '09:00'),
      new Date(Date.now() + 10 * 60_000),
      pragueTime(addDays(pragueToday(), 10), '09:10'),
    ];
    for (const when of bad) {
      const res = await post(
        '/api/reservations',
        { service: 'pravidla', starts_at: when.toISOString(), ...person(500) },
        jana,
      );
      expect(res.statusCode, when.toISOString()).toBe(422);
      expect(res.json().message).toBe(msg.notBookable);
    }
    const ok = await slotAhead('pravidla');
    expect(
      (await post('/api/reservations', { service: 'pravidla', starts_at: ok, ...person(501) }, jana)).statusCode,
    ).toBe(201);
    const twice = await post('/api/reservations', { service: 'pravidla', starts_at: ok, ...person(501) }, jana);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg.twice);
  });

  it('keeps to the limit of upcoming bookings per person', async () => {
    await addService('limit', { maxActive: 2 });
    const from = addDays(pragueToday(), 5);
    const days = (
      await t.app.inject({
        method: 'GET',
        url: `/api/reservations/services/limit/slots?from=${from}&to=${addDays(from, 3)}`,
      })
    ).json().data;
    const slots = days.flatMap((d: { slots: { starts_at: string }[] }) => d.slots).slice(0, 3);
    expect(
      (await post('/api/reservations', { service: 'limit', starts_at: slots[0].starts_at, ...person(600) }, josef))
        .statusCode,
    ).toBe(201);
    expect(
      (await post('/api/reservations', { service: 'limit', starts_at: slots[1].starts_at, ...person(600) }, josef))
        .statusCode,
    ).toBe(201);
    const third = await post(
      '/api/reservations',
      { service: 'limit', starts_at: slots[2].starts_at, ...person(600) },
      josef,
    );
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(msg.limit(2));
  });

  it('checks the service’s own questions', async () => {
    const startsAt = await slotAhead('stavebni-urad', 3);
    const res = await post(
      '/api/reservations',
      { service: 'stavebni-urad', starts_at: startsAt, ...person(700) },
      jana,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['answers.zamer']).toEqual(['Pole musí být vyplněno']);
  });
});

describe('confirmation, cancellation and the mail', () => {
  it('a resident’s booking is confirmed by a mail with a parseable .ics and a cancel link that works once', async () => {
    await addService('mail');
    const startsAt = await slotAhead('mail');
    const res = await post(
      '/api/reservations',
      { service: 'mail', starts_at: startsAt, ...person(800), email: 'jana.novakova@vzorov.example' },
      jana,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('active');
    const mail = await smtp.waitFor('jana.novakova@vzorov.example', /Rezervace: Zkouška mail/);
    const ics =
      mail.raw.match(/BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/)?.[0] ??
      Buffer.from(
        mail.raw
          .split(/filename="?rezervace\.ics"?[\s\S]*?\r?\n\r?\n/)[1]!
          .split(/\r?\n--/)[0]!
          .replace(/\s/g, ''),
        'base64',
      ).toString('utf8');
    const component = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    expect(event.summary).toContain('Zkouška mail');
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
    expect(event.startDate.zone?.tzid).toBe('Europe/Prague');

    const token = linkIn(mail, '/rezervace/zrusit/').split('/').pop()!;
    const first = await post('/api/reservations/cancel', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe('cancelled');
    const second = await post('/api/reservations/cancel', { token });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(msg.alreadyCancelled);
  });

  it('without an account the booking waits for the e-mail to be confirmed', async () => {
    await addService('anonym');
    const startsAt = await slotAhead('anonym');
    const res = await post('/api/reservations', { service: 'anonym', starts_at: startsAt, ...person(900) });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.status).toBe('pending');
    const mail = await smtp.waitFor('obcan900@example.net', /Potvrďte prosím svou rezervaci/);
    const token = linkIn(mail, '/rezervace/potvrzeni/').split('/').pop()!;
    // Only looking at the link (a mail scanner) confirms nothing.
    const looked = await post('/api/reservations/lookup', { token, purpose: 'confirm' });
    expect(looked.json().data).toEqual(expect.objectContaining({ status: 'pending' }));
    expect(looked.json().data.email).toBeUndefined();
    const confirmed = await post('/api/reservations/confirm', { token });
    expect(confirmed.json().data).toMatchObject({ status: 'active', outcome: 'confirmed' });
    expect((await post('/api/reservations/confirm', { token })).json().data.outcome).toBe('already');
    await smtp.waitFor('obcan900@example.net', /Rezervace: Zkouška anonym/);
  });

  it('cancels until the deadline only, and someone else’s booking is 404', async () => {
    await addService('lhuta', { cancelHours: 24, leadMinutes: 60 });
    // A deadline longer than the horizon: every booking of this service is already past it, whatever today is.
    const hours = 24 * 90;
    await addService('lhuta-dlouha', { cancelHours: hours, leadMinutes: 60 });
    const soon = await slotAhead('lhuta-dlouha', 0);
    const later = await slotAhead('lhuta', 5);
    const early = await post('/api/reservations', { service: 'lhuta-dlouha', starts_at: soon, ...person(1000) }, josef);
    const fine = await post('/api/reservations', { service: 'lhuta', starts_at: later, ...person(1000) }, josef);
    expect(early.statusCode).toBe(201);
    const tooLate = await post(`/api/me/reservations/${early.json().data.id}/cancel`, {}, josef);
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().message).toBe(msg.tooLate(hours));
    expect((await post(`/api/me/reservations/${fine.json().data.id}/cancel`, {}, jana)).statusCode).toBe(404);
    expect((await post(`/api/me/reservations/${fine.json().data.id}/cancel`, {}, josef)).statusCode).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/me/reservations', headers: { authorization: `Bearer ${josef}` } })
    ).json().data;
    expect(mine.find((r: { id: string }) => r.id === fine.json().data.id).status).toBe('cancelled');
  });
});
