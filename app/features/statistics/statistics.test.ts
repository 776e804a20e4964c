import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pragueTime } from '../../../common/dates.ts';
import { DEMO_LOGINS, loginAs } from '../../../server/test/app.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { startViewCounter } from './counter.server.ts';
import { dayTurned, overview, pageStats } from './service.server.ts';

/** The site's own statistics (issue 29 §10): counted without a cookie and without keeping an address. */
// A fixed day, away from the days the tests count (31 December 2026, 1 January 2027) and inside the
// years they ask for: a search or a beacon sent now is recorded on it.
const t = suiteApp({ staff: 'petra', env: { CLOCK_AT: '2026-06-15T12:00:00+02:00' } });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADDRESSES = ['198.51.100.17', '198.51.100.23', '2001:db8::77'];

/** Everything the statistics' tables hold, as text, to look for what must not be there. */
const everything = async () =>
  JSON.stringify(
    (
      await t.app.db.execute(
        sql`select row_to_json(x)::text as row from (
          select 'salt' as t, day::text, salt as v from stats_salts
          union all select 'views', day::text, path || ' ' || views from stats_views
          union all select 'hash', day::text, path || ' ' || hash from stats_visitor_hashes
          union all select 'visitors', day::text, path || ' ' || visitors from stats_visitors
          union all select 'ref', day::text, host || ' ' || views from stats_referrers
          union all select 'search', day::text, query || ' ' || searches from stats_empty_searches) x`,
      )
    ).rows,
  );

describe('the site’s statistics', () => {
  it('count page views and each day’s visitors once, from a set of requests, keeping no address and setting no cookie', async () => {
    let now = pragueTime('2026-12-31', '23:50');
    const counter = startViewCounter({
      db: t.app.db,
      clock: () => now,
      publicUrl: 'https://www.vzorov.example',
      log: Fastify().log,
    });
    const view = (path: string, ip: string, userAgent: string, referrer?: string) =>
      counter.record({ path, ip, userAgent, referrer });
    view('/aktuality', ADDRESSES[0]!, FIREFOX, 'https://www.google.com/search?q=vzorov+radnice');
    view('/aktuality', ADDRESSES[0]!, FIREFOX);
    view('/aktuality/', ADDRESSES[1]!, PHONE, 'https://vzorov.example/akce');
    view('/uredni-deska', ADDRESSES[2]!, FIREFOX, 'https://www.seznam.cz/');
    // Not counted: a robot, the office, a resident's account, an address with a secret in it.
    view('/aktuality', ADDRESSES[2]!, BOT);
    view('/sprava/aktuality', ADDRESSES[0]!, FIREFOX);
    view('/ucet/moje-zavazky', ADDRESSES[0]!, FIREFOX);
    view('/odber/tajny-token-123/zrusit', ADDRESSES[0]!, FIREFOX);
    view('/objednavka/tajny-token-456', ADDRESSES[0]!, FIREFOX);
    await counter.flush();
    // Past midnight, across the turn of the year: the same visitor is a new one on the new day.
    now = pragueTime('2027-01-01', '00:10');
    view('/aktuality', ADDRESSES[0]!, FIREFOX);
    await counter.stop();

    const stats = await overview(
      { db: t.app.db, actor: await actorOf(t.token) },
      { from: '2026-12-31', to: '2027-01-01' },
    );
    expect(stats.days).toEqual([
      { day: '2026-12-31', views: 4, visitors: 3 },
      { day: '2027-01-01', views: 1, visitors: 1 },
    ]);
    expect(stats.pages).toEqual([
      { path: '/aktuality', views: 4, visitors: 3 },
      { path: '/uredni-deska', views: 1, visitors: 1 },
    ]);
    expect(stats.referrers).toEqual([
      { host: 'google.com', views: 1 },
      { host: 'seznam.cz', views: 1 },
    ]);
    const stored = await everything();
    for (const address of ADDRESSES) expect(stored).not.toContain(address);
    expect(stored).not.toMatch(/tajny-token|\/sprava|\/ucet|Firefox|Android/);
    expect(stored).not.toContain('search?q=');

    // When the day is over its hashes become a number and go, with the day's salt.
    await dayTurned({ db: t.app.db, now: pragueTime('2027-01-02', '00:01') });
    const after = await everything();
    expect(after).not.toMatch(/"t":"(hash|salt)"/);
    expect(
      (await overview({ db: t.app.db, actor: await actorOf(t.token) }, { from: '2026-12-31', to: '2027-01-01' })).days,
    ).toEqual(stats.days);
  });

  it('keeps the counts 25 months, and counts a search that found nothing', async () => {
    await t.app.db.execute(
      sql`insert into stats_views (day, path, views) values ('2024-10-01', '/stare', 5), ('2025-01-15', '/novejsi', 2)`,
    );
    await dayTurned({ db: t.app.db, now: pragueTime('2027-01-03', '00:01') });
    const kept = (
      await t.app.db.execute<{ path: string }>(sql`select path from stats_views where path in ('/stare', '/novejsi')`)
    ).rows;
    expect(kept.map((r) => r.path)).toEqual(['/novejsi']);

    for (const q of ['qzvx wkrt', 'QZVX  wkrt']) {
      const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.json().meta.total).toBe(0);
    }
    await t.app.inject({ url: '/api/search?q=popelnice' });
    const stats = await overview(
      { db: t.app.db, actor: await actorOf(t.token) },
      { from: '2026-01-01', to: '2030-01-01' },
    );
    expect(stats.searches).toContainEqual({ query: 'qzvx wkrt', searches: 2 });
    expect(stats.searches.map((s) => s.query)).not.toContain('popelnice');
  });

  it('takes a page shown within the browser from its beacon, without a cookie, and gives the figures to the office only', async () => {
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/stats/views',
      headers: { 'user-agent': FIREFOX, 'content-type': 'application/json' },
      payload: { path: '/akce' },
      remoteAddress: '198.51.100.99',
    });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.headers['set-cookie']).toBeUndefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/stats/views',
      payload: { path: 'https://jinde.example/' },
    });
    expect(bad.statusCode).toBe(422);

    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    expect(
      (await t.app.inject({ url: '/api/staff/statistics', headers: { authorization: `Bearer ${jana}` } })).statusCode,
    ).toBe(403);
    const figures = await t.app.inject({
      url: '/api/staff/statistics?from=2026-12-31&to=2027-01-01',
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(figures.json().data.views).toBe(5);
    const backwards = await t.app.inject({
      url: '/api/staff/statistics?from=2027-01-02&to=2027-01-01',
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(backwards.statusCode).toBe(422);

    const article = await pageStats(
      { db: t.app.db, actor: await actorOf(t.token), now: pragueTime('2027-01-01', '12:00') },
      '/aktuality',
    );
    expect(article).toMatchObject({ path: '/aktuality', views: 4, visitors: 3 });
  });
});

/** The signed-in staff member behind a token, as a service's context holds it. */
async function actorOf(token: string) {
  const { resolveSession } = await import('../../../server/lib/sessions.ts');
  return resolveSession(t.app.db, token);
}
