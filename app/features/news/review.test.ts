import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, loginAsStaff, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { createTestAppWithSmtp, type startTestSmtp } from '../../../server/test/smtp.ts';
import * as editorPage from './pages/sprava-clanek.tsx';
import type { PUBLICATIONS } from './schemas.ts';
import { list } from './service.server.ts';
import { articleInput } from './test-articles.ts';

/** Review for real (issue 29 §4): a section that requires it, the reviewers mailed, no self-approval, a note back. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let close: () => Promise<void>;
let petra: string;
let martin: string;
const PETRA = DEMO_LOGINS.petra[0];
const MARTIN = DEMO_LOGINS.martin[0];

beforeAll(async () => {
  ({ t, smtp, close } = await createTestAppWithSmtp());
  petra = await loginAsStaff(t.app, 'petra');
  martin = await loginAsStaff(t.app, 'martin');
});
afterAll(() => close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const article = (title: string, publication: (typeof PUBLICATIONS)[number], extra: object = {}) =>
  articleInput(title, {
    slug: title.toLowerCase().replaceAll(' ', '-').normalize('NFD').replace(/\p{M}/gu, ''),
    publication,
    ...extra,
  });
const publicTitles = async () =>
  (await list({ db: t.app.db, now: new Date() }, { type: 'news', page: 1, perPage: 100, featured: false })).rows.map(
    (a) => a.title,
  );
const subjects = async (to: string) => (await queuedMails(t.database, to)).map((m) => m.subject);

describe('an article in a section that requires review', () => {
  it('is published only by a colleague: handed over, returned with a note, fixed, approved, each mailed', async () => {
    const policy = await call('PUT', '/api/staff/review-policies/news', martin, { required: true });
    expect(policy.json().data).toEqual({ section: 'news', name: 'Aktuality a blog', required: true });
    expect((await call('PUT', '/api/staff/review-policies/news', petra, { required: false })).statusCode).toBe(403);

    const direct = await call('POST', '/api/staff/articles', petra, article('Nový chodník v Lipové', 'published'));
    expect(direct.statusCode).toBe(422);
    expect(direct.json().errors.publication[0]).toMatch(/^V aktualitách zveřejňuje článek až kolega po kontrole/);

    const created = await call('POST', '/api/staff/articles', petra, article('Nový chodník v Lipové', 'review'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    await smtp.waitFor(MARTIN, /Ke kontrole: Nový chodník v Lipové/);
    expect(await subjects(PETRA)).not.toContain('Ke kontrole: Nový chodník v Lipové');

    // Petra cannot approve what she handed over; she sees that it waits.
    const mine = (await call('GET', `/api/staff/articles/${id}`, petra)).json().data;
    expect(mine.review).toMatchObject({ required: true, requested_by: 'Petra Svobodová', may_decide: false });
    const own = await call('POST', `/api/staff/articles/${id}/review`, petra, { decision: 'approve' });
    expect(own.statusCode).toBe(403);

    // Martin returns it, and must say why.
    const silent = await call('POST', `/api/staff/articles/${id}/review`, martin, { decision: 'return' });
    expect(silent.json().errors).toEqual({ note: ['Napište autorovi, co má upravit.'] });
    const returned = await call('POST', `/api/staff/articles/${id}/review`, martin, {
      decision: 'return',
      note: 'Doplňte, od kdy bude chodník hotový.',
      version: mine.version,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const mail = await smtp.waitFor(PETRA, /Článek vrácen k úpravě: Nový chodník v Lipové/);
    expect(mail.decoded).toContain('Doplňte, od kdy bude chodník hotový.');
    const back = (await call('GET', `/api/staff/articles/${id}`, petra)).json().data;
    expect(back).toMatchObject({
      state: 'draft',
      review: { note: 'Doplňte, od kdy bude chodník hotový.', reviewed_by: 'Martin Král' },
    });

    // She fixes it and hands it over again: the note goes, Martin is asked again and approves.
    const fixed = await call(
      'PUT',
      `/api/staff/articles/${id}`,
      petra,
      article('Nový chodník v Lipové', 'review', { perex: 'Hotovo bude do 15. prosince.', version: back.version }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await call('GET', `/api/staff/articles/${id}`, martin)).json().data.review).toMatchObject({
      note: null,
      may_decide: true,
    });
    const approved = await call('POST', `/api/staff/articles/${id}/review`, martin, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicTitles()).toContain('Nový chodník v Lipové');
    await smtp.waitFor(PETRA, /Článek zveřejněn: Nový chodník v Lipové/);

    // All of it is in the audit log, in order.
    const log = (await call('GET', `/api/staff/audit?q=${encodeURIComponent('Nový chodník v Lipové')}`, martin)).json();
    expect(
      log.data.map((e: { action: string }) => e.action).filter((a: string) => /submitted|returned|approved/.test(a)),
    ).toEqual(['article.approved', 'article.submitted', 'article.returned', 'article.submitted']);

    // A correction of what is on the site needs no review.
    const published = (await call('GET', `/api/staff/articles/${id}`, petra)).json().data;
    const corrected = await call(
      'PUT',
      `/api/staff/articles/${id}`,
      petra,
      article('Nový chodník v Lipové', 'published', {
        perex: 'Hotovo bude do 16. prosince.',
        version: published.version,
      }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
  });

  it('refuses a decision on an article changed meanwhile, keeping the comment typed', async () => {
    const { id } = (await call('POST', '/api/staff/articles', petra, article('Zimní údržba', 'review'))).json().data;
    const seen = (await call('GET', `/api/staff/articles/${id}`, martin)).json().data;
    await call('PUT', `/api/staff/articles/${id}`, petra, article('Zimní údržba', 'review', { version: seen.version }));
    const stale = await editorPage.action(
      routeArgs({
        request: page(
          `/sprava/aktuality/${id}`,
          form({ intent: 'review', decision: 'return', note: 'Chybí mapa.', version: String(seen.version) }),
        ),
        params: { id: String(id) },
        context: await pageContext(t.app, martin),
      }),
    );
    expect(stale).toMatchObject({
      init: { status: 409 },
      data: {
        message: expect.stringMatching(/^Článek mezitím uložil někdo jiný \(Petra Svobodová/),
        values: { note: 'Chybí mapa.' },
      },
    });
    expect((await call('GET', `/api/staff/articles/${id}`, martin)).json().data.state).toBe('review');
  });

  it('without review required, an editor publishes at once as before', async () => {
    await call('PUT', '/api/staff/review-policies/news', martin, { required: false });
    const direct = await call('POST', '/api/staff/articles', petra, article('Svoz větví', 'published'));
    expect(direct.statusCode).toBe(201);
    expect(await publicTitles()).toContain('Svoz větví');
  });
});
