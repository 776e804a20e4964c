import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A dry run and a run in the reader's own process take 15–20 s on two cores, more beside other workers.
const ROOM = { timeout: 120_000 };

import { createTestApp, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { type OldSite, startOldSite } from './test-old-site.ts';

/**
 * Calendars of real tools (Google, Outlook, Zimbra, a holidays generator; fixtures/README.md names each
 * file's source) imported as the events feature keeps them, checked by what the public API then shows:
 * the rule, the dates, the moved occurrence's time, the text (issue 57, D15–D17).
 */
let t: TestApp;
let site: OldSite;
let martin: string;
beforeAll(async () => {
  site = await startOldSite();
  // A fixed clock: "the next dates" of an event are counted from it.
  t = await createTestApp({ env: { IMPORT_ALLOW_ADDRESSES: '127.0.0.1', CLOCK_AT: '2024-10-20T08:00:00.000Z' } });
  martin = await loginAsStaff(t.app, 'martin');
}, ROOM.timeout);
afterAll(async () => {
  await t.close();
  await site.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${martin}` } });
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

/** The dry run of a calendar the old site serves, with the office's category and place for those without. */
async function dryRun(name: string, body: Buffer | string = fixture(name)) {
  site.pages.set(`/${name}`, { type: 'text/calendar', body });
  const res = await api('POST', '/api/staff/imports', { source: 'ical', url: `${site.url}/${name}` });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().data;
  const mapped = await api('PUT', `/api/staff/imports/${id}/options`, {
    categories: { '': 'spolecenske' },
    place: 'Kulturní dům',
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return (await api('GET', `/api/staff/imports/${id}`)).json().data;
}

async function imported(name: string, body?: string) {
  const dry = await dryRun(name, body ?? fixture(name));
  const start = await api('POST', `/api/staff/imports/${dry.id}/start`);
  expect(start.statusCode, start.body).toBe(202);
  let run = dry;
  for (let i = 0; i < 1000 && run.state !== 'done' && run.state !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = (await api('GET', `/api/staff/imports/${dry.id}`)).json().data;
  }
  expect(run.state).toBe('done');
  const outcomes = (await api('GET', `/api/staff/imports/${dry.id}/outcomes?perPage=100`)).json().data;
  /** The public API's event of a title (the first with it). */
  const event = async (title: string) => {
    const row = outcomes.find((o: { title: string; path: string | null }) => o.title === title && o.path);
    expect(row, `${title} in ${JSON.stringify(outcomes.map((o: { title: string }) => o.title))}`).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${row.path.split('/')[2]}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return { dry, run, outcomes, event };
}

/** When an event happens within days, as the public list shows it. */
async function startsOf(title: string, from: string, to: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/events?from=${from}&to=${to}&perPage=100` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.filter((o: { title: string }) => o.title === title)
    .map((o: { starts_at: string }) => o.starts_at);
}

describe('calendars of real tools', () => {
  it(
    'a holidays calendar whose DTSTART:20220101 lacks VALUE=DATE comes as all-day dates, not a 500 (D17)',
    ROOM,
    async () => {
      const { run, event } = await imported('ical-holidays.ics');
      expect(run.title).toBe('Holidays');
      expect(run.result).toMatchObject({ created: 3, skipped: 0 });
      expect(await event("New Year's Day")).toMatchObject({
        all_day: true,
        // Prague's midnight of 1 January to the next (DTEND equal to DTSTART: a one-day event).
        starts_at: '2021-12-31T23:00:00.000Z',
        ends_at: '2022-01-01T23:00:00.000Z',
        body: '<p>Happy New Year!</p>',
      });
    },
  );

  it('Outlook’s X-ALT-DESC is unescaped and preferred, the HTML cleaned by the sanitiser (D15)', ROOM, async () => {
    const { event } = await imported('ical-outlook-alt-desc.ics');
    const session = await event('Session #6:  Signature distribution overview');
    expect(session.body).toContain('3/14, 9 a.m. (PST)');
    expect(session.body).toContain('href="https://www.livemeeting.com/cc/microsoft/join?id=4N3J77&amp;role=attend');
    expect(session.body).toContain('<b>');
    // No escapes shown as text, no document around the text, no Outlook's fonts.
    expect(session.body).not.toMatch(/\\n|\\,|\\;|<html|<body|<font|Converted from/i);
  });

  it(
    'an endless "first Tuesday" rule is one event with its rule, EXDATEs skipped, an edited occurrence apart, a VTIMEZONE without TZID harmless (D16, D17)',
    ROOM,
    async () => {
      const { dry, run, outcomes, event } = await imported('ical-zimbra-monthly.ics');
      expect(dry.plan.counts).toMatchObject({ skipped: 0 });
      const series = outcomes.filter((o: { title: string }) => o.title === 'Crazy Event Thingy!');
      // The series, its occurrence with a description of its own, the moved one that was an extra date, and
      // its four other extra dates (RDATE): not one event per month.
      expect(series).toHaveLength(7);
      expect(run.result).toMatchObject({ created: 7, skipped: 0 });
      const monthly = await event('Crazy Event Thingy!');
      expect(monthly).toMatchObject({
        repeats_rule: 'FREQ=MONTHLY;BYDAY=1TU',
        repeats_text: 'každé první úterý v měsíci',
        // The next first Tuesday from the clock (the rule has no end), at 19:00 in Prague: 10:00 in Los Angeles.
        starts_at: '2024-11-05T18:00:00.000Z',
        body: '<p>IAM FOO</p>',
      });
      expect(monthly.exceptions).toEqual([
        { date: '2012-10-02', moved_to: null },
        { date: '2012-12-04', moved_to: null },
        { date: '2013-02-05', moved_to: null },
        { date: '2013-04-02', moved_to: null },
        // A first Tuesday of November before Los Angeles leaves summer time (its first Sunday), a week or
        // so after Prague has: 10:00 there is 18:00 here, not 19:00.
        ...['2016-11-01', '2021-11-02', '2022-11-01', '2027-11-02'].map((date) => ({
          date,
          moved_to: { starts_at: `${date}T17:00:00.000Z`, ends_at: `${date}T17:30:00.000Z` },
        })),
      ]);
      expect(await startsOf('Crazy Event Thingy!', '2012-10-01', '2013-01-31')).toEqual([
        '2012-10-02T22:00:00.000Z', // the occurrence moved to 15:00 in Los Angeles, with its own text
        '2012-11-06T18:00:00.000Z', // the rule's first Tuesday, in winter time
        '2012-11-07T04:00:00.000Z', // the extra date of 5 November, moved by its override
        '2012-11-10T18:00:00.000Z', // extra dates (RDATE)
        '2012-11-30T18:00:00.000Z',
        '2013-01-01T18:00:00.000Z', // December's first Tuesday skipped (EXDATE)
      ]);
    },
  );

  it('a daily all-day rule keeps its moved occurrence as a moved date of the one event (D16)', ROOM, async () => {
    const { event, outcomes } = await imported('ical-google-daily-moved.ics');
    expect(outcomes.filter((o: { title: string }) => o.title === 'test whole day moved')).toHaveLength(1);
    const moved = await event('test whole day moved');
    expect(moved).toMatchObject({ repeats_rule: 'FREQ=DAILY;COUNT=3', all_day: true });
    expect(moved.exceptions).toEqual([
      { date: '2024-10-28', moved_to: { starts_at: '2024-10-29T23:00:00.000Z', ends_at: '2024-10-30T23:00:00.000Z' } },
    ]);
    // The next dates from the fixed clock (20 October 2024): 27 October in summer time, then 29 and 30 in winter.
    expect(moved.occurrences.map((o: { starts_at: string }) => o.starts_at)).toEqual([
      '2024-10-26T22:00:00.000Z',
      '2024-10-28T23:00:00.000Z',
      '2024-10-29T23:00:00.000Z',
    ]);
  });

  it(
    'an occurrence with a title of its own becomes an event of its own, out of its daily series, at its moved time (D16)',
    ROOM,
    async () => {
      const { event, dry } = await imported('ical-google-edited-title.ics');
      const series = await event('TEST RECURR 3');
      // 10:00 in Denver (a zone Google names without describing it) is 18:00 in Prague.
      expect(series).toMatchObject({ repeats_rule: 'FREQ=DAILY;COUNT=3', starts_at: '2026-02-10T17:00:00.000Z' });
      expect(series.exceptions).toEqual([{ date: '2026-02-11', moved_to: null }]);
      const apart = await event('TEST RECURR 3 - MODIFIED');
      expect(apart).toMatchObject({ repeats_rule: null, starts_at: '2026-02-11T17:30:00.000Z' });
      expect(JSON.stringify(dry.plan.notes)).toMatch(/vlastní název, popis nebo místo: převzat jako samostatná akce/);
      expect(await startsOf('TEST RECURR 3', '2026-02-01', '2026-02-28')).toEqual([
        '2026-02-10T17:00:00.000Z',
        '2026-02-12T17:00:00.000Z',
      ]);
    },
  );

  it('an endless weekday rule is one event, its end the site’s bound named for the clerk', ROOM, async () => {
    const { event, outcomes, dry } = await imported('ical-google-weekdays.ics');
    expect(outcomes).toHaveLength(1);
    const sync = await event('Daily Sync');
    expect(sync).toMatchObject({
      repeats_rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      repeats_text: 'každý pracovní den',
    });
    expect(await startsOf('Daily Sync', '2016-10-28', '2016-11-04')).toEqual([
      '2016-10-28T12:00:00.000Z',
      '2016-10-31T13:00:00.000Z',
      '2016-11-01T13:00:00.000Z',
      '2016-11-02T13:00:00.000Z',
      '2016-11-03T13:00:00.000Z',
      '2016-11-04T13:00:00.000Z',
    ]);
    expect(JSON.stringify(dry.plan.notes)).toMatch(/nemá ve zdroji konec; web u akce ukazuje nejvýš 200 termínů/);
  });

  it('a second run of a calendar changes nothing', ROOM, async () => {
    // Its own first run (another test's may have come before: this one does not count on it).
    await imported('ical-zimbra-monthly.ics');
    const { run } = await imported('ical-zimbra-monthly.ics');
    expect(run.result).toMatchObject({ created: 0, updated: 0, unchanged: 7 });
  });
});

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//CS', ...events, 'END:VCALENDAR'].join('\r\n');

describe('a calendar of a Czech town', () => {
  it(
    'a monthly "first Saturday" with a picture without alt text is one event, the picture left out and named for the clerk',
    ROOM,
    async () => {
      const file = calendar(
        'BEGIN:VEVENT',
        'UID:repair-cafe@starov.example',
        'SUMMARY:Repair Café',
        'DESCRIPTION:<p>Přineste rozbitý spotřebič\\, opravíme ho spolu.</p><img src="https://www.starov.example/repair.jpg">',
        'LOCATION:Komunitní centrum',
        'CATEGORIES:Kultura',
        'DTSTART;TZID=Europe/Prague:20241102T090000',
        'DTEND;TZID=Europe/Prague:20241102T120000',
        'RRULE:FREQ=MONTHLY;BYDAY=1SA',
        'EXDATE;TZID=Europe/Prague:20241207T090000',
        'END:VEVENT',
      );
      const { event, outcomes, dry } = await imported('repair.ics', file);
      expect(outcomes).toHaveLength(1);
      expect(dry.plan.problems).toEqual([]);
      expect(dry.plan.notes).toMatchObject([
        {
          position: 0,
          title: 'Repair Café',
          notes: expect.arrayContaining([
            'Obrázek https://www.starov.example/repair.jpg nemá ve zdroji textový popis (alt), proto převzat nebyl: vložte ho v editoru akce i s popisem toho, co je na něm.',
          ]),
        },
      ]);
      const cafe = await event('Repair Café');
      expect(cafe).toMatchObject({
        repeats_rule: 'FREQ=MONTHLY;BYDAY=1SA',
        repeats_text: 'každou první sobotu v měsíci',
      });
      // No description made up for it: the picture waits for the clerk's.
      expect(cafe.body).toBe('<p>Přineste rozbitý spotřebič, opravíme ho spolu.</p>');
      expect(cafe.occurrences.slice(0, 3).map((o: { starts_at: string }) => o.starts_at)).toEqual([
        '2024-11-02T08:00:00.000Z',
        '2025-01-04T08:00:00.000Z', // December skipped
        '2025-02-01T08:00:00.000Z',
      ]);
    },
  );
});
