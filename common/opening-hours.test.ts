import { describe, expect, it } from 'vitest';
import { czechHolidays, easterSunday, holidayOn } from './holidays.ts';
import { openingStatus } from './opening-hours.ts';

const office = [
  { day: 1, hours: '8:00–11:30, 12:30–17:00' },
  { day: 3, hours: '8:00–11:30, 12:30–17:00' },
  { day: 5, hours: '8:00–11:30' },
];
// Prague wall clock → UTC: winter +1 h, summer +2 h.
const at = (iso: string) => new Date(iso);

describe('Czech public holidays', () => {
  it('computes Easter and the moving holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(holidayOn('2026-04-06')).toBe('Velikonoční pondělí');
    expect(holidayOn('2026-04-03')).toBe('Velký pátek');
    expect(holidayOn('2026-11-17')).toMatch(/svobodu a demokracii/);
    expect(holidayOn('2026-11-18')).toBeNull();
    expect(czechHolidays(2026).size).toBe(13);
  });
});

describe('open now', () => {
  it('is open within the hours, closed at the lunch break, and says when it opens', () => {
    // Monday 23 November 2026, 9:00 in Prague.
    expect(openingStatus(office, at('2026-11-23T08:00:00Z'))).toEqual({ open: true, until: '11:30' });
    expect(openingStatus(office, at('2026-11-23T11:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: '2026-11-23', time: '12:30' },
      holiday: null,
    });
    // 17:00 sharp is closed; next is Wednesday morning.
    expect(openingStatus(office, at('2026-11-23T16:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: '2026-11-25', time: '8:00' },
      holiday: null,
    });
  });

  it('over the weekend opens again on Monday', () => {
    // Saturday 21 November 2026, 10:00.
    expect(openingStatus(office, at('2026-11-21T09:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: '2026-11-23', time: '8:00' },
      holiday: null,
    });
  });

  it('is closed on a holiday, Easter Monday included', () => {
    // Easter Monday 6 April 2026, 9:00 in summer time (UTC+2).
    expect(openingStatus(office, at('2026-04-06T07:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: '2026-04-08', time: '8:00' },
      holiday: 'Velikonoční pondělí',
    });
    // Friday 17 November 2028? Use 2026's: Tuesday; the office is closed Tuesdays anyway, so Wednesday.
    expect(openingStatus(office, at('2026-11-17T08:00:00Z'))).toMatchObject({
      open: false,
      holiday: expect.any(String),
    });
  });

  it('counts hours that run past midnight for the night after', () => {
    const bar = [{ day: 5, hours: '18:00–2:00' }];
    // Friday 27 November 2026, 23:30 in Prague.
    expect(openingStatus(bar, at('2026-11-27T22:30:00Z'))).toEqual({ open: true, until: '2:00' });
    // Saturday 1:30 still open; 2:30 closed until next Friday.
    expect(openingStatus(bar, at('2026-11-28T00:30:00Z'))).toEqual({ open: true, until: '2:00' });
    expect(openingStatus(bar, at('2026-11-28T01:30:00Z'))).toEqual({
      open: false,
      opensAt: { day: '2026-12-04', time: '18:00' },
      holiday: null,
    });
  });
});
