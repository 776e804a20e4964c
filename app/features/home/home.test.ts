import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as homePage from './pages/home.tsx';

/** The home page's boxes are the newest of what the API lists, read without counting every item. */
const t = suiteApp();

const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('the home page', () => {
  it('shows the four newest articles, the featured ones and the four soonest events, as the API lists them', async () => {
    const home = await homePage.loader(
      routeArgs({ request: page('/'), params: {}, context: await pageContext(t.app) }),
    );
    const news = await api('/api/blog/posts?type=news&perPage=4');
    expect(home.news).toHaveLength(4);
    expect(asJson(home.news)).toEqual(news.data);
    expect(asJson(home.featured)).toEqual((await api('/api/blog/posts?type=news&perPage=5&featured=true')).data);
    expect(home.featured.length).toBeGreaterThan(0);
    const events = await api('/api/events?perPage=4&once=true');
    expect(home.events).toHaveLength(4);
    expect(asJson(home.events)).toEqual(events.data);
  });
});
