import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pragueParts, pragueTime } from '../../../common/dates.ts';
import { eventsCalendar } from './ical.server.ts';
import { occurrencesOf, type Schedule, scheduleRule } from './occurrences.ts';
import {
  describeRule,
  fieldsFromRule,
  parseRule,
  type RepeatFields,
  type RepeatRule,
  ruleFromFields,
} from './rrule.ts';
import type { events } from './schema.server.ts';

/** RFC 5545 repeats: expanded by ical.js in Prague, across the clock changes and a year's end. */

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const rule = (text: string): RepeatRule => {
  const parsed = parseRule(text);
  if (!('rule' in parsed)) throw new Error(parsed.error);
  return parsed.rule;
};
const days = (schedule: Schedule) => occurrencesOf(schedule).map((o) => pragueParts(o.startsAt));

/** First Saturday of the month at 10:00 from December 2026 to 20 June 2027; February skipped, April moved. */
const market: Schedule = {
  startsAt: pragueTime('2026-12-05', '10:00'),
  endsAt: pragueTime('2026-12-05', '12:00'),
  recurrenceWeeks: null,
  recurrenceUntil: null,
  recurrenceRule: 'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270620',
  exceptions: [
    { date: '2027-02-06' },
    {
      date: '2027-04-03',
      startsAt: pragueTime('2027-04-10', '09:00').toISOString(),
      endsAt: pragueTime('2027-04-10', '11:00').toISOString(),
    },
  ],
};

describe('occurrences of an RRULE', () => {
  it('monthly on the first Saturday, across the year end and summer time, with a skipped and a moved date', () => {
    const list = occurrencesOf(market);
    expect(list.map((o) => pragueParts(o.startsAt))).toEqual([
      { date: '2026-12-05', time: '10:00' },
      { date: '2027-01-02', time: '10:00' },
      { date: '2027-03-06', time: '10:00' },
      { date: '2027-04-10', time: '09:00' },
      { date: '2027-05-01', time: '10:00' },
      { date: '2027-06-05', time: '10:00' },
    ]);
    // 10:00 in Prague is 09:00 UTC in winter and 08:00 UTC in summer.
    expect(list[2]!.startsAt.toISOString()).toBe('2027-03-06T09:00:00.000Z');
    expect(list[4]!.startsAt.toISOString()).toBe('2027-05-01T08:00:00.000Z');
    expect(list.every((o) => o.endsAt.getTime() - o.startsAt.getTime() === 2 * 3_600_000)).toBe(true);
  });

  it('every weekday, five times, across the end of summer time', () => {
    const schedule: Schedule = {
      startsAt: pragueTime('2026-10-22', '07:30'),
      endsAt: pragueTime('2026-10-22', '08:00'),
      recurrenceWeeks: null,
      recurrenceUntil: null,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=6',
      exceptions: [{ date: '2026-10-27' }],
    };
    const list = occurrencesOf(schedule);
    expect(list.map((o) => pragueParts(o.startsAt).date)).toEqual([
      '2026-10-22',
      '2026-10-23',
      '2026-10-26',
      '2026-10-28',
      '2026-10-29',
    ]);
    expect(list[1]!.startsAt.toISOString()).toBe('2026-10-23T05:30:00.000Z');
    expect(list[2]!.startsAt.toISOString()).toBe('2026-10-26T06:30:00.000Z');
  });

  it('yearly until a date, over New Year’s Eve and a leap year', () => {
    const schedule: Schedule = {
      startsAt: pragueTime('2026-12-31', '22:00'),
      endsAt: pragueTime('2027-01-01', '01:00'),
      recurrenceWeeks: null,
      recurrenceUntil: null,
      recurrenceRule: 'FREQ=YEARLY;UNTIL=20291231',
    };
    const list = occurrencesOf(schedule);
    expect(list.map((o) => [pragueParts(o.startsAt).date, pragueParts(o.endsAt)])).toEqual([
      ['2026-12-31', { date: '2027-01-01', time: '01:00' }],
      ['2027-12-31', { date: '2028-01-01', time: '01:00' }],
      ['2028-12-31', { date: '2029-01-01', time: '01:00' }],
      ['2029-12-31', { date: '2030-01-01', time: '01:00' }],
    ]);
  });

  it('a count counts the first time; a rule without an end stops at the bound', () => {
    const daily = { startsAt: pragueTime('2026-12-30', '18:00'), endsAt: pragueTime('2026-12-30', '19:00') };
    const base = { ...daily, recurrenceWeeks: null, recurrenceUntil: null };
    expect(days({ ...base, recurrenceRule: 'FREQ=DAILY;INTERVAL=2;COUNT=3' }).map((d) => d.date)).toEqual([
      '2026-12-30',
      '2027-01-01',
      '2027-01-03',
    ]);
    expect(occurrencesOf({ ...base, recurrenceRule: 'FREQ=DAILY' })).toHaveLength(200);
  });

  it('the old weekly fields are read as the equivalent weekly rule, and keep their meaning', () => {
    const old: Schedule = {
      startsAt: pragueTime('2026-03-14', '08:00'),
      endsAt: pragueTime('2026-03-14', '12:00'),
      recurrenceWeeks: 2,
      recurrenceUntil: '2026-04-11',
    };
    expect(scheduleRule(old)).toEqual(rule('FREQ=WEEKLY;INTERVAL=2;UNTIL=20260411'));
    expect(days(old)).toEqual([
      { date: '2026-03-14', time: '08:00' },
      { date: '2026-03-28', time: '08:00' },
      { date: '2026-04-11', time: '08:00' },
    ]);
    // Without an end day the old fields never repeated.
    expect(scheduleRule({ ...old, recurrenceUntil: null })).toBeNull();
  });
});

describe('reading a rule', () => {
  it('takes RRULE text with or without its name, UNTIL as a day or a UTC time', () => {
    expect(rule('RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270620T215959Z')).toEqual({
      freq: 'MONTHLY',
      interval: 1,
      byDay: ['-1FR'],
      byMonthDay: [],
      until: '2027-06-20',
      count: null,
    });
  });

  it('refuses, in Czech, what the site does not keep', () => {
    expect(parseRule('FREQ=HOURLY')).toEqual({
      error: 'Zadejte, zda se akce opakuje denně, týdně, měsíčně, nebo ročně.',
    });
    expect(parseRule('FREQ=DAILY;BYHOUR=9')).toEqual({ error: 'Část pravidla BYHOUR web nepodporuje.' });
    expect(parseRule('FREQ=DAILY;COUNT=5;UNTIL=20270101')).toEqual({
      error: 'Zadejte buď datum konce, nebo počet opakování, ne obojí.',
    });
    expect(parseRule('FREQ=DAILY;COUNT=1000')).toEqual({ error: 'Počet opakování musí být od 1 do 200.' });
    expect(parseRule('FREQ=WEEKLY;BYDAY=1SA')).toEqual({
      error: 'Pořadí dne v týdnu (např. první sobota) jde jen u měsíčního opakování.',
    });
    expect(parseRule('FREQ=DAILY;INTERVAL=0')).toEqual({ error: 'Interval opakování musí být celé číslo od 1 do 99.' });
    expect(parseRule('FREQ=DAILY;UNTIL=20270230')).toEqual({ error: 'Datum konce opakování nejde přečíst.' });
  });
});

describe('the editor’s fields', () => {
  const fields = (f: Partial<RepeatFields>): RepeatFields => ({
    repeat_kind: 'none',
    repeat_interval: 1,
    repeat_end: 'never',
    repeat_until: '',
    repeat_count: null,
    ...f,
  });
  const cases: [Partial<RepeatFields>, string][] = [
    [{ repeat_kind: 'daily', repeat_end: 'count', repeat_count: 10 }, 'FREQ=DAILY;COUNT=10'],
    [
      { repeat_kind: 'weekdays', repeat_end: 'until', repeat_until: '2027-06-30' },
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270630',
    ],
    [{ repeat_kind: 'weekly', repeat_interval: 2 }, 'FREQ=WEEKLY;INTERVAL=2'],
    [{ repeat_kind: 'monthly_day' }, 'FREQ=MONTHLY;BYMONTHDAY=5'],
    [
      { repeat_kind: 'monthly_weekday', repeat_end: 'until', repeat_until: '2027-06-20' },
      'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270620',
    ],
    [{ repeat_kind: 'yearly', repeat_interval: 3 }, 'FREQ=YEARLY;INTERVAL=3'],
  ];

  it('build the rule from the first day (Saturday 5 December 2026), and come back from it', () => {
    for (const [given, text] of cases) {
      const built = ruleFromFields(fields(given), '2026-12-05');
      expect(built, text).toEqual({ rule: rule(text) });
      expect(fieldsFromRule(rule(text)), text).toEqual(fields({ repeat_interval: 1, ...given }));
    }
    expect(ruleFromFields(fields({}), '2026-12-05')).toEqual({ rule: null });
    expect(fieldsFromRule(null)).toEqual(fields({}));
    // The last Friday of a month is the last one, not the fifth; a rule beyond the form is kept as it is.
    expect(ruleFromFields(fields({ repeat_kind: 'monthly_weekday' }), '2027-01-29')).toEqual({
      rule: rule('FREQ=MONTHLY;BYDAY=-1FR'),
    });
    expect(fieldsFromRule(rule('FREQ=MONTHLY;BYDAY=1SA,3SA'))).toBeNull();
  });

  it('explain wrong fields one by one in Czech', () => {
    expect(
      ruleFromFields(
        fields({ repeat_kind: 'weekly', repeat_interval: 0, repeat_end: 'until', repeat_until: '2026-01-01' }),
        '2026-12-05',
      ),
    ).toEqual({
      errors: {
        repeat_interval: 'Interval musí být celé číslo od 1 do 99.',
        repeat_until: 'Opakování musí skončit až po prvním konání.',
      },
    });
    expect(
      ruleFromFields(fields({ repeat_kind: 'daily', repeat_end: 'count', repeat_count: null }), '2026-12-05'),
    ).toEqual({
      errors: { repeat_count: 'Počet opakování musí být od 1 do 200.' },
    });
  });
});

describe('in Czech words', () => {
  it.each([
    ['FREQ=MONTHLY;BYDAY=1SA;UNTIL=20270620', 'každou první sobotu v měsíci do 20. 6. 2027'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'každý poslední pátek v měsíci'],
    ['FREQ=MONTHLY;INTERVAL=2;BYDAY=2MO', 'každé druhé pondělí v každém 2. měsíci'],
    ['FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6', 'každý měsíc 15. dne, celkem 6krát'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'každý pracovní den'],
    ['FREQ=WEEKLY', 'každý týden'],
    ['FREQ=WEEKLY;INTERVAL=2;UNTIL=20260411', 'každé 2 týdny do 11. 4. 2026'],
    ['FREQ=WEEKLY;BYDAY=WE', 'každou středu'],
    ['FREQ=WEEKLY;BYDAY=MO,WE,TH', 'každý týden v pondělí, ve středu a ve čtvrtek'],
    ['FREQ=DAILY', 'každý den'],
    ['FREQ=DAILY;INTERVAL=3', 'každý 3. den'],
    ['FREQ=YEARLY', 'každý rok'],
  ])('%s is "%s"', (text, words) => {
    expect(describeRule(rule(text))).toBe(words);
  });
});

describe('iCalendar of a rule', () => {
  const row = (schedule: Schedule, allDay = false) =>
    ({
      id: 7,
      slug: 'trh',
      title: 'Trh',
      perex: 'Trh na náměstí.',
      place: 'Náměstí',
      allDay,
      updatedAt: new Date('2026-11-01T10:00:00Z'),
      exceptions: [],
      recurrenceRule: null,
      ...schedule,
    }) as unknown as typeof events.$inferSelect;

  /** The occurrences a calendar program gets from the document: the rule, less EXDATEs, with the overrides. */
  function parsedBack(text: string): string[] {
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const [master, ...overrides] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    for (const o of overrides) if (o.isRecurrenceException()) master!.relateException(o);
    const result: string[] = [];
    const iterator = master!.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master!.getOccurrenceDetails(next);
      result.push(details.startDate.toJSDate().toISOString());
    }
    for (const o of overrides) if (!o.isRecurrenceException()) result.push(o.startDate.toJSDate().toISOString());
    return result.sort();
  }

  it('carries the RRULE, an EXDATE for the skipped date and a RECURRENCE-ID for the moved one', () => {
    const text = eventsCalendar([row(market)], { publicUrl: 'http://vzorov.test', name: 'Akce' });
    expect(text).toContain('RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=1SA;UNTIL=20270620T220000Z');
    expect(text).toContain('EXDATE;TZID=Europe/Prague:20270206T100000');
    expect(text).toMatch(/RECURRENCE-ID;TZID=Europe\/Prague:20270403T100000/);
    expect(parsedBack(text)).toEqual(
      occurrencesOf(market)
        .map((o) => o.startsAt.toISOString())
        .sort(),
    );
  });

  it('gives the same occurrences for weekdays with a count, and for the old weekly fields', () => {
    const weekdays: Schedule = {
      startsAt: pragueTime('2026-10-22', '07:30'),
      endsAt: pragueTime('2026-10-22', '08:00'),
      recurrenceWeeks: null,
      recurrenceUntil: null,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=6',
      exceptions: [{ date: '2026-10-27' }],
    };
    const old: Schedule = {
      startsAt: pragueTime('2026-03-14', '08:00'),
      endsAt: pragueTime('2026-03-14', '12:00'),
      recurrenceWeeks: 1,
      recurrenceUntil: '2026-04-04',
    };
    for (const schedule of [weekdays, old]) {
      const text = eventsCalendar([row(schedule)], { publicUrl: 'http://vzorov.test', name: 'Akce' });
      expect(parsedBack(text)).toEqual(
        occurrencesOf(schedule)
          .map((o) => o.startsAt.toISOString())
          .sort(),
      );
    }
  });
});
