import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.ts';
import { startJobs } from './jobs.ts';
import type { Mail } from './mail.ts';

const { database, drop } = await createTestDatabase({ migrate: false });
afterAll(async () => {
  await database.close();
  await drop();
});

const mail = (to: string): Mail => ({ to, subject: 'Zpráva', text: 'Text.', html: '<p>Text.</p>' });

describe('the mail queue', () => {
  it('settles each mail as it goes, so a crash mid-batch sends again only the mail in flight', async () => {
    const jobs = await startJobs({ connection: database.jobConnection, log: Fastify().log, mailRetrySeconds: 1 });
    const addresses = ['a@example.net', 'b@example.net', 'c@example.net', 'd@example.net'];
    // Queued before the worker starts, so its first fetch takes them as one batch.
    for (const to of addresses) await jobs.send('mail', mail(to));
    let release: () => void = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handled: string[] = [];
    await jobs.work('mail', async (m) => {
      handled.push(m.to);
      // The third mail's SMTP server takes the text and does not answer yet: the sender is mid-send.
      if (handled.length === 3) await hanging;
    });
    const states = async () => {
      const { rows } = await database.db.execute<{ to: string; state: string }>(
        sql`select data->>'to' as to, state from pgboss.job where name = 'mail'`,
      );
      return Object.fromEntries(rows.map((r) => [r.to, r.state]));
    };
    await expect.poll(() => handled.length, { timeout: 20_000 }).toBe(3);
    // Were this process killed now, the two mails already accepted stay delivered: only the third is held.
    const [first, second, third] = handled;
    await expect
      .poll(async () => {
        const now = await states();
        return [now[first!], now[second!], now[third!]];
      })
      .toEqual(['completed', 'completed', 'active']);
    release();
    await expect.poll(states, { timeout: 20_000 }).toEqual(Object.fromEntries(addresses.map((a) => [a, 'completed'])));
    expect([...handled].sort()).toEqual(addresses);
    await jobs.stop();
  }, 60_000);
});
