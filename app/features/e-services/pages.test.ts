import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMessages } from '../../../common/cases.ts';
import { pragueToday } from '../../../common/dates.ts';
import { formByKey } from '../../../common/forms/registry.ts';
import { users } from '../../../server/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { asJson, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { FINISHED } from './case-flow.ts';
import * as formPage from './pages/form-page.tsx';
import * as cataloguePage from './pages/potrebuji-vyridit.tsx';
import * as situationPage from './pages/potrebuji-vyridit-detail.tsx';
import * as casesPage from './pages/ucet-moje-pripady.tsx';
import * as casePage from './pages/ucet-pripad-detail.tsx';
import { sampleValues } from './sample-values.ts';
import { cases } from './schema.server.ts';

/**
 * The pages and the JSON API are two ways into the same operations: the same
 * data for the same resident, one set of rules and messages for a form, and
 * the files a page receives handed to the service as they were parsed.
 */
let t: TestApp;
let jana: string;
let josef: string;

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

const api = async (url: string, token?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).json().data;
const context = (token: string | undefined) => pageContext(t.app, token, '192.0.2.20');

function multipart(values: Record<string, string>, files: { field: string; name: string; data: Buffer }[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const f of files) body.append(f.field, new Blob([new Uint8Array(f.data)], { type: 'application/pdf' }), f.name);
  return { method: 'POST', body };
}

type FormAnswer = { init: ResponseInit | null; data: { errors?: Record<string, string[]>; message?: string } };

describe('a page and the API answer from the same service', () => {
  it('the catalogue and a life situation', async () => {
    const catalogue = await cataloguePage.loader(
      routeArgs({
        request: page('/potrebuji-vyridit'),
        params: {},
        context: await context(undefined),
      }),
    );
    expect(asJson(catalogue.topics)).toEqual(await api('/api/services'));

    const slug = catalogue.topics[0]!.situations[0]!.slug;
    const situation = await situationPage.loader(
      routeArgs({
        request: page(`/potrebuji-vyridit/${slug}`),
        params: { slug },
        context: await context(undefined),
      }),
    );
    expect(asJson(situation.situation)).toEqual(await api(`/api/services/${slug}`));

    const missing = await refusalOf(
      situationPage.loader(
        routeArgs({
          request: page('/potrebuji-vyridit/neexistuje'),
          params: { slug: 'neexistuje' },
          context: await context(undefined),
        }),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it('lists every open case and the finished ones of one year, the latest unless another is chosen', async () => {
    const [owner] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'josef.dvorak@vzorov.example'));
    await t.app.db.insert(cases).values(
      [2019, 2021, 2021].map((year, i) => ({
        number: `S-${year}-${i}`,
        userId: owner!.id,
        form: 'permanent-residence-cancellation',
        title: `Žádost z roku ${year} (${i})`,
        status: i === 2 ? ('v-reseni' as const) : ('uzavreno' as const),
        values: {},
        summary: [],
        idempotencyKey: `years-${i}`,
        dueOn: `${year}-07-15`,
        submittedAt: new Date(`${year}-06-15T10:00:00Z`),
      })),
    );
    const load = async (query: string) =>
      casesPage.loader(
        routeArgs({ request: page(`/ucet/moje-pripady${query}`), params: {}, context: await context(josef) }),
      );
    const titles = (list: { cases: { title: string }[] }) => list.cases.map((c) => c.title);
    const latest = await load('');
    expect(latest.years.slice(-2)).toEqual([2021, 2019]);
    // Still open after five years: always there.
    expect(titles(latest)).toContain('Žádost z roku 2021 (2)');
    expect(titles(latest)).not.toContain('Žádost z roku 2019 (0)');
    const older = await load('?rok=2019');
    expect(titles(older)).toEqual(expect.arrayContaining(['Žádost z roku 2019 (0)', 'Žádost z roku 2021 (2)']));
    expect(titles(older)).not.toContain('Žádost z roku 2021 (1)');
    expect((await load('?rok=2020')).year).toBe(latest.year);
  });

  it('my cases and drafts, and one case; someone else’s case is the 404 page', async () => {
    const list = await casesPage.loader(
      routeArgs({
        request: page('/ucet/moje-pripady'),
        params: {},
        context: await context(jana),
      }),
    );
    // The page: every open case, and the finished ones filed in the year it shows (the latest).
    const all: { status: string; submitted_at: string }[] = await api('/api/me/cases', jana);
    const filedIn = (c: { submitted_at: string }) => Number(pragueToday(new Date(c.submitted_at)).slice(0, 4));
    expect(asJson(list.cases)).toEqual(
      all.filter((c) => !FINISHED.some((s) => s === c.status) || filedIn(c) === list.year),
    );
    expect(asJson(list.drafts)).toEqual(await api('/api/me/drafts', jana));

    const id = list.cases[0]!.id;
    const detail = await casePage.loader(
      routeArgs({
        request: page(`/ucet/moje-pripady/detail/${id}`),
        params: { id },
        context: await context(jana),
      }),
    );
    expect(asJson(detail.c)).toEqual(await api(`/api/me/cases/${id}`, jana));

    for (const [token, caseId] of [
      [josef, id],
      [jana, 'neni-to-uuid'],
    ] as const) {
      const refused = await refusalOf(
        casePage.loader(
          routeArgs({
            request: page(`/ucet/moje-pripady/detail/${caseId}`),
            params: { id: caseId },
            context: await context(token),
          }),
        ),
      );
      expect(refused.status).toBe(404);
    }
  });
});

describe('a request form through its page', () => {
  const def = formByKey('tree-felling-permit')!;
  const path = `/potrebuji-vyridit/${def.online}/online-zadost`;
  const params = { slug: String(def.online) };

  it('refuses what the API refuses, with the same messages, keeping what was typed', async () => {
    const viaApi = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${def.key}/submissions`,
      headers: { authorization: `Bearer ${josef}` },
      payload: { species: 'lípa' },
    });
    const answer = (await formPage.action(
      routeArgs({
        request: page(path, multipart({ species: 'lípa', intent: 'submit' })),
        params,
        context: await context(josef),
      }),
    )) as FormAnswer & { data: { values: Record<string, string> } };
    expect(answer.init?.status).toBe(viaApi.statusCode);
    expect(Object.keys(answer.data.errors ?? {}).length).toBeGreaterThan(0);
    expect(answer.data.errors).toEqual(viaApi.json().errors);
    expect(answer.data.message).toBe(viaApi.json().message);
    expect(answer.data.values.species).toBe('lípa');
  });

  it('the autosave keeps what was typed, sent as one JSON object; anything else is nothing typed', async () => {
    const save = async (values: string) =>
      asJson(
        await formPage.action(
          routeArgs({
            request: page(path, multipart({ intent: 'autosave', values })),
            params,
            context: await context(josef),
          }),
        ),
      );
    const draft = async () =>
      ((await api('/api/me/drafts', josef)) as { form: string; values: Record<string, string> }[]).find(
        (d) => d.form === def.key,
      );
    const saved = await save(JSON.stringify({ species: 'javor', idempotency_key: 'autosave-1' }));
    expect(saved.data.savedAt).toEqual(expect.any(String));
    expect((await draft())?.values).toMatchObject({ species: 'javor' });
    expect((await draft())?.values).not.toHaveProperty('idempotency_key');
    // A body that is not the script's (not JSON, or not an object) saves an empty draft rather than failing.
    for (const odd of ['{nejde', '["javor"]']) {
      expect((await save(odd)).data.savedAt).toEqual(expect.any(String));
      expect((await draft())?.values).not.toHaveProperty('species');
    }
  });

  it('a file is checked by its content, and one that will do is filed with the case', async () => {
    const { values, fileFields } = sampleValues(def, demoAccounts()[1]!);
    const field = fileFields[0]!;
    const refused = (await formPage.action(
      routeArgs({
        request: page(path, multipart({ ...values, intent: 'draft' }, [{ field, name: 'souhlas.pdf', data: EXE }])),
        params,
        context: await context(josef),
      }),
    )) as FormAnswer;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.errors).toEqual({ [field]: [attachmentMessages.badType] });

    const filed = await formPage.action(
      routeArgs({
        request: page(
          path,
          multipart({ ...values, intent: 'submit', idempotency_key: 'stranka-1' }, [
            { field, name: 'souhlas.pdf', data: PDF },
          ]),
        ),
        params,
        context: await context(josef),
      }),
    );
    expect(filed).toBeInstanceOf(Response);
    const location = (filed as Response).headers.get('location')!;
    expect(location).toMatch(/^\/ucet\/moje-pripady\/detail\/[0-9a-f-]{36}\?odeslano=1$/);
    const id = location.split('/').at(-1)!.split('?')[0]!;
    const filedCase = await api(`/api/me/cases/${id}`, josef);
    expect(filedCase.files).toEqual([expect.objectContaining({ field, filename: 'souhlas.pdf', size: PDF.length })]);
    // The file's bytes arrived as they were sent.
    const download = await t.app.inject({
      url: `/api/me/cases/${id}/files/${filedCase.files[0].id}`,
      headers: { authorization: `Bearer ${josef}` },
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});
