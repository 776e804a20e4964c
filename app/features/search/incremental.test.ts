import { asc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueParts } from '../../../common/dates.ts';
import { minuteWork } from '../../../composition/schedule.ts';
import { searchSources, services } from '../../../composition/services.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { pageContext } from '../../../server/test/pages.ts';
import { server } from '../../lib/load-context.ts';
import { searchDocuments, searchWords } from './schema.server.ts';

/**
 * A save changes only its own documents and words in the index. Whatever editors do, and however
 * the clock moves (an article leaving at its minute, an event's time passing), the index must be
 * the one a full rebuild would make at that moment.
 */
let t: TestApp;
let staff: ServiceContext;
/** The clock of the whole file: it only moves forward, from a Saturday night before the clocks go back. */
let clock = new Date('2030-10-26T21:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  staff = (await pageContext(t.app, await loginAsStaff(t.app, 'martin'))).get(server).ctx;
  await services.search.rebuildIndex({ db: t.app.db, now: clock }, searchSources);
});
afterAll(() => t.close());

const at = () => ({ ...staff, now: clock });

/** The index as rows, in one order: everything a reader can see of it, with its terms. */
async function snapshot() {
  const documents = await t.app.db
    .select({
      type: searchDocuments.type,
      refId: searchDocuments.refId,
      url: searchDocuments.url,
      title: searchDocuments.title,
      text: searchDocuments.text,
      dated: searchDocuments.dated,
      visibleFrom: searchDocuments.visibleFrom,
      terms: sql<string>`${searchDocuments.terms}::text`,
    })
    .from(searchDocuments)
    .orderBy(asc(searchDocuments.type), asc(searchDocuments.refId));
  const words = await t.app.db.select().from(searchWords).orderBy(asc(searchWords.word));
  return { documents, words };
}

const WORDS = ['kašna', 'lípa', 'náves', 'koupaliště', 'hasiči', 'jarmark', 'Lipová', 'čištění'];
const text = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
/** A minute a few minutes to a few hours from the clock, as the editor types it in Prague. */
const later = (minutes: number) => pragueParts(new Date(clock.getTime() + minutes * 60_000));

type Step =
  | {
      do: 'article';
      which: number;
      title: string;
      publication: 'draft' | 'published' | 'scheduled';
      at: number;
      until: number | null;
    }
  | { do: 'article-bulk'; which: number; action: 'publish' | 'unpublish' | 'archive' | 'delete' }
  | { do: 'event'; which: number; title: string; starts: number; hours: number; weekly: boolean; draft: boolean }
  | { do: 'event-delete'; which: number }
  | { do: 'page'; which: number; title: string; published: boolean }
  | { do: 'tick'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    do: fc.constant('article' as const),
    which: fc.nat(3),
    title: text,
    publication: fc.constantFrom('draft' as const, 'published' as const, 'scheduled' as const),
    at: fc.integer({ min: 1, max: 180 }),
    until: fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
  }),
  fc.record({
    do: fc.constant('article-bulk' as const),
    which: fc.nat(3),
    action: fc.constantFrom('publish' as const, 'unpublish' as const, 'archive' as const, 'delete' as const),
  }),
  fc.record({
    do: fc.constant('event' as const),
    which: fc.nat(2),
    title: text,
    starts: fc.integer({ min: -60, max: 300 }),
    hours: fc.integer({ min: 1, max: 3 }),
    // A weekly event is ranked by its next time: when one ends, its rank moves.
    weekly: fc.boolean(),
    draft: fc.boolean(),
  }),
  fc.record({ do: fc.constant('event-delete' as const), which: fc.nat(2) }),
  fc.record({ do: fc.constant('page' as const), which: fc.nat(1), title: text, published: fc.boolean() }),
  // The clock moves often: what it brings is what a save alone would not.
  { arbitrary: fc.record({ do: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 400 }) }), weight: 3 },
);

/** The ids this file's own items got, by slot: a slot's item is saved again, or made anew once deleted. */
const articles = new Map<number, { id: number; version: number }>();
const events = new Map<number, number>();
const pages = new Map<number, { id: number; version: number }>();
let made = 0;
const titles = new Set<string>();
const titled = (words: string) => {
  const title = `${words} ${++made}`;
  titles.add(title);
  return title;
};

/** Does what a step says; a refusal the rules make (publishing a deleted item) is a step that changes nothing. */
async function run(s: Step): Promise<void> {
  const ctx = at();
  try {
    if (s.do === 'tick') {
      const since = clock;
      clock = new Date(clock.getTime() + s.minutes * 60_000);
      await minuteWork(t.app, since, clock);
    } else if (s.do === 'article') {
      const current = articles.get(s.which);
      const when = later(s.at);
      const until = s.until === null || s.publication === 'draft' ? null : later(s.at + s.until);
      const saved = await services.news.save(ctx, current?.id ?? null, {
        kind: s.which % 2 ? 'blog' : 'news',
        title: titled(s.title),
        slug: '',
        perex: `${s.title}.`,
        body: `<p>${s.title}</p>`,
        featured: false,
        publication: s.publication,
        ...(s.publication === 'scheduled' ? { publish_date: when.date, publish_time: when.time } : {}),
        ...(until ? { unpublish_date: until.date, unpublish_time: until.time } : {}),
        version: current?.version,
      });
      articles.set(s.which, saved);
    } else if (s.do === 'article-bulk') {
      const current = articles.get(s.which);
      if (!current) return;
      await services.news.bulk(ctx, { action: s.action, ids: [current.id] });
      if (s.action === 'delete') articles.delete(s.which);
      else articles.set(s.which, { id: current.id, version: (await services.news.adminGet(ctx, current.id)).version });
    } else if (s.do === 'event') {
      const id = events.get(s.which) ?? null;
      const start = later(s.starts);
      const end = later(s.starts + s.hours * 60);
      const saved = await services.events.save(ctx, id, {
        title: titled(s.title),
        perex: `${s.title}.`,
        body: '',
        all_day: false,
        start_date: start.date,
        start_time: start.time,
        end_date: end.date,
        end_time: end.time,
        repeat_weeks: s.weekly ? 1 : null,
        repeat_until: s.weekly ? later(s.starts + 21 * 24 * 60).date : '',
        place: 'Náves',
        price: '',
        organizer: 'Město',
        contact: '',
        links: [],
        categories: ['kultura'],
        draft: s.draft,
        exceptions: [],
      });
      events.set(s.which, saved.id);
    } else if (s.do === 'event-delete') {
      const id = events.get(s.which);
      if (id === undefined) return;
      await services.events.remove(ctx, id);
      events.delete(s.which);
    } else {
      const current = pages.get(s.which);
      const saved = await services.pages.pageSave(ctx, current?.id ?? null, {
        title: titled(s.title),
        slug: `pokus-${s.which}`,
        description: `${s.title}.`,
        body: `<p>${s.title}</p>`,
        published: s.published,
        version: current?.version,
      });
      pages.set(s.which, saved);
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

describe('the search index kept up to date a change at a time', () => {
  it('is, after any editors’ saves and the clock’s steps, what a full rebuild makes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        // Each run starts from a true index, so a counterexample shrinks to the steps that break it.
        await services.search.rebuildIndex({ db: t.app.db, now: clock }, searchSources);
        for (const s of steps) await run(s);
        const kept = await snapshot();
        await services.search.rebuildIndex({ db: t.app.db, now: clock }, searchSources);
        expect(kept).toEqual(await snapshot());
      }),
      { numRuns: 25, seed: 2030 },
    );
    // The steps did reach the index: some of this file's items are in it.
    const indexed = await t.app.db.select({ title: searchDocuments.title }).from(searchDocuments);
    expect(indexed.filter((d) => titles.has(d.title)).length).toBeGreaterThan(0);
    // 25 runs, each rebuilding the whole index twice: 32–34 s on the two-core machine on 2026-11-28,
    // over the suite's 30 s.
  }, 120_000);
});
