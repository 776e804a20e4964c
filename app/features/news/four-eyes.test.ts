import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAsStaff } from '../../../server/test/app.ts';
import { page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { server } from '../../lib/load-context.ts';
import * as editorPage from './pages/sprava-clanek.tsx';
import { awaitingReview, list } from './service.server.ts';
import { articleInput } from './test-articles.ts';

/**
 * Four eyes (issue 56): whoever handed an article over for review, or saved its last change, does not
 * approve it, an administrator neither; another editor of the news does. Where the section does not
 * require review (as in the demo town), the author publishes directly instead.
 */
const t = suiteApp({ staff: 'petra' });
let martin: string;
/** Lenka, here also an editor of the news: a colleague with the right to review. */
let lenka: string;

beforeAll(async () => {
  martin = await loginAsStaff(t.app, 'martin');
  await t.app.db
    .update(users)
    .set({ scope: ['resident', 'clerk:financni-odbor', 'editor:news'] })
    .where(eq(users.email, DEMO_LOGINS.lenka[0]));
  lenka = await loginAsStaff(t.app, 'lenka');
});

const publicTitles = async () =>
  (await list({ db: t.app.db, now: new Date() }, { type: 'news', page: 1, perPage: 100, featured: false })).rows.map(
    (a) => a.title,
  );
const slugOf = (title: string) => title.toLowerCase().replaceAll(' ', '-').normalize('NFD').replace(/\p{M}/gu, '');
/** An article handed over for review by the holder of `token`. */
const submitted = async (title: string, token = t.token) => {
  const res = await t.callAs(
    'POST',
    '/api/staff/articles',
    token,
    articleInput(title, { slug: slugOf(title), publication: 'review' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const decide = (id: number, token: string, decision: 'approve' | 'return' = 'approve') =>
  t.callAs('POST', `/api/staff/articles/${id}/review`, token, {
    decision,
    ...(decision === 'return' ? { note: 'Doplňte datum.' } : {}),
  });
/** The articles waiting for this editor's review, as her work queue counts them. */
const toReview = async (token: string) =>
  (await awaitingReview((await pageContext(t.app, token)).get(server).ctx)).map((a) => a.title);

/** The article's editor page as its reader sees it, rendered. */
async function editorHtml(id: number, token: string) {
  const context = await pageContext(t.app, token);
  const handler = createStaticHandler([
    {
      id: 'sprava-aktuality-id___cs',
      path: '/sprava/aktuality/:id',
      loader: ({ request, params }) =>
        editorPage.loader(routeArgs({ request, params: params as { id: string }, context })),
      // The page's props are typed with the app's whole route tree; here it is the only route.
      Component: withComponentProps(editorPage.default as unknown as Parameters<typeof withComponentProps>[0]),
    },
  ]);
  const state = await handler.query(page(`/sprava/aktuality/${id}`));
  if (state instanceof Response) throw new Error(`redirected to ${state.headers.get('location')}`);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, state),
      context: state,
      hydrate: false,
    }),
  );
}

describe('four eyes on a review, with review not required (the demo town)', () => {
  it('does not let the author approve her own article: no button, a reason, and 403 from the API', async () => {
    const id = await submitted('Oprava lávky přes potok');
    const mine = (await t.call('GET', `/api/staff/articles/${id}`)).json().data;
    expect(mine.review).toMatchObject({ required: false, may_decide: false });
    expect(mine.review.not_yours).toMatch(/schválí nebo vrátí jiný redaktor aktualit/);

    const html = await editorHtml(id, t.token);
    expect(html).not.toContain('Schválit a zveřejnit');
    expect(html).toContain('Článek jste ke kontrole předali vy, proto ho schválí nebo vrátí jiný redaktor aktualit.');

    for (const decision of ['approve', 'return'] as const) {
      const own = await decide(id, t.token, decision);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(
        'Článek jste ke kontrole předali vy, proto ho schválí nebo vrátí jiný redaktor aktualit.',
      );
    }
    expect((await t.call('GET', `/api/staff/articles/${id}`)).json().data.state).toBe('review');
    expect(await publicTitles()).not.toContain('Oprava lávky přes potok');
  });

  it('lets another editor of the news approve it, and offers it in her queue, not the author’s', async () => {
    const id = await submitted('Nové lavičky v parku');
    expect(await toReview(lenka)).toContain('Nové lavičky v parku');
    expect(await toReview(t.token)).not.toContain('Nové lavičky v parku');
    expect((await t.callAs('GET', `/api/staff/articles/${id}`, lenka)).json().data.review).toMatchObject({
      may_decide: true,
      not_yours: null,
    });
    expect(await editorHtml(id, lenka)).toContain('Schválit a zveřejnit');
    const approved = await decide(id, lenka);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicTitles()).toContain('Nové lavičky v parku');
  });

  it('binds the administrator too', async () => {
    const id = await submitted('Uzavírka náměstí', martin);
    expect((await decide(id, martin)).statusCode).toBe(403);
    expect(await publicTitles()).not.toContain('Uzavírka náměstí');
    expect((await decide(id, t.token)).statusCode).toBe(200);
    expect(await publicTitles()).toContain('Uzavírka náměstí');
  });

  it('does not let a colleague approve her own change to an article waiting for review', async () => {
    const title = 'Jarní úklid obce';
    const id = await submitted(title);
    const seen = (await t.callAs('GET', `/api/staff/articles/${id}`, lenka)).json().data;
    const changed = await t.callAs(
      'PUT',
      `/api/staff/articles/${id}`,
      lenka,
      articleInput(title, { slug: slugOf(title), perex: 'Sraz v 9:00.', publication: 'review', version: seen.version }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const hers = await decide(id, lenka);
    expect(hers.statusCode).toBe(403);
    expect(hers.json().message).toBe(
      'Poslední změnu článku jste uložili vy, proto ho schválí nebo vrátí jiný redaktor aktualit.',
    );
    expect((await decide(id, t.token)).statusCode).toBe(403);
    expect((await decide(id, martin)).statusCode).toBe(200);
    expect(await publicTitles()).toContain(title);
  });

  it('lets the author publish directly, as review is not required here', async () => {
    const title = 'Svoz nebezpečného odpadu';
    const id = await submitted(title);
    const html = await editorHtml(id, t.token);
    expect(html).toContain('Kontrola v aktualitách povinná není');
    const mine = (await t.call('GET', `/api/staff/articles/${id}`)).json().data;
    const published = await t.call(
      'PUT',
      `/api/staff/articles/${id}`,
      articleInput(title, { slug: slugOf(title), publication: 'published', version: mine.version }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicTitles()).toContain(title);
    const direct = await t.call('POST', '/api/staff/articles', articleInput('Posvícení', { publication: 'published' }));
    expect(direct.statusCode, direct.body).toBe(201);
    expect(await publicTitles()).toContain('Posvícení');
  });
});

describe('four eyes on a review, with review required', () => {
  it('refuses the administrator’s approval of what he handed over, and a colleague approves it', async () => {
    expect((await t.callAs('PUT', '/api/staff/review-policies/news', martin, { required: true })).statusCode).toBe(200);
    const id = await submitted('Rekonstrukce hasičské zbrojnice', martin);
    const own = await decide(id, martin);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/jiný redaktor aktualit/);
    const direct = await t.callAs(
      'PUT',
      `/api/staff/articles/${id}`,
      martin,
      articleInput('Rekonstrukce hasičské zbrojnice', {
        slug: slugOf('Rekonstrukce hasičské zbrojnice'),
        publication: 'published',
        version: 1,
      }),
    );
    expect(direct.statusCode).toBe(422);
    expect(await publicTitles()).not.toContain('Rekonstrukce hasičské zbrojnice');
    expect((await decide(id, t.token)).statusCode).toBe(200);
    expect(await publicTitles()).toContain('Rekonstrukce hasičské zbrojnice');
    await t.callAs('PUT', '/api/staff/review-policies/news', martin, { required: false });
  });
});
