import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, pragueToday } from '../../../common/dates.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { frequencyLabel } from './bins.ts';
import { pickups, regularDay } from './schedule.ts';

describe('pickup schedule', () => {
  const weeklyTuesday = { weekday: 2, everyWeeks: 1, anchor: '2026-01-06', months: [] };

  it('collects on the weekday, every n weeks from the anchor, in season only', () => {
    const year = pickups(weeklyTuesday, '2027-01-01', '2027-12-31');
    expect(year.length).toBeGreaterThanOrEqual(52);
    const biweekly = pickups(
      { weekday: 4, everyWeeks: 2, anchor: '2026-01-08', months: [] },
      '2027-01-01',
      '2027-12-31',
    );
    expect(biweekly.length).toBeGreaterThanOrEqual(25);
    expect(biweekly.length).toBeLessThanOrEqual(27);
    expect(regularDay({ weekday: 4, everyWeeks: 2, anchor: '2026-01-08', months: [] }, '2026-01-15')).toBe(false);
    expect(regularDay({ weekday: 4, everyWeeks: 2, anchor: '2026-01-08', months: [] }, '2026-01-22')).toBe(true);
    const bio = pickups(
      { weekday: 1, everyWeeks: 2, anchor: '2026-04-06', months: [4, 5, 6, 7, 8, 9, 10, 11] },
      '2027-01-01',
      '2027-12-31',
    );
    expect(bio.every((p) => Number(p.date.slice(5, 7)) >= 4 && Number(p.date.slice(5, 7)) <= 11 + 1)).toBe(true);
    expect(bio.some((p) => p.date.startsWith('2027-02'))).toBe(false);
  });

  it('moves a pickup that falls on a public holiday to the next working day', () => {
    // Tuesday 2026-12-24 … 26 are holidays (Thursday to Saturday in 2026: 24 Thu, 25 Fri, 26 Sat).
    const thursday = pickups(
      { weekday: 4, everyWeeks: 1, anchor: '2026-01-08', months: [] },
      '2026-12-20',
      '2026-12-31',
    );
    expect(thursday).toContainEqual({ date: '2026-12-28', movedFrom: '2026-12-24', holiday: 'Štědrý den' });
    // Easter Monday 2027 (29 March): a Monday pickup goes to Tuesday.
    const monday = pickups({ weekday: 1, everyWeeks: 1, anchor: '2026-01-05', months: [] }, '2027-03-25', '2027-04-02');
    expect(monday).toEqual([{ date: '2027-03-30', movedFrom: '2027-03-29', holiday: 'Velikonoční pondělí' }]);
    // Every pickup of a year lands on a working day.
    for (const p of pickups(weeklyTuesday, '2027-01-01', '2027-12-31'))
      expect(isoWeekday(p.date)).toBeLessThanOrEqual(5);
  });

  it('says how often in Czech', () => {
    expect(frequencyLabel({ weekday: 2, every_weeks: 1, months: [] })).toBe('každé úterý');
    expect(frequencyLabel({ weekday: 4, every_weeks: 2, months: [] })).toBe('každý druhý čtvrtek');
    expect(frequencyLabel({ weekday: 3, every_weeks: 1, months: [] })).toBe('každou středu');
    expect(frequencyLabel({ weekday: 1, every_weeks: 2, months: [4, 5, 6, 7, 8, 9, 10, 11] })).toBe(
      'každé druhé pondělí (duben–listopad)',
    );
    expect(frequencyLabel({ weekday: 5, every_weeks: 4, months: [] })).toBe('jednou za 4 týdny v pátek');
  });
});

let t: TestApp;
let jana: string;
let josef: string;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(() => t.close());

describe('my waste', () => {
  it('lists the demo resident’s bins with their next pickups', async () => {
    const [address] = (await call('GET', '/api/me/waste', jana)).json().data;
    expect(address.street).toBe('Lipová 12');
    expect(address.bins.map((b: { kind: string }) => b.kind)).toEqual(['smesny', 'plast', 'bio']);
    expect(address.bins[0].next[0].date >= pragueToday()).toBe(true);
  });

  it('links a bin only when its code and the house number match, and limits guessing', async () => {
    const wrong = await call('POST', '/api/me/waste/bins', josef, { code: 'VZS6R2K8W', house_number: '234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toMatch(/Nádobu s tímto kódem/);
    const ok = await call('POST', '/api/me/waste/bins', josef, { code: 'vzs6r2 k8w', house_number: '233' });
    expect(ok.statusCode).toBe(201);
    let last = 0;
    for (let i = 0; i < 12; i++)
      last = (await call('POST', '/api/me/waste/bins', josef, { code: `X${i}`, house_number: '1' })).statusCode;
    expect(last).toBe(429);
  });

  it("someone else's bin, year and calendar are 404", async () => {
    const [address] = (await call('GET', '/api/me/waste', jana)).json().data;
    const id = address.bins[0].id;
    expect((await call('GET', `/api/me/waste/bins/${id}`, josef)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/waste/bins/${id}/year`, josef)).statusCode).toBe(404);
    expect((await call('POST', `/api/me/waste/bins/${id}/calendar`, josef)).statusCode).toBe(404);
    expect((await call('POST', `/api/me/waste/bins/${id}/orders`, josef, { date: pragueToday() })).statusCode).toBe(
      404,
    );
  });

  it('serves a calendar feed that parses and holds the pickup days, until it is revoked', async () => {
    const [address] = (await call('GET', '/api/me/waste', jana)).json().data;
    const id = address.bins[0].id;
    const url = (await call('POST', `/api/me/waste/bins/${id}/calendar`, jana)).json().data.url as string;
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    const year = (await call('GET', `/api/me/waste/bins/${id}/year`, jana))
      .json()
      .data.pickups.map((p: { date: string }) => p.date);
    const days = events.map((e) => e.startDate.toString().slice(0, 10));
    expect(events[0]!.startDate.isDate).toBe(true);
    for (const day of year.filter((d: string) => d >= addDays(pragueToday(), -31))) expect(days).toContain(day);
    // The days do not depend on the server's time zone.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    const tokyo = (await t.app.inject({ method: 'GET', url: path })).body;
    process.env.TZ = 'America/New_York';
    const newYork = (await t.app.inject({ method: 'GET', url: path })).body;
    process.env.TZ = zone;
    const starts = (ics: string) => [...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((m) => m[1]);
    expect(starts(tokyo)).toEqual(starts(feed.body));
    expect(starts(newYork)).toEqual(starts(feed.body));
    expect(feed.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    // A new address replaces the old; revoking ends it.
    const second = (await call('POST', `/api/me/waste/bins/${id}/calendar`, jana)).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/me/waste/bins/${id}/calendar`, jana)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: new URL(second).pathname })).statusCode).toBe(404);
  });

  it('orders an extra pickup on a collection day, with its fee; the past, other days and twice are refused', async () => {
    const [address] = (await call('GET', '/api/me/waste', jana)).json().data;
    const id = address.bins[0].id;
    const detail = (await call('GET', `/api/me/waste/bins/${id}`, jana)).json().data;
    expect(detail.order_days.length).toBeGreaterThan(3);
    const date = detail.order_days[1];
    const made = await call('POST', `/api/me/waste/bins/${id}/orders`, jana, { date, note: 'Po rekonstrukci' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.price).toBe(150);
    expect((await call('POST', `/api/me/waste/bins/${id}/orders`, jana, { date })).statusCode).toBe(422);
    for (const bad of ['0000-01-01', '9999-12-31']) {
      const res = await call('POST', `/api/me/waste/bins/${id}/orders`, jana, { date: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.date).toEqual(['Zadejte skutečné datum ve tvaru RRRR-MM-DD mezi lety 1900 a 2100.']);
    }
    for (const bad of [addDays(pragueToday(), -7), addDays(date, 1), '2026-13-45']) {
      expect((await call('POST', `/api/me/waste/bins/${id}/orders`, jana, { date: bad })).statusCode).toBe(422);
    }
    const after = (await call('GET', `/api/me/waste/bins/${id}`, jana)).json().data;
    expect(after.orders[0]).toMatchObject({ date, price: 150, note: 'Po rekonstrukci' });
    const owed = (await call('GET', '/api/me/commitments', jana)).json().data;
    expect(owed.some((c: { kind: string; amount: number }) => c.kind === 'svoz' && c.amount === 150)).toBe(true);
    // Sorted waste is taken away free: no commitment.
    const plast = address.bins[1].id;
    const free = (await call('GET', `/api/me/waste/bins/${plast}`, jana)).json().data;
    expect(free.extra_price).toBe(0);
  });
});
