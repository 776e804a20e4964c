import { describe, expect, it } from 'vitest';
import { actionsFor, canReopen, dueOn, open311Status, reportNumber, statusAfter } from './flow.ts';

describe("a report's way", () => {
  it('taking a new report starts it; taking one under way only changes who has it', () => {
    expect(statusAfter('take', 'nove')).toBe('v-reseni');
    expect(statusAfter('take', 'ceka-na-doplneni')).toBe('ceka-na-doplneni');
    expect(statusAfter('handoff', 'v-reseni')).toBe('nove');
    expect(statusAfter('answer', 'vyreseno')).toBe('vyreseno');
  });

  it('a closed report offers only an answer, a note and the publishing; a merged one no answer', () => {
    expect(actionsFor('vyreseno')).toEqual(['answer', 'note', 'publish']);
    expect(actionsFor('sloucene')).toEqual(['note', 'publish']);
    expect(actionsFor('nove')).not.toContain('ask');
  });

  it('Open311 knows open and closed', () => {
    expect(open311Status('ceka-na-doplneni')).toBe('open');
    expect(open311Status('sloucene')).toBe('closed');
  });
});

describe('reopening', () => {
  it('within 30 days of closing, across a month and a year, and not a day later', () => {
    expect(canReopen('vyreseno', '2026-12-10', '2027-01-09')).toBe(true);
    expect(canReopen('vyreseno', '2026-12-10', '2027-01-10')).toBe(false);
    expect(canReopen('zamitnuto', '2026-02-27', '2026-03-29')).toBe(true);
    expect(canReopen('zamitnuto', '2026-02-27', '2026-03-30')).toBe(false);
  });

  it('a merged report is not reopened: its twin goes on', () => {
    expect(canReopen('sloucene', '2026-12-10', '2026-12-11')).toBe(false);
  });
});

describe('the deadline', () => {
  it("the category's days on, moved off a weekend and the Christmas holidays", () => {
    // 2026-12-10 + 14 days = Thursday 24 December (Štědrý den) → 25th, 26th holidays, 27th Sunday → Monday 28th.
    expect(dueOn('2026-12-10', 14)).toBe('2026-12-28');
    expect(dueOn('2026-12-07', 3)).toBe('2026-12-10');
  });
});

it('numbers run on within a year, named by the year of filing in Prague', () => {
  expect(reportNumber(42, new Date('2026-12-31T23:30:00Z'))).toBe('Z-2027-0042');
  expect(reportNumber(12345, new Date('2026-06-01T10:00:00Z'))).toBe('Z-2026-12345');
});
