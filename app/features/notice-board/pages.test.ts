import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { server } from '../../lib/load-context.ts';
import * as boardPage from './pages/uredni-deska.tsx';
import * as detailPage from './pages/uredni-deska-detail.tsx';
import * as rssPage from './pages/uredni-deska-rss.ts';

/** The pages and the JSON API answer from the same service (docs/decisions/0012). */
const t = suiteApp();

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const context = () => pageContext(t.app);

describe('the notice board’s pages', () => {
  it('the board and the archive: the API’s items, categories and years', async () => {
    const board = await boardPage.loader(
      routeArgs({
        request: page('/uredni-deska'),
        params: {},
        context: await context(),
      }),
    );
    const fromApi = await api('/api/notice-board?perPage=20');
    expect(asJson(board.notices)).toEqual(fromApi.data);
    expect(board.total).toBe(fromApi.meta.total);
    expect(board.categories).toEqual((await api('/api/notice-board/categories')).data);
    expect(board.years).toEqual((await api('/api/notice-board/years')).data);

    const archive = await boardPage.loader(
      routeArgs({
        request: page('/uredni-deska?archiv=1&kategorie=ostatni'),
        params: {},
        context: await context(),
      }),
    );
    expect(asJson(archive.notices)).toEqual((await api('/api/notice-board?archive=true&category=ostatni')).data);
    expect(archive.years).toEqual((await api('/api/notice-board/years?archive=true')).data);
  });

  it('walks the archive older and newer from an item, in the order of its numbered pages, and back', async () => {
    const { ctx, services } = (await context()).get(server);
    const slugs = (list: { rows: { slug: string }[] }) => list.rows.map((n) => n.slug);
    const all: string[] = (await api('/api/notice-board?archive=true&perPage=100')).data.map(
      (n: { slug: string }) => n.slug,
    );
    expect(all.length).toBeGreaterThan(7);
    const pages = [await services.noticeBoard.archivePage(ctx, { perPage: 3 })];
    expect(pages[0]!.newer).toBeNull();
    while (pages.at(-1)!.older !== null) {
      pages.push(await services.noticeBoard.archivePage(ctx, { perPage: 3, older: pages.at(-1)!.older! }));
    }
    expect(pages.flatMap(slugs)).toEqual(all);
    const back = [...slugs(pages.at(-1)!)];
    for (let newer = pages.at(-1)!.newer; newer !== null; ) {
      const page = await services.noticeBoard.archivePage(ctx, { perPage: 3, newer });
      back.unshift(...slugs(page));
      newer = page.newer;
    }
    expect(back).toEqual(all);

    // The page goes on from an item's number; one that is not in the archive starts from the newest.
    const next = await boardPage.loader(
      routeArgs({
        request: page(`/uredni-deska?archiv=1&starsi=${pages[0]!.older}`),
        params: {},
        context: await context(),
      }),
    );
    expect(next.notices.map((n) => n.slug)).toEqual(all.slice(3, 23));
    expect(next.newer).not.toBeNull();
    for (const odd of ['starsi=neni-v-archivu', 'starsi=%3Cb%3E', 'novejsi=']) {
      const first = await boardPage.loader(
        routeArgs({ request: page(`/uredni-deska?archiv=1&${odd}`), params: {}, context: await context() }),
      );
      expect(first.notices.map((n) => n.slug)).toEqual(all.slice(0, 20));
      expect(first.newer).toBeNull();
    }
  });

  it('a year the API refuses is the 404 page, as it is a 422 in the API', async () => {
    expect((await t.app.inject({ url: '/api/notice-board?year=1950' })).statusCode).toBe(422);
    const refused = await refusalOf(
      boardPage.loader(routeArgs({ request: page('/uredni-deska?rok=1950'), params: {}, context: await context() })),
    );
    expect(refused.status).toBe(404);
  });

  it('one item as the API gives it; an unknown or impossible one is the 404 page', async () => {
    const { data } = await api('/api/notice-board?perPage=1');
    const slug = data[0].slug;
    const detail = await detailPage.loader(
      routeArgs({
        request: page(`/uredni-deska/${slug}`),
        params: { slug },
        context: await context(),
      }),
    );
    expect(asJson(detail.notice)).toEqual((await api(`/api/notice-board/${slug}`)).data);
    for (const missing of ['neexistuje', 'Velká-Písmena']) {
      const refused = await refusalOf(
        detailPage.loader(
          routeArgs({
            request: page(`/uredni-deska/${encodeURIComponent(missing)}`),
            params: { slug: missing },
            context: await context(),
          }),
        ),
      );
      expect(refused.status).toBe(404);
    }
  });

  it('the RSS feed lists what is on the board', async () => {
    const response = await rssPage.loader(
      routeArgs({
        request: page('/uredni-deska/rss.xml'),
        params: {},
        context: await context(),
      }),
    );
    const rss = await response.text();
    const { meta } = await api('/api/notice-board?perPage=100');
    expect(rss.match(/<item>/g)?.length).toBe(Math.min(meta.total, 100));
  });
});
