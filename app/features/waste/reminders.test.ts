import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueTime } from '../../../common/dates.ts';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, DEMO_LOGINS, loginAs, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { remindPickups } from './reminders.server.ts';
import type { BinDetail } from './schemas.ts';

/** The evening-before mail of a bin's pickup (issue 16), for those who turned it on, per bin. */
let t: TestApp;
let jana: string;
const [email] = DEMO_LOGINS.jana;
beforeAll(async () => {
  // Christmas: pickups move off the holidays, and the year turns.
  t = await createTestApp({ env: { CLOCK_AT: '2026-12-20T10:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${jana}` } });
const remindAt = (day: string, time: string) => remindPickups(systemContext(t.app, pragueTime(day, time)));
const reminders = async () =>
  (await queuedMails(t.database, email)).filter((m) => m.subject.startsWith('Zítra se vyváží'));

describe('pickup reminders', () => {
  it('go the evening before each pickup of a bin whose owner turned them on, once, and stop when turned off', async () => {
    const [address] = (await api('GET', '/api/me/waste')).json().data;
    const binId = address.bins[0].id;
    const bin: BinDetail = (await api('GET', `/api/me/waste/bins/${binId}`)).json().data;
    expect(bin.reminder).toBe(false);
    const [first, second] = bin.next;

    await remindAt(addDays(first!.date, -1), '18:30');
    expect(await reminders()).toEqual([]);

    expect((await api('PUT', `/api/me/waste/bins/${binId}/reminder`, { on: true })).statusCode).toBe(204);
    expect((await api('GET', `/api/me/waste/bins/${binId}`)).json().data.reminder).toBe(true);
    await remindAt(addDays(first!.date, -1), '17:59');
    expect(await reminders()).toEqual([]);
    await remindAt(addDays(first!.date, -1), '18:00');
    await remindAt(addDays(first!.date, -1), '18:01');
    // Not the evening before a pickup: nothing.
    await remindAt(first!.date, '18:00');
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`zítra (${first!.date.split('-').map(Number).reverse().join('. ')})`);

    await remindAt(addDays(second!.date, -1), '21:59');
    expect(await reminders()).toHaveLength(2);

    await api('PUT', `/api/me/waste/bins/${binId}/reminder`, { on: false });
    await remindAt(addDays(bin.next[2]!.date, -1), '19:00');
    expect(await reminders()).toHaveLength(2);
  });

  it('someone else’s bin is a 404', async () => {
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    const [address] = (await api('GET', '/api/me/waste')).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/me/waste/bins/${address.bins[0].id}/reminder`,
      payload: { on: true },
      headers: { authorization: `Bearer ${josef}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
