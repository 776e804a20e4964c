import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isCalendarMonth, isoWeekday, pragueParts, pragueTime } from './dates.ts';

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
