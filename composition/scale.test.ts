import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../app/features/commitments/schema.server.ts';
import { cases } from '../app/features/e-services/schema.server.ts';
import { noticeItems } from '../app/features/notice-board/schema.server.ts';
import { reservations } from '../app/features/reservations/schema.server.ts';
import { pragueYear } from '../common/dates.ts';
import { VOLUME } from '../server/db/scale/plan.ts';
import { auditLog, users } from '../server/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../server/test/app.ts';
import { scaleDemo } from './scale.ts';

/**
 * `npm run demo:scale` at 1/500 of its volume, through the same code: every part lands, the site's
 * pages and lists read it, and a second run adds nothing. The full volume runs in `npm run bench`.
 */
const FACTOR = 0.002;
const share = (n: number) => Math.max(1, Math.round(n * FACTOR));
let t: TestApp;
/** The scale's clock: what it dates "this year" by. */
const scaledAt = new Date();
beforeAll(async () => {
  t = await createTestApp();
  const lines: string[] = [];
  expect(
    await scaleDemo(t.database.db, t.app.files, { factor: FACTOR, now: scaledAt, log: (l) => lines.push(l) }),
  ).toBe(true);
  expect(lines.slice(-2)).toEqual([
    expect.stringMatching(/^search index, \d+ documents/),
    expect.stringMatching(/^vacuum and analyze: /),
  ]);
});
afterAll(() => t.close());

const counted = async (rows: PromiseLike<{ n: number }[]>) => Number((await rows)[0]!.n);
const n = { n: count() };

describe('the fifteen years of a town of 50,000, scaled down', () => {
  it('holds each part in its share of the volume', async () => {
    expect(await counted(t.database.db.select(n).from(users).where(like(users.email, '%@scale.vzorov.example')))).toBe(
      share(VOLUME.accounts),
    );
    expect(await counted(t.database.db.select(n).from(noticeItems).where(like(noticeItems.slug, 'archiv-%')))).toBe(
      share(VOLUME.notices),
    );
    expect(await counted(t.database.db.select(n).from(cases).where(like(cases.idempotencyKey, 'scale-%')))).toBe(
      share(VOLUME.cases),
    );
    expect(
      await counted(t.database.db.select(n).from(commitments).where(sql`${commitments.variableSymbol} >= '9000000'`)),
    ).toBe(share(VOLUME.commitments));
    expect(
      await counted(
        t.database.db.select(n).from(reservations).where(like(reservations.email, '%@scale.vzorov.example')),
      ),
    ).toBe(share(VOLUME.bookings));
    expect(
      await counted(t.database.db.select(n).from(auditLog).where(sql`${auditLog.summary}->>'title' like 'Změna č. %'`)),
    ).toBe(share(VOLUME.audit));
  });

  it('gives the heavy resident fifteen years of commitments and fifty cases, which the account pages list', async () => {
    const [jana] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.jana[0]));
    expect(await counted(t.database.db.select(n).from(cases).where(eq(cases.userId, jana!.id)))).toBeGreaterThanOrEqual(
      Math.min(50, share(VOLUME.cases)),
    );
    // Filed over the fifteen years, not all this month: the account page shows them a year at a time.
    const filed = await t.database.db
      .selectDistinct({ year: sql<number>`extract(year from ${cases.submittedAt})` })
      .from(cases)
      .where(eq(cases.userId, jana!.id));
    expect(filed.length).toBeGreaterThanOrEqual(14);
    // And mostly finished, as anyone's: one in fifty still open.
    const open = await counted(
      t.database.db
        .select(n)
        .from(cases)
        .where(and(eq(cases.userId, jana!.id), eq(cases.status, 'v-reseni'))),
    );
    expect(open).toBeLessThanOrEqual(2);
    const token = await loginAs(t.app, DEMO_LOGINS.jana);
    const mine = await t.app.inject({ url: '/api/me/commitments', headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.length).toBeGreaterThanOrEqual(Math.min(180, share(VOLUME.commitments)));
    // Her fifteen years lie behind this year, which is the demo's: her page of this year lists what the
    // demo gives her, and the years before list the history, one a month.
    const years = await t.database.db
      .selectDistinct({ year: sql<number>`left(${commitments.issuedOn}, 4)::int` })
      .from(commitments)
      .where(and(eq(commitments.userId, jana!.id), sql`${commitments.variableSymbol} >= '9000000'`));
    expect(years.length).toBeGreaterThanOrEqual(15);
    expect(Math.max(...years.map((y) => y.year))).toBe(pragueYear(scaledAt) - 1);
  });

  it('is on the public lists, in the archive and in the search', async () => {
    const archive = await t.app.inject({ url: '/api/notice-board?archive=true&perPage=100' });
    expect(archive.json().meta.total).toBeGreaterThanOrEqual(share(VOLUME.notices));
    const found = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('oprava chodníku')}` });
    expect(found.json().meta.total).toBeGreaterThan(0);
    const martin = await loginAsStaff(t.app, 'martin');
    const log = await t.app.inject({
      url: '/api/staff/audit?perPage=10',
      headers: { authorization: `Bearer ${martin}` },
    });
    expect(log.statusCode).toBe(200);
  });

  it('is made once', async () => {
    expect(await scaleDemo(t.database.db, t.app.files, { factor: FACTOR })).toBe(false);
  });
});
