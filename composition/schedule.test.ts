import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { importRuns } from '../app/features/imports/schema.server.ts';
import { list } from '../app/features/news/service.server.ts';
import { noticeRecord } from '../app/features/notice-board/schema.server.ts';
import { pragueTime } from '../common/dates.ts';
import { everyMinute } from '../server/lib/minute-ticker.ts';
import { loginAsStaff } from '../server/test/app.ts';
import { suiteApp } from '../server/test/suite.ts';
import { minuteWork } from './schedule.ts';

/** What changes with time alone happens at its minute, with no visitor to trigger it. */
// A fixed day, years before the minutes the tests schedule articles for (2031).
const t = suiteApp({ env: { CLOCK_AT: '2026-12-02T10:00:00+01:00' } });

/** An article as the news editor saves it through the API. */
const postArticle = async (article: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/articles',
    headers: { authorization: `Bearer ${await loginAsStaff(t.app, 'petra')}` },
    payload: { kind: 'news', ...article },
  });

describe('the minute’s work', () => {
  it('shows a scheduled article at its minute: the caches are emptied then, not before', async () => {
    const res = await postArticle({
      title: 'Uzavírka Hlavní ulice',
      perex: 'Od pondělí.',
      body: '<p>Text.</p>',
      publication: 'scheduled',
      publish_date: '2031-03-30',
      publish_time: '08:00',
    });
    expect(res.statusCode).toBe(201);
    const slugs = async (now: Date) =>
      (await list({ db: t.app.db, now }, { type: 'news', page: 1, perPage: 10, featured: false })).rows.map(
        (a) => a.title,
      );
    // The Sunday the clocks go forward: 8:00 in Prague is 6:00 UTC.
    const before = t.app.pageCache.generation;
    await minuteWork(t.app, new Date('2031-03-30T05:58:00.05Z'), new Date('2031-03-30T05:59:00.05Z'));
    expect(t.app.pageCache.generation).toBe(before);
    expect(await slugs(new Date('2031-03-30T05:59:00.05Z'))).not.toContain('Uzavírka Hlavní ulice');
    await minuteWork(t.app, new Date('2031-03-30T05:59:00.05Z'), new Date('2031-03-30T06:00:00.05Z'));
    expect(t.app.pageCache.generation).toBe(before + 1);
    expect(await slugs(new Date('2031-03-30T06:00:00.05Z'))).toContain('Uzavírka Hlavní ulice');
  });

  it('takes an article off the site at its minute: the caches are emptied then', async () => {
    const res = await postArticle({
      title: 'Sbírka na opravu kašny',
      perex: 'Do konce března.',
      body: '<p>Text.</p>',
      publication: 'published',
      unpublish_date: '2031-03-31',
      unpublish_time: '23:59',
    });
    expect(res.statusCode).toBe(201);
    const before = t.app.pageCache.generation;
    await minuteWork(t.app, pragueTime('2031-03-31', '23:58'), pragueTime('2031-03-31', '23:59'));
    expect(t.app.pageCache.generation).toBe(before + 1);
  });

  it('takes in the whole time the site was down at its first minute: an article that left meanwhile leaves the search', async () => {
    const res = await postArticle({
      title: 'Zimní údržba chodníků Pelikánova',
      perex: 'Do února.',
      body: '<p>Text.</p>',
      publication: 'published',
      unpublish_date: '2031-05-01',
      unpublish_time: '10:00',
    });
    expect(res.statusCode).toBe(201);
    const found = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/search?q=pelikanova' }))
        .json()
        .data.map((r: { title: string }) => r.title);
    expect(await found()).toEqual(['Zimní údržba chodníků Pelikánova']);
    await minuteWork(t.app, pragueTime('2031-05-01', '08:00'), pragueTime('2031-05-01', '08:01'));
    // Down from 8:01 to noon; it left the site at 10:00.
    await minuteWork(t.app, pragueTime('2031-05-01', '12:00'), pragueTime('2031-05-01', '12:01'));
    expect(await found()).toEqual([]);
  });

  it('writes the notice board’s entry for the new day when the Prague day turns, and empties the caches', async () => {
    const newYear = pragueTime('2032-01-01', '00:00');
    const before = t.app.pageCache.generation;
    await minuteWork(t.app, pragueTime('2031-12-31', '23:59'), newYear);
    expect(t.app.pageCache.generation).toBe(before + 1);
    const [entry] = await t.app.db.select().from(noticeRecord).where(eq(noticeRecord.day, '2032-01-01'));
    expect(entry?.kind).toBe('day');
    await minuteWork(t.app, newYear, pragueTime('2032-01-01', '00:01'));
    expect(await t.app.db.select().from(noticeRecord).where(eq(noticeRecord.day, '2032-01-01'))).toHaveLength(1);
  });

  it('ends an import whose process is gone once its lease has run out, and not before', async () => {
    const lastSign = pragueTime('2031-06-01', '10:00');
    const [run] = await t.app.db
      .insert(importRuns)
      .values({ source: 'wxr', label: 'web.xml', file: 'imports/ztraceny', state: 'running', createdAt: lastSign })
      .returning({ id: importRuns.id });
    await t.app.db.update(importRuns).set({ heartbeatAt: lastSign }).where(eq(importRuns.id, run!.id));
    const state = async () =>
      (await t.app.db.select({ state: importRuns.state }).from(importRuns).where(eq(importRuns.id, run!.id)))[0]?.state;
    await minuteWork(t.app, pragueTime('2031-06-01', '10:13'), pragueTime('2031-06-01', '10:14'));
    expect(await state()).toBe('running');
    await minuteWork(t.app, pragueTime('2031-06-01', '10:15'), pragueTime('2031-06-01', '10:16'));
    expect(await state()).toBe('failed');
  });
});

describe('the minute ticker', () => {
  it('runs at the start of each minute of its clock, with the moment of the run before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T07:59:30Z') });
    try {
      const runs: [string, string][] = [];
      const ticker = everyMinute(
        () => new Date(),
        async (since, now) => {
          runs.push([since.toISOString(), now.toISOString()]);
        },
        { error: () => {} },
      );
      await vi.advanceTimersByTimeAsync(29_000);
      expect(runs).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_100);
      expect(runs).toEqual([['2026-11-23T07:59:30.000Z', '2026-11-23T08:00:00.050Z']]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs[1]).toEqual(['2026-11-23T08:00:00.050Z', '2026-11-23T08:01:00.050Z']);
      await ticker.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runs).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed run and keeps ticking', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T07:59:59Z') });
    try {
      const errors: unknown[] = [];
      let calls = 0;
      const ticker = everyMinute(
        () => new Date(),
        async () => {
          calls++;
          throw new Error('database gone');
        },
        { error: (...args: unknown[]) => errors.push(args) },
      );
      await vi.advanceTimersByTimeAsync(61_100);
      expect(calls).toBe(2);
      expect(errors).toHaveLength(2);
      await ticker.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
