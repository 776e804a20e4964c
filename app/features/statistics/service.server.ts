import { and, asc, desc, gte, lt, lte, sql } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { counted } from './counter.server.ts';
import {
  statsEmptySearches,
  statsReferrers,
  statsSalts,
  statsViews,
  statsVisitorHashes,
  statsVisitors,
} from './schema.server.ts';
import type { PageStats, StatsOverview, StatsRange } from './schemas.ts';

/** How long the counts are kept: 25 months, a year beside the year before and a month to spare. */
const KEEP_MONTHS = 25;

/** A search as it is counted: folded to lower case and single spaces, at most 100 characters. */
const normalized = (query: string) => query.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs').slice(0, 100);

/** A search that found nothing, counted for the day: what residents look for and the site lacks. */
export async function searchFoundNothing(ctx: Pick<ServiceContext, 'db' | 'now'>, query: string): Promise<void> {
  const text = normalized(query);
  if (!text) return;
  await ctx.db
    .insert(statsEmptySearches)
    .values({ day: pragueToday(ctx.now), query: text, searches: 1 })
    .onConflictDoUpdate({
      target: [statsEmptySearches.day, statsEmptySearches.query],
      set: { searches: sql`${statsEmptySearches.searches} + 1` },
    });
}

/**
 * When the Prague day has turned: each past day's visitors' hashes become a count and go, with the
 * salt they were made with; counts older than 25 months go.
 */
export async function dayTurned(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<void> {
  const today = pragueToday(ctx.now);
  const oldest = addDays(today, -Math.round(KEEP_MONTHS * 30.44));
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${statsVisitors} (day, path, visitors)
      select day, path, count(*)::int from ${statsVisitorHashes} where day < ${today} group by day, path
      on conflict (day, path) do update set visitors = ${statsVisitors.visitors} + excluded.visitors`);
    await tx.delete(statsVisitorHashes).where(lt(statsVisitorHashes.day, today));
    await tx.delete(statsSalts).where(lt(statsSalts.day, today));
    await tx.delete(statsViews).where(lt(statsViews.day, oldest));
    await tx.delete(statsVisitors).where(lt(statsVisitors.day, oldest));
    await tx.delete(statsReferrers).where(lt(statsReferrers.day, oldest));
    await tx.delete(statsEmptySearches).where(lt(statsEmptySearches.day, oldest));
  });
}

/** The visitors of the days in a range by page: past days' counts and the hashes of days not yet reduced. */
const visitorsIn = ({ from, to }: StatsRange) => sql`(
  select day, path, count(*)::int as visitors from ${statsVisitorHashes}
  where day >= ${from} and day <= ${to} group by day, path
  union all
  select day, path, visitors from ${statsVisitors} where day >= ${from} and day <= ${to}
) as v`;

/** The site's statistics over a range of days: each day, the most read pages, where readers came from, searches that found nothing. */
export async function overview(ctx: Pick<ServiceContext, 'db' | 'actor'>, range: StatsRange): Promise<StatsOverview> {
  requireStaff(ctx, 'content');
  const inRange = and(gte(statsViews.day, range.from), lte(statsViews.day, range.to));
  const [viewsByDay, visitorsByDay, pages, pageVisitors, referrers, searches] = await Promise.all([
    ctx.db
      .select({ day: statsViews.day, views: sql<number>`sum(${statsViews.views})::int` })
      .from(statsViews)
      .where(inRange)
      .groupBy(statsViews.day),
    ctx.db.execute<{ day: string; visitors: number }>(
      sql`select day::text, sum(visitors)::int as visitors from ${visitorsIn(range)} where path = '' group by day`,
    ),
    ctx.db
      .select({ path: statsViews.path, views: sql<number>`sum(${statsViews.views})::int` })
      .from(statsViews)
      .where(inRange)
      .groupBy(statsViews.path)
      .orderBy(desc(sql`sum(${statsViews.views})`), asc(statsViews.path))
      .limit(20),
    ctx.db.execute<{ path: string; visitors: number }>(
      sql`select path, sum(visitors)::int as visitors from ${visitorsIn(range)} where path <> '' group by path`,
    ),
    ctx.db
      .select({ host: statsReferrers.host, views: sql<number>`sum(${statsReferrers.views})::int` })
      .from(statsReferrers)
      .where(and(gte(statsReferrers.day, range.from), lte(statsReferrers.day, range.to)))
      .groupBy(statsReferrers.host)
      .orderBy(desc(sql`sum(${statsReferrers.views})`), asc(statsReferrers.host))
      .limit(20),
    ctx.db
      .select({ query: statsEmptySearches.query, searches: sql<number>`sum(${statsEmptySearches.searches})::int` })
      .from(statsEmptySearches)
      .where(and(gte(statsEmptySearches.day, range.from), lte(statsEmptySearches.day, range.to)))
      .groupBy(statsEmptySearches.query)
      .orderBy(desc(sql`sum(${statsEmptySearches.searches})`), asc(statsEmptySearches.query))
      .limit(30),
  ]);
  const views = new Map(viewsByDay.map((r) => [r.day, r.views]));
  const visitors = new Map(visitorsByDay.rows.map((r) => [r.day, Number(r.visitors)]));
  const visitorsOfPage = new Map(pageVisitors.rows.map((r) => [r.path, Number(r.visitors)]));
  const days: StatsOverview['days'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1))
    days.push({ day, views: views.get(day) ?? 0, visitors: visitors.get(day) ?? 0 });
  return {
    ...range,
    views: days.reduce((sum, d) => sum + d.views, 0),
    visitors: days.reduce((sum, d) => sum + d.visitors, 0),
    days,
    pages: pages.map((p) => ({ ...p, visitors: visitorsOfPage.get(p.path) ?? 0 })),
    referrers,
    searches,
  };
}

/** One page's readers over the last `days` days, for its editor (an article's views beside its text). */
export async function pageStats(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>,
  path: string,
  days = 30,
): Promise<PageStats> {
  requireStaff(ctx, 'content');
  const to = pragueToday(ctx.now);
  const from = addDays(to, -(days - 1));
  if (!counted(path)) return { path, from, to, views: 0, visitors: 0 };
  const [viewed] = await ctx.db
    .select({ views: sql<number>`coalesce(sum(${statsViews.views}), 0)::int` })
    .from(statsViews)
    .where(and(sql`${statsViews.path} = ${path}`, gte(statsViews.day, from), lte(statsViews.day, to)));
  const visited = await ctx.db.execute<{ visitors: number }>(
    sql`select coalesce(sum(visitors), 0)::int as visitors from ${visitorsIn({ from, to })} where path = ${path}`,
  );
  return { path, from, to, views: viewed?.views ?? 0, visitors: Number(visited.rows[0]?.visitors ?? 0) };
}
