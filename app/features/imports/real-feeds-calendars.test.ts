import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { find } from '../redirects/service.server.ts';
import { type OldSite, startOldSite } from './test-old-site.ts';
import { prepareSource, runToEnd } from './test-runs.ts';

/**
 * Feeds and calendars as real tools wrote them (issue 57; fixtures/README.md names each file's source):
 * RSS 0.92, RSS 1.0 (RDF), a TypePad Atom feed with xml:base behind FeedBurner, and iCalendar from an
 * iPhone, from Exchange with Windows' zone names and from Nextcloud (SabreDAV). Each is uploaded as the
 * office would upload it, and checked by what the public API then shows, and by a second run that
 * changes nothing.
 */
let t: TestApp;
let site: OldSite;
let martin: string;

// A dry run and a run in the reader's own process take 15–20 s on two cores, more beside other workers.
const ROOM = { timeout: 120_000 };

beforeAll(async () => {
  site = await startOldSite();
  // A fixed clock: an event's "next dates" are counted from it.
  t = await createTestApp({ env: { IMPORT_ALLOW_ADDRESSES: '127.0.0.1', CLOCK_AT: '2024-10-20T08:00:00.000Z' } });
  martin = await loginAsStaff(t.app, 'martin');
}, ROOM.timeout);
afterAll(async () => {
  await t.close();
  await site.close();
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${martin}` } });

interface Outcome {
  title: string;
  outcome: string;
  path: string | null;
  old_url: string | null;
  problems: string[];
}

/**
 * A file's dry run through the staff API as the office makes it (a calendar's events without a category
 * or a place given the office's), then its run; the dry run, the finished run and the items' outcomes.
 */
async function imported(source: 'feed' | 'ical', name: string, data: Buffer) {
  let dry = await prepareSource(t.app, martin, { source }, { name, data, type: 'application/octet-stream' });
  if (source === 'ical') {
    const mapped = await api('PUT', `/api/staff/imports/${dry.id}/options`, {
      categories: { '': 'spolecenske' },
      place: 'Kulturní dům',
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    dry = (await api('GET', `/api/staff/imports/${dry.id}`)).json().data;
  }
  const run = await runToEnd(t.app, martin, dry.id);
  expect(run.state, run.error).toBe('done');
  const outcomes: Outcome[] = (await api('GET', `/api/staff/imports/${dry.id}/outcomes?perPage=100`)).json().data;
  /** The outcome of the item of a title. */
  const outcome = (title: string) => {
    const found = outcomes.find((o) => o.title === title);
    if (!found) throw new Error(`no „${title}“ in ${JSON.stringify(outcomes.map((o) => o.title))}`);
    return found;
  };
  return { dry, run, outcomes, outcome };
}

/** An article as the public API shows it, by the path its import gave it (`/aktuality/<slug>`). */
async function article(at: string | null) {
  const res = await t.app.inject({ url: `/api/blog/posts/${at?.split('/').at(-1)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** An event as the public API shows it, by the path its import gave it (`/akce/<id>-<slug>`). */
async function event(at: string | null) {
  const res = await t.app.inject({ url: `/api/events/${at?.split('/')[2]}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** When an event happens within days, as the public list shows it. */
async function startsOf(title: string, from: string, to: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/events?from=${from}&to=${to}&perPage=100` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.filter((o: { title: string }) => o.title === title)
    .map((o: { starts_at: string }) => o.starts_at);
}

/** Text a reader sees with no escape of the source shown as text: no `&amp;lt;`, no `\n`, no `<xhtml:…>`. */
function expectClean(html: string) {
  expect(html).not.toMatch(/&amp;(?:lt|gt|amp|quot|nbsp|#\d+);|\\[n,;]|<\/?xhtml:|&#0*39;/);
  expect(html).not.toContain('\uFFFD');
}

describe('feeds of real sites', () => {
  it(
    'an RSS 0.92 feed (O’Reilly’s example) is read, each item without a date named and left out, none half-imported',
    ROOM,
    async () => {
      const { dry, run, outcomes } = await imported('feed', 'rss092.xml', fixture('feed-rss092-oreilly.rss'));
      expect(dry.title).toBe('RSS0.92 Example');
      expect(dry.plan.counts).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 2 });
      // RSS 0.9x knows no date of an item: each is named with what it lacks.
      expect(dry.plan.problems).toEqual([
        { position: 0, title: 'The First Item', problems: ['Chybí datum zveřejnění.'] },
        { position: 1, title: 'The Second Item', problems: ['Chybí datum zveřejnění.'] },
      ]);
      expect(run.result).toMatchObject({ created: 0, skipped: 2 });
      expect(outcomes.map((o) => [o.title, o.outcome, o.path])).toEqual([
        ['The First Item', 'skipped', null],
        ['The Second Item', 'skipped', null],
      ]);
      const again = await imported('feed', 'rss092.xml', fixture('feed-rss092-oreilly.rss'));
      expect(again.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 0, skipped: 2 });
    },
  );

  it('an RSS 1.0 (RDF) feed of TypePad keeps the text its HTML escapes, its dates and its picture', ROOM, async () => {
    // The pictures are on the blog's server; the old site here serves them (and the file is read as written).
    const data = Buffer.from(
      fixture('feed-rss10-typepad.rdf').toString('utf8').replaceAll('http://www.avibryant.com', site.url),
    );
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    site.pages.set('/files/picture_19.png', { type: 'image/png', body: png });

    const { dry, run, outcome } = await imported('feed', 'index.rdf', data);
    expect(dry.title).toBe('HREF Considered Harmful');
    expect(dry.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(dry.plan.problems).toEqual([]);
    expect(run.result).toMatchObject({ created: 2, skipped: 0 });

    const chrome = outcome('Chrome, V8 and Strongtalk');
    expect(chrome.old_url).toBe(`${site.url}/2008/09/chrome-v8-and-s.html`);
    const first = await article(chrome.path);
    expect(first.title).toBe('Chrome, V8 and Strongtalk');
    // dc:date 2008-09-02T12:50:07-07:00.
    expect(first.published_at).toMatch(/^2008-09-02T19:50/);
    // The item's description, its `&#39;` read.
    expect(first.perex).toBe(
      "There's lots to like about Google's new web browser, Chrome, which was released today. When I read the awesome comic strip introduction yesterday, however, the thing that stood out most for me was in very small type: the name Lars...",
    );
    // content:encoded: its links and quotation, its picture (without a description) copied here with the title.
    expect(first.body).toMatch(/<a href="http:\/\/www\.google\.com\/chrome"[^>]*>Chrome<\/a>/);
    expect(first.body).toContain('<blockquote>');
    expect(first.body).toContain('"An Efficient Implementation of Self"');
    expect(first.body).toMatch(/<img src="\/[^"]+" alt="Chrome, V8 and Strongtalk"/);
    expect(first.body).not.toContain(site.url);
    expectClean(first.body);
    expect(chrome.problems.join(' ')).toMatch(/nemá v původním textu popis; dostal název „Chrome, V8 and Strongtalk“/);

    const maglev = await article(outcome('MagLev recap').path);
    // dc:date 2008-06-01T11:36:26-07:00.
    expect(maglev.published_at).toMatch(/^2008-06-01T18:36/);
    // `#&amp;lt;Hat:…` in the feed is the text "#<Hat:…" of the post, not a tag to drop.
    expect(maglev.body).toContain('=&gt; #&lt;Hat:0x0c184bfd01 @contents=[');
    expect(maglev.body).toContain('<pre>');
    expectClean(maglev.body);
    expect(await find(t.app, '/2008/06/maglev-recap.html')).toBe(outcome('MagLev recap').path);

    const again = await imported('feed', 'index.rdf', data);
    expect(again.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
  });

  it(
    'a TypePad Atom feed behind FeedBurner: xml:base, XHTML text, the articles at their own addresses, no reader counter',
    ROOM,
    async () => {
      const data = Buffer.from(
        fixture('feed-atom-typepad-xml-base.atom')
          .toString('utf8')
          .replaceAll('http://everything.typepad.com', site.url),
      );
      const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#333' } })
        .jpeg()
        .toBuffer();
      site.pages.set('/.a/6a00d83451c82369e2017ee875a4c3970d-600wi', { type: 'image/jpeg', body: jpeg });

      const { dry, run, outcome } = await imported('feed', 'TypePadNews.atom', data);
      expect(dry.title).toBe('Everything Typepad');
      expect(dry.plan.counts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
      expect(run.result).toMatchObject({ created: 2, skipped: 0 });

      // The entry's link is FeedBurner's counter (feedproxy.google.com); feedburner:origLink is where the
      // article was on the blog: that is its old address, and it leads here.
      const notes = outcome('Typepad Release Notes');
      expect(notes.old_url).toBe(`${site.url}/blog/2013/02/mobile-tweaks-layout-classes.html`);
      expect(await find(t.app, '/blog/2013/02/mobile-tweaks-layout-classes.html')).toBe(notes.path);
      const release = await article(notes.path);
      // published 2013-02-21T15:44:40-08:00.
      expect(release.published_at).toMatch(/^2013-02-21T23:44/);
      expect(release.perex).toMatch(/^Fixes & Improvements For those of you who use the mobile \/\.m\/ directory/);
      // XHTML content: `<code>&lt;body&gt;</code>` is the text "<body>", not a tag.
      expect(release.body).toContain('<h3>Fixes &amp; Improvements</h3>');
      expect(release.body).toContain('new CSS classes for the <code>&lt;body&gt;</code> tag');
      expect(release.body).toContain('<a href="http://help.typepad.com/create-a-test-blog.html"');
      // FeedBurner's 1×1 counter of readers is no picture of the text.
      expect(release.body).not.toMatch(/feedburner|<img/);
      expectClean(release.body);

      const tip = outcome('Typepad 101: Add a Background Image to your Navigation Bar');
      expect(tip.old_url).toBe(
        `${site.url}/blog/2013/02/typepad-101-add-a-background-image-to-your-navigation-bar.html`,
      );
      const nav = await article(tip.path);
      expect(nav.published_at).toMatch(/^2013-02-13T17:35/);
      // Both pictures copied here with their descriptions; the link's script gone.
      expect(nav.body).toMatch(/<img src="\/[^"]+" alt="Nav_bar_design"/);
      expect(nav.body).toMatch(/<img src="\/[^"]+" alt="Short_ribbon"/);
      expect(nav.body).toContain('Library &gt; File Manager');
      expect(nav.body).not.toMatch(/onclick|feedburner/);
      expectClean(nav.body);
      // Its category is not on the site: named, not invented.
      expect(tip.problems).toContain('Kategorie „Tips and Tricks“ na webu není; článek ji nemá.');

      const again = await imported('feed', 'TypePadNews.atom', data);
      expect(again.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    },
  );
});

describe('calendars of real tools', () => {
  it(
    'an iPhone’s event in Vienna’s zone comes at its instant, its place and text unescaped, Apple’s structured location no trouble',
    ROOM,
    async () => {
      const { dry, run, outcome } = await imported('ical', 'iphone.ics', fixture('ical-apple-iphone-vienna.ics'));
      expect(dry.plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0 });
      expect(dry.plan.problems).toEqual([]);
      expect(dry.plan.notes ?? []).toEqual([]);
      expect(run.result).toMatchObject({ created: 1, skipped: 0 });
      const shown = await event(outcome('Antrag auf ID Austria').path);
      expect(shown).toMatchObject({
        title: 'Antrag auf ID Austria',
        all_day: false,
        // 10:30–10:40 in Vienna, summer time (UTC+2).
        starts_at: '2026-05-22T08:30:00.000Z',
        ends_at: '2026-05-22T08:40:00.000Z',
        // `Hauptstraße 1-5\; 4041 Linz`.
        place: 'Hauptstraße 1-5; 4041 Linz',
        // `Passwesen\nAntrag auf ID Austria`.
        body: '<p>Passwesen<br />Antrag auf ID Austria</p>',
        repeats_rule: null,
      });
      const again = await imported('ical', 'iphone.ics', fixture('ical-apple-iphone-vienna.ics'));
      expect(again.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 1, skipped: 0 });
    },
  );

  it(
    'Exchange’s calendar with Windows’ zone names: each event at its instant, a Pacific series’ dates where California has them',
    ROOM,
    async () => {
      const file = fixture('ical-outlook-windows-zones.ics');
      const { dry, run, outcome } = await imported('ical', 'calendar.ics', file);
      expect(dry.title).toBe('Calendar');
      expect(dry.plan.counts).toEqual({ created: 4, updated: 0, unchanged: 0, skipped: 0 });
      expect(dry.plan.problems).toEqual([]);
      expect(run.result).toMatchObject({ created: 4, skipped: 0 });

      // DTSTART;TZID=W. Europe Standard Time:20200910T090000, summer time there as in Prague.
      expect(await event(outcome('test').path)).toMatchObject({
        starts_at: '2020-09-10T07:00:00.000Z',
        ends_at: '2020-09-10T07:30:00.000Z',
        body: '<p>test new event 1</p>',
        place: 'Kulturní dům',
      });
      // DTSTART;TZID=Pacific Standard Time:20200915T083000: 8:30 in California's summer (UTC−7).
      expect(await event(outcome('Not the actual summary 1').path)).toMatchObject({
        starts_at: '2020-09-15T15:30:00.000Z',
        ends_at: '2020-09-15T16:30:00.000Z',
      });

      // `DTSTART;TZID="W. Europe Standard Time:20200609T090000"`: Exchange's quotes closed after the value.
      const jira = await event(outcome("Log Yesterday's Jira time").path);
      // Six days a week from 9 June 2020 to 9 March 2021 are 234 dates; the site shows 200 (the last, all
      // being past, on 27 January at 9:00 in winter), and says so.
      expect(jira).toMatchObject({
        repeats_rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA;UNTIL=20210309',
        starts_at: '2021-01-27T08:00:00.000Z',
        ends_at: '2021-01-27T08:30:00.000Z',
      });
      // 9:00 in Prague's zone from Tuesday 9 June, in summer and in winter.
      expect(await startsOf("Log Yesterday's Jira time", '2020-06-08', '2020-06-09')).toEqual([
        '2020-06-09T07:00:00.000Z',
      ]);
      expect(await startsOf("Log Yesterday's Jira time", '2020-10-24', '2020-10-26')).toEqual([
        '2020-10-24T07:00:00.000Z',
        '2020-10-26T08:00:00.000Z',
      ]);
      const jiraNotes = dry.plan.notes.find((n: { title: string }) => n.title === "Log Yesterday's Jira time");
      expect(jiraNotes.notes).toContain('Web u akce ukazuje nejvýš 200 termínů opakování (do 2021-01-27).');

      // 12:00 in California on Tuesdays, Thursdays, Fridays and Sundays, six of them left out (EXDATE).
      const weekly = await event(outcome('Not the actual summary either').path);
      expect(weekly).toMatchObject({
        repeats_rule: 'FREQ=WEEKLY;BYDAY=TU,TH,FR,SU;UNTIL=20210309',
        // Its last date (all are past): Tuesday 9 March 2021 at noon, UNTIL=20210309T200000Z.
        starts_at: '2021-03-09T20:00:00.000Z',
        ends_at: '2021-03-09T20:30:00.000Z',
        place: 'https://bluejeans.com/7999979999',
      });
      expect(await startsOf('Not the actual summary either', '2020-07-06', '2020-07-08')).toEqual([
        '2020-07-07T19:00:00.000Z',
      ]);
      // Prague leaves summer time on 25 October, California on 1 November: that week noon there is 20:00
      // here, not 21:00 as on the other days; those four dates are moved to their instants.
      const moved = (day: string, at: string, to: string) => ({ date: day, moved_to: { starts_at: at, ends_at: to } });
      expect(weekly.exceptions).toEqual([
        { date: '2020-07-21', moved_to: null },
        { date: '2020-07-23', moved_to: null },
        { date: '2020-07-28', moved_to: null },
        { date: '2020-08-13', moved_to: null },
        { date: '2020-08-25', moved_to: null },
        { date: '2020-09-03', moved_to: null },
        moved('2020-10-25', '2020-10-25T19:00:00.000Z', '2020-10-25T19:30:00.000Z'),
        moved('2020-10-27', '2020-10-27T19:00:00.000Z', '2020-10-27T19:30:00.000Z'),
        moved('2020-10-29', '2020-10-29T19:00:00.000Z', '2020-10-29T19:30:00.000Z'),
        moved('2020-10-30', '2020-10-30T19:00:00.000Z', '2020-10-30T19:30:00.000Z'),
      ]);
      expect(await startsOf('Not the actual summary either', '2020-10-20', '2020-11-03')).toEqual([
        '2020-10-20T19:00:00.000Z', // 12:00 PDT, 21:00 in Prague's summer
        '2020-10-22T19:00:00.000Z',
        '2020-10-23T19:00:00.000Z',
        '2020-10-25T19:00:00.000Z', // 12:00 PDT, 20:00 in Prague's winter
        '2020-10-27T19:00:00.000Z',
        '2020-10-29T19:00:00.000Z',
        '2020-10-30T19:00:00.000Z',
        '2020-11-01T20:00:00.000Z', // 12:00 PST, 21:00 in Prague's winter
        '2020-11-03T20:00:00.000Z',
      ]);
      const weeklyNotes = dry.plan.notes.find((n: { title: string }) => n.title === 'Not the actual summary either');
      expect(weeklyNotes.notes.join(' ')).toMatch(
        /Posunuté termíny \(4\): v časovém pásmu zdroje \(Pacific Standard Time\)/,
      );

      const again = await imported('ical', 'calendar.ics', file);
      expect(again.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 4, skipped: 0 });
    },
  );

  it(
    'Nextcloud’s school holidays (a TZID on dates) are whole days from the first to the day before DTEND',
    ROOM,
    async () => {
      const file = fixture('ical-sabredav-school-holidays.ics');
      const { dry, run, outcome } = await imported('ical', 'schulferien.ics', file);
      expect(dry.title).toBe('Schulferien');
      expect(dry.plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0 });
      expect(run.result).toMatchObject({ created: 1, skipped: 0 });
      expect(await event(outcome('Sommerferien Sachsen').path)).toMatchObject({
        all_day: true,
        // 2 July to 10 August 2018 (DTEND 20180811 is the day after), Prague's midnights.
        starts_at: '2018-07-01T22:00:00.000Z',
        ends_at: '2018-08-10T22:00:00.000Z',
        body: '<p>Deine Ferien. In deinem Kalender. Immer aktuell.</p>',
        perex: 'Deine Ferien. In deinem Kalender. Immer aktuell.',
      });
      const again = await imported('ical', 'schulferien.ics', file);
      expect(again.run.result).toMatchObject({ created: 0, updated: 0, unchanged: 1, skipped: 0 });
    },
  );
});
