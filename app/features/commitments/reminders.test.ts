import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueTime } from '../../../common/dates.ts';
import { users } from '../../../server/db/schema/users.ts';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, DEMO_LOGINS, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { remindPayments } from './reminders.server.ts';
import { commitments } from './schema.server.ts';

/** Payment reminders (issue 16): a week before the due date, and once when overdue, in the day's hours. */
let t: TestApp;
const [email] = DEMO_LOGINS.jana;
beforeAll(async () => {
  t = await createTestApp();
  const [jana] = await t.app.db.select().from(users).where(eq(users.email, email));
  const commitment = (title: string, issuedOn: string, dueOn: string, paidOn: string | null = null) => ({
    userId: jana!.id,
    kind: 'zadost',
    title,
    amountHellers: 10_000,
    variableSymbol: '4000000999',
    message: title,
    issuedOn,
    dueOn,
    paidOn,
  });
  await t.app.db.insert(commitments).values([
    commitment('Poplatek A', '2026-11-01', '2026-12-07'),
    // Announced five days before it is due: no "due soon" mail, only the overdue one.
    commitment('Poplatek B', '2026-11-28', '2026-12-03'),
    commitment('Poplatek C', '2026-11-01', '2026-12-01', '2026-11-20'),
    // Across the year's end.
    commitment('Poplatek D', '2026-12-01', '2027-01-03'),
    // Paid in part: the reminder asks for the rest.
    { ...commitment('Poplatek E', '2026-12-01', '2027-01-03'), paidHellers: 4_000 },
  ]);
});
afterAll(() => t.close());

const remindAt = (day: string, time: string) => remindPayments(systemContext(t.app, pragueTime(day, time)));
const mailsAbout = async (title: string) =>
  (await queuedMails(t.database, email)).filter((m) => m.subject.endsWith(`: ${title}`)).map((m) => m.subject);

describe('payment reminders', () => {
  it('go a week before the due date, in the day’s hours, once', async () => {
    await remindAt('2026-11-30', '07:59');
    expect(await mailsAbout('Poplatek A')).toEqual([]);
    await remindAt('2026-11-30', '08:00');
    expect(await mailsAbout('Poplatek A')).toEqual(['Blíží se splatnost: Poplatek A']);
    await remindAt('2026-11-30', '08:01');
    await remindAt('2026-12-01', '12:00');
    expect(await mailsAbout('Poplatek A')).toEqual(['Blíží se splatnost: Poplatek A']);
    expect(await mailsAbout('Poplatek B')).toEqual([]);
  });

  it('go once when a payment is overdue, never for a paid one', async () => {
    await remindAt('2026-12-03', '19:00');
    expect(await mailsAbout('Poplatek B')).toEqual([]);
    await remindAt('2026-12-04', '20:00');
    expect(await mailsAbout('Poplatek B')).toEqual([]);
    await remindAt('2026-12-05', '09:30');
    await remindAt('2026-12-06', '09:30');
    expect(await mailsAbout('Poplatek B')).toEqual(['Platba po splatnosti: Poplatek B']);
    expect(await mailsAbout('Poplatek C')).toEqual([]);
  });

  it('count the week across the year’s end', async () => {
    await remindAt('2026-12-26', '10:00');
    expect(await mailsAbout('Poplatek D')).toEqual([]);
    await remindAt('2026-12-27', '10:00');
    expect(await mailsAbout('Poplatek D')).toEqual(['Blíží se splatnost: Poplatek D']);
    const [mail] = (await queuedMails(t.database, email)).filter((m) => m.subject.endsWith('Poplatek D'));
    expect(mail!.text).toMatch(/3\. 1\. 2027 je splatná platba 100\sKč/);
    const [rest] = (await queuedMails(t.database, email)).filter((m) => m.subject.endsWith('Poplatek E'));
    expect(rest!.text).toMatch(/3\. 1\. 2027 je splatná platba 60\sKč/);
  });
});
