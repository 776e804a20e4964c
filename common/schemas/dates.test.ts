import { describe, expect, it } from 'vitest';
import { dateMessages, isoDateSchema, isoDateTimeSchema, isoMonthSchema } from './dates.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the shared date schemas', () => {
  it('answer year 0000 and days that do not exist with one Czech message', () => {
    expect(isoDateSchema().safeParse('2026-11-21').success).toBe(true);
    for (const bad of ['0000-01-01', '2026-02-30', 'zítra', 42, null]) {
      expect(messages(isoDateSchema().safeParse(bad)), String(bad)).toEqual(
        typeof bad === 'string' ? [dateMessages.date] : [expect.any(String)],
      );
    }
    expect(messages(isoDateSchema('Jiná zpráva.').safeParse('0000-01-01'))).toEqual(['Jiná zpráva.']);
  });

  it('do the same for months and for moments with an offset', () => {
    expect(isoMonthSchema().safeParse('2026-11').success).toBe(true);
    expect(messages(isoMonthSchema().safeParse('0000-01'))).toEqual([dateMessages.month]);
    expect(isoDateTimeSchema().safeParse('2026-11-21T14:30:00+01:00').success).toBe(true);
    expect(isoDateTimeSchema().safeParse('2026-11-21T13:30:00.000Z').success).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T10:00:00Z', '2026-11-21']) {
      expect(messages(isoDateTimeSchema().safeParse(bad)), bad).toEqual([dateMessages.dateTime]);
    }
  });
});
