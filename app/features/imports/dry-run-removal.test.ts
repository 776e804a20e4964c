import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, multipartBody, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import * as importsPage from './pages/sprava-import.tsx';
import { importOutcomes, importRuns } from './schema.server.ts';
import { wordpressExport } from './test-old-site.ts';

/**
 * Imports that stayed at their dry run can be removed, one or several, with their source file
 * (issue 56, "What a clerk still cannot do", 7); a run that brought content stays with its report.
 */
let t: TestApp;
let martin: string;
let petra: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  petra = await loginAsStaff(t.app, 'petra');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = martin) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

/** A dry run of a small WordPress export, by its file's name. */
async function dryRun(filename: string): Promise<number> {
  const { contentType, payload } = await multipartBody({ source: 'wxr' }, [
    { field: 'file', name: filename, data: wordpressExport(2), type: 'application/xml' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/imports',
    payload,
    headers: { authorization: `Bearer ${martin}`, 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.state).toBe('checked');
  return res.json().data.id;
}

/** A run started and finished: it brought its two articles to the site. */
async function realRun(filename: string): Promise<number> {
  const id = await dryRun(filename);
  expect((await call('POST', `/api/staff/imports/${id}/start`)).statusCode).toBe(202);
  for (let i = 0; i < 300; i++) {
    const run = (await call('GET', `/api/staff/imports/${id}`)).json().data;
    if (run.state === 'done') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

const stored = async (id: number) => {
  const [row] = await t.app.db.select().from(importRuns).where(eq(importRuns.id, id));
  return row ? { row, file: await t.app.files.uploads.exists(row.file) } : null;
};
const outcomesOf = async (id: number) =>
  (await t.app.db.select({ n: count() }).from(importOutcomes).where(eq(importOutcomes.runId, id)))[0]!.n;

const bulk = async (ids: number[], confirmed: boolean, token = martin) => {
  const body = new URLSearchParams({ intent: 'bulk', action: 'delete', ...(confirmed ? { confirmed: '1' } : {}) });
  for (const id of ids) body.append('ids', String(id));
  return importsPage.action(
    routeArgs({
      request: page('/sprava/import', { method: 'POST', body }),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );
};

describe('removing an import that stayed at its dry run', () => {
  it('removes it with its source file through the API, and the log says so in Czech', async () => {
    const id = await dryRun('zkouska-api.xml');
    const before = (await stored(id))!;
    expect(before.file).toBe(true);

    // An editor of the news has no right to the imports: refused, nothing removed.
    expect((await call('DELETE', `/api/staff/imports/${id}`, petra)).statusCode).toBe(403);
    expect(await stored(id)).not.toBeNull();

    const removed = await call('DELETE', `/api/staff/imports/${id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await stored(id)).toBeNull();
    expect(await t.app.files.uploads.exists(before.row.file)).toBe(false);
    expect(await outcomesOf(id)).toBe(0);
    expect((await call('GET', `/api/staff/imports/${id}`)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/staff/imports?perPage=100')).json().data;
    expect(listed.map((run: { id: number }) => run.id)).not.toContain(id);
    expect((await call('DELETE', `/api/staff/imports/${id}`)).statusCode).toBe(404);

    const log = (await call('GET', '/api/staff/audit?q=import.deleted')).json().data;
    expect(log[0]).toMatchObject({
      action: 'import.deleted',
      what: 'Zkušební průchod importu smazán',
      entity_id: String(id),
      item: { label: 'Import obsahu „Obec Starov“', url: null },
      summary: { file: 'zkouska-api.xml', source: 'Web na WordPressu (WXR)' },
    });
  });

  it('refuses a run that brought content: it stays with its report and its file', async () => {
    const id = await realRun('ostry-api.xml');
    expect(await outcomesOf(id)).toBe(2);
    const refused = await call('DELETE', `/api/staff/imports/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Import, který už byl spuštěn, nejde smazat; smazat jde jen zkušební průchod. Týká se: „Obec Starov“. Nic se nesmazalo.',
    );
    expect((await call('GET', `/api/staff/imports/${id}`)).json().data.state).toBe('done');
    expect(await outcomesOf(id)).toBe(2);
    expect((await stored(id))!.file).toBe(true);
  });

  it('refuses a run that is under way', async () => {
    const id = await dryRun('bezi-api.xml');
    // Queued, as the job queue holds it before a worker takes it.
    await t.app.db.update(importRuns).set({ state: 'queued' }).where(eq(importRuns.id, id));
    const refused = await call('DELETE', `/api/staff/imports/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Import, který právě běží, nejde smazat\./);
    expect(await stored(id)).not.toBeNull();
    await t.app.db.update(importRuns).set({ state: 'checked' }).where(eq(importRuns.id, id));
    expect((await call('DELETE', `/api/staff/imports/${id}`)).statusCode).toBe(204);
  });

  it('from the list: a row’s button asks first, several go at once, and a started run is neither offered nor removed', async () => {
    const one = await dryRun('zkouska-1.xml');
    const two = await dryRun('zkouska-2.xml');
    const three = await dryRun('zkouska-3.xml');
    const real = await realRun('ostry-seznam.xml');

    // The list offers the removal for the dry runs only.
    const context = await pageContext(t.app, martin);
    const listed = asJson(
      await importsPage.loader(routeArgs({ request: page('/sprava/import'), params: {}, context })),
    );
    const states = Object.fromEntries(listed.rows.map((run: { id: number; state: string }) => [run.id, run.state]));
    expect(states).toMatchObject({ [one]: 'checked', [real]: 'done' });

    // One row: its button names it in a confirmation first, and nothing is removed yet.
    const asked = asJson(await bulk([one], false));
    expect(asked.data.bulk.confirm).toEqual({ action: 'delete', label: 'Smazat', ids: [one], titles: ['Obec Starov'] });
    expect(await stored(one)).not.toBeNull();
    expect(asJson(await bulk([one], true)).data).toEqual({ bulk: { done: 'Smazáno: 1 zkušební průchod.' } });
    expect(await stored(one)).toBeNull();

    // A real run among those picked: all or none, said in Czech.
    const mixed = asJson(await bulk([two, real], true));
    expect(mixed.init.status).toBe(409);
    expect(mixed.data.message).toMatch(/^Import, který už byl spuštěn, nejde smazat/);
    expect(await stored(two)).not.toBeNull();
    expect(await stored(real)).not.toBeNull();

    expect(asJson(await bulk([two, three], true)).data).toEqual({ bulk: { done: 'Smazáno: 2 zkušební průchody.' } });
    expect(await stored(two)).toBeNull();
    expect(await stored(three)).toBeNull();
    expect((await stored(real))!.row.state).toBe('done');

    // Someone without the imports right gets the 404 page, and nothing is removed.
    const four = await dryRun('zkouska-4.xml');
    const refused = await refusalOf(bulk([four], true, petra));
    expect(refused.status).toBe(404);
    expect(await stored(four)).not.toBeNull();
    // The page's own form to start an import still works beside the removal.
    const bad = asJson(
      await importsPage.action(
        routeArgs({ request: page('/sprava/import', form({ source: 'nic' })), params: {}, context }),
      ),
    );
    expect(bad.data.errors.source).toEqual(['Vyberte, co importujete.']);
  });
});
