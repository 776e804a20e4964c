import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../server/lib/service-context.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartBody } from '../../../server/test/pages.ts';
import { importRuns } from './schema.server.ts';
import { abandon, RUN_LEASE_MS, runJob } from './service.server.ts';

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

describe('a run whose process is gone', () => {
  it('ends failed when its lease runs out, with the reason, and no worker takes it up after', async () => {
    const id = await prepared();
    // As a command line killed (kill -9) at 100 % before it wrote the end leaves its run.
    const lost = new Date(Date.now() - RUN_LEASE_MS - 60_000);
    await t.database.db
      .update(importRuns)
      .set({ state: 'running', done: 3, total: 3, startedAt: lost, heartbeatAt: lost })
      .where(eq(importRuns.id, id));
    const run = await shown(id);
    expect(run).toMatchObject({
      state: 'failed',
      done: 3,
      error: expect.stringMatching(/Proces, který import prováděl, skončil/),
    });
    expect(run.finished_at).not.toBeNull();
    // The queue's worker coming to it after finds it ended and leaves it so.
    await runJob(systemContext(t.app, new Date()), id);
    expect((await shown(id)).state).toBe('failed');
  });

  it('is left running while its process renews the lease', async () => {
    const id = await prepared();
    await t.database.db
      .update(importRuns)
      .set({
        state: 'running',
        done: 1,
        total: 3,
        startedAt: new Date(Date.now() - 3_600_000),
        heartbeatAt: new Date(),
      })
      .where(eq(importRuns.id, id));
    expect(await shown(id)).toMatchObject({ state: 'running', error: null });
  });

  it('ends failed with the reason when the command line is stopped', async () => {
    const id = await prepared();
    await t.database.db
      .update(importRuns)
      .set({ state: 'running', startedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(importRuns.id, id));
    await abandon({ db: t.database.db, now: new Date() }, id, 'Import z příkazové řádky byl ukončen (SIGINT).');
    expect(await shown(id)).toMatchObject({ state: 'failed', error: 'Import z příkazové řádky byl ukončen (SIGINT).' });
  });
});
