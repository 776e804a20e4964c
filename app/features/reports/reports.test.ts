import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { commitmentReceipts } from '../commitments/schema.server.ts';
import type { DefectStatus } from '../defects/flow.ts';
import { defectEvents, defectReports } from '../defects/schema.server.ts';
import { caseEvents, cases } from '../e-services/schema.server.ts';
import { reservationServices, reservations } from '../reservations/schema.server.ts';

/**
 * The office's year in numbers (issue 14), on a year of its own (2031) into which the test moves
 * some of the demo's records at fixed moments, so every figure is known.
 */
let t: TestApp;
let lenka: string;

const moveCase = async (email: string, form: string, filed: string, decided: string) => {
  const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
  const [c] = await t.app.db
    .update(cases)
    .set({ submittedAt: new Date(filed) })
    .where(and(eq(cases.userId, user!.id), eq(cases.form, form)))
    .returning();
  await t.app.db
    .update(caseEvents)
    .set({ at: new Date(decided) })
    .where(and(eq(caseEvents.caseId, c!.id), eq(caseEvents.status, 'vyrizeno')));
};

beforeAll(async () => {
  // A fixed day, years before the report's 2031: the demo's cases, filed in the weeks before it, stay out.
  t = await createTestApp({ env: { CLOCK_AT: '2026-11-20T10:00:00+01:00' } });
  lenka = await loginAsStaff(t.app, 'lenka');
  // Filed on 1 March, decided 7 days later; and filed at 22:30 UTC on 30 March, the night the clocks
  // go forward, which is 31 March 00:30 in Prague: still March there, decided 3 days later.
  await moveCase(DEMO_LOGINS.jana[0], 'waste-fee', '2031-03-01T09:00:00Z', '2031-03-08T09:00:00Z');
  await moveCase(DEMO_LOGINS.josef[0], 'social-security-confirmation', '2031-03-30T22:30:00Z', '2031-04-02T22:30:00Z');
  const [service] = await t.app.db
    .select()
    .from(reservationServices)
    .where(eq(reservationServices.slug, 'czech-point'));
  const [jana] = await t.app.db.select().from(users).where(eq(users.email, DEMO_LOGINS.jana[0]));
  const slot = (
    await t.app.db.execute(
      sql`insert into reservation_slots (service_id, starts_at) values (${service!.id}, '2031-05-06T07:00:00Z') returning id`,
    )
  ).rows[0] as { id: number };
  const booking = (attendance: 'arrived' | 'no_show' | null, status: 'active' | 'cancelled') => ({
    serviceId: service!.id,
    slotId: slot.id,
    startsAt: new Date('2031-05-06T07:00:00Z'),
    endsAt: new Date('2031-05-06T07:15:00Z'),
    userId: jana!.id,
    name: 'Jana Nováková',
    email: DEMO_LOGINS.jana[0],
    answers: {},
    status,
    attendance,
    cancelTokenHash: `hash-${attendance}-${status}`,
  });
  await t.app.db
    .insert(reservations)
    .values([booking('arrived', 'active'), booking('no_show', 'active'), booking(null, 'cancelled')]);
  // The smallest of the demo's payments arrived on 2 April.
  await t.app.db
    .update(commitmentReceipts)
    .set({ receivedOn: '2031-04-02' })
    .where(
      sql`${commitmentReceipts.id} = (select id from ${commitmentReceipts} order by ${commitmentReceipts.amountHellers} limit 1)`,
    );
});
afterAll(() => t.close());

describe('the year’s reports', () => {
  it('counts cases per month and department with the median days to decide, in Prague time', async () => {
    const res = await t.app.inject({
      url: '/api/staff/reports?year=2031',
      headers: { authorization: `Bearer ${lenka}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.cases.by_month[2]).toEqual({ month: '2031-03', filed: 2, decided: 2, median_days: 5 });
    expect(data.cases.by_month[3]).toEqual({ month: '2031-04', filed: 0, decided: 0, median_days: null });
    expect(data.cases.by_status.find((s: { status: string }) => s.status === 'vyrizeno')).toEqual({
      status: 'vyrizeno',
      label: 'Vyřízeno',
      count: 2,
    });
    expect(
      data.cases.by_department.map((d: { department: string; median_days: number }) => [d.department, d.median_days]),
    ).toEqual([
      ['Finanční odbor', 7],
      ['Sociální odbor', 3],
    ]);
    expect(data.bookings.by_service.find((s: { service: string }) => s.service === 'Czech POINT')).toEqual({
      service: 'Czech POINT',
      booked: 2,
      arrived: 1,
      no_show: 1,
      cancelled: 1,
    });
    const april = data.payments.by_month[3];
    expect(april).toMatchObject({ month: '2031-04', count: 1 });
    expect(april.amount).toBeGreaterThan(0);
    expect(data.payments.by_month[0]).toEqual({ month: '2031-01', count: 0, amount: 0 });
  });

  it('counts defect reports per category with the median days to fix and what their reporters said, by Prague year', async () => {
    const [base] = await t.app.db.select().from(defectReports).where(isNotNull(defectReports.confirmedAt)).limit(1);
    if (!base) throw new Error('the demo has reports');
    const { id: _, ...copy } = base;
    const report = async (
      number: string,
      at: string,
      status: DefectStatus,
      satisfied: boolean | null,
      fixed?: string,
    ) => {
      const [row] = await t.app.db
        .insert(defectReports)
        .values({ ...copy, number, status, satisfied, createdAt: new Date(at), idempotencyKey: null })
        .returning();
      if (row && fixed)
        await t.app.db.insert(defectEvents).values({
          reportId: row.id,
          at: new Date(fixed),
          action: 'resolve',
          status: 'vyreseno',
          visibility: 'public',
          author: 'office',
        });
    };
    await report('Z-2031-9001', '2031-03-01T09:00:00Z', 'vyreseno', true, '2031-03-05T09:00:00Z');
    await report('Z-2031-9002', '2031-06-01T09:00:00Z', 'vyreseno', false, '2031-06-07T09:00:00Z');
    await report('Z-2031-9003', '2031-07-01T09:00:00Z', 'v-reseni', null);
    // A duplicate counts in its twin; 23:30 UTC on New Year's Eve is already 2032 in Prague.
    await report('Z-2031-9004', '2031-07-02T09:00:00Z', 'sloucene', null);
    await report('Z-2031-9005', '2031-12-31T23:30:00Z', 'nove', null);
    const res = await t.app.inject({
      url: '/api/staff/reports?year=2031',
      headers: { authorization: `Bearer ${lenka}` },
    });
    expect(res.json().data.defects.by_category).toEqual([
      expect.objectContaining({ filed: 3, resolved: 2, median_days: 5, satisfied: 1, dissatisfied: 1 }),
    ]);
  });
});
