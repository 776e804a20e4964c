import { describe, expect, it } from 'vitest';
import { pragueParts, pragueTime } from '../../../common/dates.ts';
import { MAX_OCCURRENCES, occurrencesOf } from './occurrences.ts';

describe('occurrences of a schedule', () => {
  it('a one-off event happens once', () => {
    const startsAt = pragueTime('2026-12-12', '10:00');
    const endsAt = pragueTime('2026-12-13', '19:00');
    expect(occurrencesOf({ startsAt, endsAt, recurrenceWeeks: null, recurrenceUntil: null })).toEqual([
      { startsAt, endsAt },
    ]);
  });

  it('a weekly event keeps its Prague wall-clock time across the change to summer time', () => {
    const list = occurrencesOf({
      startsAt: pragueTime('2026-03-14', '08:00'),
      endsAt: pragueTime('2026-03-14', '12:00'),
      recurrenceWeeks: 1,
      recurrenceUntil: '2026-04-04',
    });
    expect(list.map((o) => pragueParts(o.startsAt))).toEqual([
      { date: '2026-03-14', time: '08:00' },
      { date: '2026-03-21', time: '08:00' },
      { date: '2026-03-28', time: '08:00' },
      { date: '2026-04-04', time: '08:00' },
    ]);
    // The same wall clock is an hour earlier in UTC once summer time starts.
    expect(list[2]!.startsAt.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(list[3]!.startsAt.toISOString()).toBe('2026-04-04T06:00:00.000Z');
    expect(list.every((o) => o.endsAt.getTime() - o.startsAt.getTime() === 4 * 3_600_000)).toBe(true);
  });

  it('every other week, a multi-day event keeps its length in days, and nothing repeats for ever', () => {
    const list = occurrencesOf({
      startsAt: pragueTime('2026-10-17', '18:00'),
      endsAt: pragueTime('2026-10-18', '02:00'),
      recurrenceWeeks: 2,
      recurrenceUntil: '2026-11-14',
    });
    expect(list.map((o) => [pragueParts(o.startsAt).date, pragueParts(o.endsAt)])).toEqual([
      ['2026-10-17', { date: '2026-10-18', time: '02:00' }],
      ['2026-10-31', { date: '2026-11-01', time: '02:00' }],
      ['2026-11-14', { date: '2026-11-15', time: '02:00' }],
    ]);
    const forever = occurrencesOf({
      startsAt: pragueTime('2026-01-01', '10:00'),
      endsAt: pragueTime('2026-01-01', '11:00'),
      recurrenceWeeks: 1,
      recurrenceUntil: '2099-12-31',
    });
    expect(forever).toHaveLength(MAX_OCCURRENCES);
  });
});
