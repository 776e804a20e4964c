import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/index.ts';
import { DEMO_LOGINS, loginAs } from '../../../server/test/app.ts';
import { asJson, form, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as listPage from './pages/sprava-aktuality.tsx';
import { articles } from './schema.server.ts';
import { list } from './service.server.ts';
import { articleInput } from './test-articles.ts';

/** The editors' list of articles (issue 29 §2): found, filtered, sorted, paged, and acted on in bulk. */
const t = suiteApp({ staff: 'petra' });

const draft = articleInput;
const loadList = async (search: string, token = t.token) =>
  listPage.loader(
    routeArgs({
      request: page(`/sprava/aktuality${search}`),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );

describe('the editors’ list of articles', () => {
  it('finds by words, state and author, sorts, pages, and counts each state', async () => {
    const { id } = (
      await t.callAs('POST', '/api/staff/articles', t.token, draft('Oprava kanalizace v Zahradní'))
    ).json().data;
    const found = await loadList(`?q=kanalizace+v+zahrad&autor=${(await loadList('')).me}`);
    expect(found.rows.map((r) => r.id)).toEqual([id]);
    expect(found.total).toBe(1);
    expect(found.counts.draft).toBe(1);

    const drafts = await loadList('?stav=draft');
    expect(drafts.rows.every((r) => r.state === 'draft')).toBe(true);
    const published = await loadList('?stav=published&razeni=title&strana=1');
    const titles = published.rows.map((r) => r.title);
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(titles.map(fold)).toEqual(titles.map(fold).sort());
    const all = await loadList('');
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    const second = await loadList('?strana=2');
    expect(second.rows.length).toBe(Math.max(0, Math.min(50, all.total - 50)));
  });

  it('shows the list with a Czech message for each filter that is wrong, never an error page', async () => {
    const loaded = await loadList(
      `?stav=smazane&od=2026-02-31&do=x&razeni=nahodne&strana=-1&autor=nikdo&q=${'x'.repeat(300)}`,
    );
    expect(loaded.problems.length).toBeGreaterThanOrEqual(5);
    expect(loaded.query).toMatchObject({ type: 'news', sort: 'newest', page: 1 });
    expect(loaded.rows.length).toBeGreaterThan(0);
  });
});

describe('bulk actions on articles', () => {
  it('take 200 drafts through publishing, the archive and deletion, with one audit entry per article each time', async () => {
    const now = new Date();
    const ids = (
      await t.app.db
        .insert(articles)
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            kind: 'news' as const,
            slug: `hromadny-${i}`,
            title: `Hromadný článek ${i}`,
            perex: 'Krátce.',
            body: '<p>Text.</p>',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: articles.id })
    ).map((r) => r.id);
    const bulk = async (action: string, extra: Record<string, string> = {}) => {
      const body = new URLSearchParams({ intent: 'bulk', action, ...extra });
      for (const id of ids) body.append('ids', String(id));
      return asJson(
        await listPage.action(
          routeArgs({
            request: page('/sprava/aktuality', { method: 'POST', body }),
            params: {},
            context: await pageContext(t.app, t.token),
          }),
        ),
      ).data;
    };
    expect(await bulk('publish')).toEqual({ bulk: { done: 'Zveřejněno: 200 článků.' } });
    const shown = (
      await list({ db: t.app.db, now: new Date() }, { type: 'news', page: 1, perPage: 100, featured: false })
    ).rows;
    expect(shown.map((a) => a.slug)).toContain('hromadny-199');
    expect(await bulk('archive')).toEqual({ bulk: { done: 'Přesunuto do archivu: 200 článků.' } });
    // Deleting asks once, listing what goes; then it goes.
    const asked = await bulk('delete');
    expect(asked.bulk.confirm).toMatchObject({ action: 'delete', label: 'Smazat', ids });
    expect(asked.bulk.confirm.titles).toHaveLength(200);
    expect((await t.app.db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).length).toBe(
      200,
    );
    expect(await bulk('delete', { confirmed: '1' })).toEqual({ bulk: { done: 'Smazáno: 200 článků.' } });
    expect(await t.app.db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).toEqual([]);
    const entries = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.entityId, ids.map(String)));
    const countOf = (action: string) => entries.filter((e) => e.action === action).length;
    expect([countOf('article.published'), countOf('article.archived'), countOf('article.deleted')]).toEqual([
      200, 200, 200,
    ]);
  });

  it('changes nothing for someone who may not, or when one of the articles is gone', async () => {
    const { id } = (await t.callAs('POST', '/api/staff/articles', t.token, draft('Jen koncept'))).json().data;
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await t.callAs('POST', '/api/staff/articles/bulk', jana, { action: 'delete', ids: [id] })).statusCode).toBe(
      403,
    );
    const gone = await t.callAs('POST', '/api/staff/articles/bulk', t.token, { action: 'publish', ids: [id, 999_999] });
    expect(gone.statusCode).toBe(409);
    const [stored] = await t.app.db.select().from(articles).where(eq(articles.id, id));
    expect(stored!.publishedAt).toBeNull();
    const nothing = await listPage.action(
      routeArgs({
        request: page('/sprava/aktuality', form({ intent: 'bulk', action: 'publish' })),
        params: {},
        context: await pageContext(t.app, t.token),
      }),
    );
    expect(asJson(nothing)).toMatchObject({
      init: { status: 422 },
      data: { errors: { ids: ['Vyberte aspoň jednu položku zaškrtnutím.'] } },
    });
  });
});
