import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartBody } from '../../../server/test/pages.ts';
import { importRuns } from './schema.server.ts';
import { abandon, RUN_LEASE_MS, runJob, sweep, unfinished } from './service.server.ts';

/**
 * Issue 57, D26: two runs from the command line stayed "Probíhá / Hotovo 100 %" for good. A run always
 * ends: the command line ends its run when it is stopped or fails, and a run whose process was killed
 * outright ends failed once its lease runs out, and is not taken up by a worker after.
 */
let t: TestApp;
let martin: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${martin}` });

async function prepared(): Promise<number> {
  const board = JSON.stringify({
    '@context': 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld',
    informace: [1, 2, 3].map((n) => ({
      typ: 'Digitální objekt',
      iri: `https://www.obec-lhota.cz/deska/${n}`,
      název: { cs: `Oznámení z příkazové řádky ${n}` },
      vyvěšení: { typ: 'Časový okamžik', datum: `2026-03-0${n}` },
      agenda: [{ typ: 'Agenda', název: { cs: 'Ostatní' } }],
    })),
  });
  const { contentType, payload } = await multipartBody({ source: 'ofn', url: '' }, [
    { field: 'file', name: 'deska.jsonld', data: Buffer.from(board), type: 'application/ld+json' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/imports',
    payload,
    headers: { 'content-type': contentType, ...headers() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const shown = async (id: number) =>
  (await t.app.inject({ url: `/api/staff/imports/${id}`, headers: headers() })).json().data;

// The lease is judged on a fixed clock: what counts is the time between the last sign of life and the sweep.
const T = new Date('2031-03-30T10:00:00Z');
const later = (ms: number) => new Date(T.getTime() + ms);
const sweepAt = (now: Date) => sweep({ db: t.database.db, now });
const setRun = (id: number, values: Partial<typeof importRuns.$inferInsert>) =>
  t.database.db.update(importRuns).set(values).where(eq(importRuns.id, id));

describe('a run whose process is gone', () => {
  it('ends failed when its lease runs out, with the reason, and no worker takes it up after', async () => {
    const id = await prepared();
    // As a command line killed (kill -9) at 100 % before it wrote the end leaves its run.
    await setRun(id, { state: 'running', done: 3, total: 3, startedAt: T, heartbeatAt: T });
    expect(await sweepAt(later(RUN_LEASE_MS + 60_000))).toBe(1);
    const run = await shown(id);
    expect(run).toMatchObject({
      state: 'failed',
      done: 3,
      error: expect.stringMatching(/Proces, který import prováděl, skončil/),
    });
    expect(run.finished_at).not.toBeNull();
    // The queue's worker coming to it after finds it ended and leaves it so.
    await runJob(systemContext(t.app, later(RUN_LEASE_MS + 120_000)), id);
    expect((await shown(id)).state).toBe('failed');
  });

  it('is left running while its process renews the lease', async () => {
    const id = await prepared();
    await setRun(id, { state: 'running', done: 1, total: 3, startedAt: later(-3_600_000), heartbeatAt: T });
    expect(await sweepAt(later(RUN_LEASE_MS - 60_000))).toBe(0);
    expect(await shown(id)).toMatchObject({ state: 'running', error: null });
  });

  it('is not failed while it waits in the queue, however long, nor after the server was down', async () => {
    const waiting = await prepared();
    await setRun(waiting, { state: 'queued', createdAt: later(-86_400_000) });
    const interrupted = await prepared();
    await setRun(interrupted, { state: 'running', done: 1, total: 3, startedAt: T, heartbeatAt: T });
    // The server stopped at T and starts a day later: it queues its unfinished runs again, without a lease.
    expect(await unfinished(t.database)).toEqual(expect.arrayContaining([waiting, interrupted]));
    expect(await sweepAt(later(86_400_000))).toBe(0);
    expect((await shown(waiting)).state).toBe('queued');
    expect(await shown(interrupted)).toMatchObject({ state: 'queued', done: 1, error: null });
  });

  it('ends failed with the reason when the command line is stopped', async () => {
    const id = await prepared();
    await setRun(id, { state: 'running', startedAt: T, heartbeatAt: T });
    await abandon({ db: t.database.db, now: later(1000) }, id, 'Import z příkazové řádky byl ukončen (SIGINT).');
    expect(await shown(id)).toMatchObject({ state: 'failed', error: 'Import z příkazové řádky byl ukončen (SIGINT).' });
  });
});
