import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartBody } from '../../../server/test/pages.ts';
import { wordpressExport } from './test-old-site.ts';

/**
 * An import runs beside the pages (issue 55): while it works, the server goes on answering. On the
 * embedded database a run once held every request until it ended, its queries resolving one after
 * another without the event loop turning. Asserted by order, not by time: requests sent during the
 * run are answered during it, each seeing the run further on; how fast is `npm run bench:beside`'s.
 */
let t: TestApp;
let address: string;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  headers = { authorization: `Bearer ${await loginAsStaff(t.app, 'martin')}` };
});
afterAll(() => t.close());

it('answers requests while an import of hundreds of posts runs, on a real socket', async () => {
  const upload = await multipartBody({ source: 'wxr' }, [
    { field: 'file', name: 'export.xml', data: wordpressExport(300), type: 'application/xml' },
  ]);
  const prepared = await fetch(`${address}/api/staff/imports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': upload.contentType },
    body: upload.payload,
  });
  expect(prepared.status).toBe(201);
  const { id } = (await prepared.json()).data;
  expect((await fetch(`${address}/api/staff/imports/${id}/start`, { method: 'POST', headers })).status).toBe(202);

  // One request after another, as a visitor clicks: each a liveness check and the run's state.
  const seen: number[] = [];
  for (;;) {
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    const run = (await (await fetch(`${address}/api/staff/imports/${id}`, { headers })).json()).data;
    if (run.state === 'done') break;
    expect(run.state).toMatch(/^(queued|running)$/);
    seen.push(run.done);
  }
  const during = new Set(seen.filter((done) => done > 0 && done < 300));
  // Held until the end, a run is seen at 0 and then done; beside the pages, at many points between.
  expect(during.size).toBeGreaterThanOrEqual(10);
  const finished = (await (await fetch(`${address}/api/staff/imports/${id}`, { headers })).json()).data;
  expect(finished).toMatchObject({ state: 'done', done: 300, result: { created: 300 } });
}, 120_000);
