import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationServices, reservationSlots, reservations } from '../app/features/reservations/schema.server.ts';
import { pragueTime } from '../common/dates.ts';
import { sendMinute, workMinutes } from '../composition/schedule.ts';
import type { Database } from './db/client.ts';
import { createSecondInstance, createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from './test/app.ts';
import { injectMultipart } from './test/pages.ts';
import { startTestSmtp } from './test/smtp.ts';

/** Work that runs on its own (issue 16): mail through the queue, and the minutes' work done once. */

/** The queue's jobs of one kind, oldest first: pg-boss's own table. */
async function jobs(database: Database, name: string) {
  const result = await database.db.execute<{
    state: string;
    retry_count: number;
    data: { to?: string };
    output: unknown;
  }>(sql`select state, retry_count, data, output from pgboss.job where name = ${name} order by created_on`);
  return result.rows;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not done in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a mail the SMTP server refuses', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp({ refuseFirst: 2 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is tried again with backoff and delivered once, with one Message-ID', async () => {
    const [email] = DEMO_LOGINS.josef;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, /zmena-hesla/, 30_000);
    expect(smtp.refused()).toBe(2);
    // Completed: nothing will deliver it again.
    const [job] = await until(
      () => jobs(t.database, 'mail'),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(job).toMatchObject({ retry_count: 2, data: { to: email } });
    expect(smtp.mails.filter((m) => m.to.includes(email))).toEqual([mail]);
    expect(mail.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@vzorov\.example>$/m);
  }, 60_000);
});

describe('two instances on one database', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    second = await createSecondInstance(t, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
  });

  it('do a minute both send once, and remind of tomorrow’s booking once', async () => {
    const [service] = await t.database.db.select().from(reservationServices).limit(1);
    // Tuesday 1 December 2026 at 10:00, booked on Sunday: reminded on Monday afternoon.
    const startsAt = pragueTime('2026-12-01', '10:00');
    const [slot] = await t.database.db
      .insert(reservationSlots)
      .values({ serviceId: service!.id, startsAt })
      .returning();
    await t.database.db.insert(reservations).values({
      serviceId: service!.id,
      slotId: slot!.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service!.slotMinutes * 60_000),
      name: 'Eva Malá',
      email: 'eva.mala@example.com',
      answers: {},
      status: 'active',
      cancelTokenHash: 'x',
      createdAt: pragueTime('2026-11-29', '11:00'),
    });
    await Promise.all([workMinutes(t.app), workMinutes(second)]);

    // 14:59 on Monday: too early. Then 15:00: both instances send the minute, one does it.
    const send = (at: string) => {
      const now = pragueTime('2026-11-30', at);
      const since = new Date(now.getTime() - 60_000);
      return Promise.all([sendMinute(t.app, since, now), sendMinute(second, since, now)]);
    };
    await send('14:59');
    await send('15:00');
    const minutes = await until(
      () => jobs(t.database, 'minute'),
      (rows) => rows.length === 2 && rows.every((r) => r.state === 'completed'),
    );
    expect(minutes).toHaveLength(2);
    const mail = await smtp.waitFor('eva.mala@example.com', /Připomínka: zítra/);
    expect(mail.decoded).toContain('úterý 1. 12. 2026 v 10:00');

    // The next minute, on the other instance, finds nothing left to remind.
    await send('15:01');
    await until(
      () => jobs(t.database, 'minute'),
      (rows) => rows.length === 3 && rows.every((r) => r.state === 'completed'),
    );
    const reminders = (await jobs(t.database, 'mail')).filter((j) => j.data.to === 'eva.mala@example.com');
    expect(reminders).toHaveLength(1);
    await until(
      () => jobs(t.database, 'mail'),
      (rows) => rows.every((r) => r.state === 'completed'),
    );
    expect(smtp.mails.filter((m) => m.to.includes('eva.mala@example.com'))).toHaveLength(1);
  }, 60_000);

  it('hear each other: content published on one empties the other’s cached pages at once', async () => {
    const before = second.pageCache.generation;
    const petra = await loginAsStaff(t.app, 'petra');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/articles',
      headers: { authorization: `Bearer ${petra}` },
      payload: { kind: 'news', title: 'Voda teče', perex: 'Opraveno.', body: '<p>Text.</p>', publication: 'published' },
    });
    expect(res.statusCode).toBe(201);
    await until(
      async () => second.pageCache.generation,
      (generation) => generation > before,
      2000,
    );
  });
});

describe('files on two instances', () => {
  // On PGlite the second instance shares the first's database but not its data directory, as a
  // second machine would not: the files must come from the database.
  const env = { FILE_STORAGE: 'database' };
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env });
    second = await createSecondInstance(t, env);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a photo uploaded through one is served by the other, and deleted there is gone from both', async () => {
    const petra = await loginAsStaff(t.app, 'petra');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#37a' } })
      .jpeg()
      .toBuffer();
    const auth = { authorization: `Bearer ${petra}` };
    const uploaded = await injectMultipart(
      t.app,
      { method: 'POST', url: '/api/staff/media', token: petra },
      { alt: 'Nová lávka přes potok' },
      [{ field: 'file', name: 'lavka.jpg', data: photo, type: 'image/jpeg' }],
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, url } = uploaded.json().data;
    for (const address of [url, url.replace(/\.jpg$/, '-800.webp')]) {
      const served = await second.inject({ url: address });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(address.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=86400');
    }
    const jpg = await second.inject({ url });
    expect((await sharp(jpg.rawPayload).metadata()).width).toBe(800);

    const deleted = await second.inject({ method: 'DELETE', url: `/api/staff/media/${id}`, headers: auth });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const gone = await t.app.inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('Soubor nebyl nalezen. Mohl být odstraněn nebo přesunut.');
  });

  it('a resident’s attachment saved through one is downloaded, by its owner only, through the other', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const josef = await loginAs(second, DEMO_LOGINS.josef);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const saved = await injectMultipart(
      t.app,
      { method: 'PUT', url: '/api/forms/zoning-change/draft', token: jana },
      {},
      [{ field: 'map_sketch', name: 'mapa.pdf', data: pdf }],
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [file] = saved.json().data.files;
    const address = `/api/forms/zoning-change/draft/files/${file.id}`;
    const mine = await second.inject({ url: address, headers: { authorization: `Bearer ${jana}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    expect(mine.headers['content-disposition']).toBe("attachment; filename*=UTF-8''mapa.pdf");
    expect((await second.inject({ url: address, headers: { authorization: `Bearer ${josef}` } })).statusCode).toBe(404);
  });
});
