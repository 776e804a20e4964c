import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  formatTime,
  isCalendarDate,
  isCalendarMonth,
  isoWeekday,
  pragueParts,
  pragueTime,
  pragueWeekday,
  pragueYear,
} from './dates.ts';

describe('Prague wall-clock time', () => {
  it('converts both ways in winter and in summer', () => {
    expect(pragueTime('2026-12-12', '17:00').toISOString()).toBe('2026-12-12T16:00:00.000Z');
    expect(pragueTime('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(pragueParts(new Date('2026-07-01T07:30:00Z'))).toEqual({ date: '2026-07-01', time: '09:30' });
    expect(pragueParts(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('keeps the wall-clock time across the daylight-saving changes', () => {
    // 29 March 2026 and 25 October 2026 are the change days.
    expect(pragueTime('2026-03-28', '10:00').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(pragueTime('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(pragueTime('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(pragueTime('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(pragueTime('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('counts calendar days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(isoWeekday('2026-11-21')).toBe(6);
  });
});

describe('the Prague clock worked out without Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions, locale = 'cs-CZ') =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Prague', ...options });
  const date = intl({ day: 'numeric', month: 'numeric', year: 'numeric' });
  const time = intl({ hour: 'numeric', minute: '2-digit' });
  const parts = intl(
    { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    'en-CA',
  );
  const weekday = intl({ weekday: 'short' }, 'en-US');
  const WEEKDAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

  /** Every function that reads the clock, against Intl's time zone data, at one moment. */
  const agrees = (ms: number) => {
    const at = new Date(ms);
    const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
    return (
      formatDate(at) === date.format(at) &&
      formatTime(at) === time.format(at) &&
      pragueParts(at).date === `${p.year}-${p.month}-${p.day}` &&
      pragueParts(at).time === `${p.hour}:${p.minute}` &&
      WEEKDAY[pragueWeekday(at)] === weekday.format(at) &&
      String(pragueYear(at)) === p.year
    );
  };

  it('agrees with Intl every 15 minutes across each change of the clocks, 1996–2037', () => {
    const HOUR = 3_600_000;
    const disagreements: string[] = [];
    for (let year = 1996; year <= 2037; year++) {
      for (const month of [2, 9]) {
        // The last Sunday of March and of October, 01:00 UTC, ±3 hours.
        const last = Date.UTC(year, month + 1, 0, 1);
        const change = last - new Date(last).getUTCDay() * 24 * HOUR;
        for (let ms = change - 3 * HOUR; ms <= change + 3 * HOUR; ms += HOUR / 4) {
          if (!agrees(ms)) disagreements.push(new Date(ms).toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees with Intl every hour of 2026 and at New Year, and outside its years where Intl answers', () => {
    const disagreements: string[] = [];
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000) {
      if (!agrees(ms)) disagreements.push(new Date(ms).toISOString());
    }
    for (const iso of [
      '2026-12-31T22:59:00Z',
      '2026-12-31T23:00:00Z',
      '1995-09-24T00:30:00Z',
      '1985-07-01T12:00:00Z',
      '2040-06-01T12:00:00Z',
      '2099-12-31T23:30:00Z',
    ]) {
      if (!agrees(Date.parse(iso))) disagreements.push(iso);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('calendar days and months', () => {
  it('takes real days in 1900…2100 only', () => {
    for (const ok of ['1900-01-01', '2026-11-21', '2028-02-29', '2000-02-29', '2100-12-31']) {
      expect(isCalendarDate(ok), ok).toBe(true);
    }
    for (const bad of [
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-13-01',
      '2026-01-00',
      '2026-1-1',
      ' 2026-01-01',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('takes real months in 1900…2100 only', () => {
    for (const ok of ['1900-01', '2026-12', '2100-12']) expect(isCalendarMonth(ok), ok).toBe(true);
    for (const bad of ['0000-01', '1899-12', '2101-01', '2026-00', '2026-13', '2026-1', '2026-01-01', '']) {
      expect(isCalendarMonth(bad), bad).toBe(false);
    }
  });
});
