import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIcal } from './sources/ical.server.ts';
import type { EventItem, SourceItem } from './sources/types.ts';

/**
 * Calendars made to hurt, or broken by their tools: each refused in Czech or read with its bad event
 * named, quickly (the reader must not hang the import), never a crash (issue 57, D17).
 */

const calendar = (...lines: string[]) =>
  Buffer.from(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//CS', ...lines, 'END:VCALENDAR'].join('\r\n'));
const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `SUMMARY:Akce ${uid}`,
  ...lines,
  'END:VEVENT',
];
const events = (items: SourceItem[]) => items.filter((i): i is EventItem => i.kind === 'event');

/** Read within a bound: a reader that hangs fails here, not in the office's import. */
function timed(data: Buffer) {
  const began = Date.now();
  const parsed = parseIcal(data);
  expect(Date.now() - began).toBeLessThan(5_000);
  return events(parsed.items);
}

describe('a hostile or broken calendar', () => {
  it('garbage is refused in Czech, as a file that is no calendar', () => {
    expect(() => parseIcal(Buffer.from('\u0000\u0001PK\u0003\u0004 tohle není kalendář'))).toThrow(
      'Soubor není kalendář iCalendar (.ics).',
    );
  });

  it('garbage inside a calendar costs only the event it is in, named', () => {
    const items = timed(
      calendar(
        ...event('dobra', 'DTSTART;VALUE=DATE:20261212'),
        'BEGIN:VEVENT',
        'UID:spatna',
        'SUMMARY:Rozbitá',
        'DTSTART:20261212T180000',
        'RRULE:FREQ=SOMETIMES;;;===',
        '\u0000\u0001\u0002',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:useknuta',
        'SUMMARY:Useknutá',
      ),
    );
    expect(items.map((i) => [i.key, i.problems])).toEqual([
      ['dobra', []],
      ['spatna', ['Řádek „RRULE:FREQ=SOMETIMES;;;===“ nejde přečíst, vynechán.']],
      ['useknuta', ['Akce v souboru nekončí (chybí END:VEVENT): soubor je nejspíš useknutý.']],
    ]);
  });

  it('a VTIMEZONE without TZID (a real Zimbra file) does not stop the reader', () => {
    const items = timed(readFileSync(path.join(import.meta.dirname, 'fixtures', 'ical-zimbra-monthly.ics')));
    expect(items[0]).toMatchObject({ title: 'Crazy Event Thingy!', rule: 'FREQ=MONTHLY;BYDAY=1TU', problems: [] });
  });

  it('a DURATION of ages (a real test file of the icalendar library) is named, not counted out', () => {
    const [item] = timed(readFileSync(path.join(import.meta.dirname, 'fixtures', 'ical-invalid-duration.ics')));
    expect(item).toMatchObject({ startDate: '2024-01-01', startTime: '01:00', endTime: '02:00', problems: [] });
    expect(item?.notes).toContain('Délka akce ve zdroji (DURATION) je nesmyslná: převzata bez ní.');
  });

  it('a huge COUNT is kept as a rule the site bounds, the bound named', () => {
    const [item, ...rest] = timed(
      calendar(...event('navzdy', 'DTSTART;TZID=Europe/Prague:20261001T170000', 'RRULE:FREQ=DAILY;COUNT=999999999')),
    );
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ rule: 'FREQ=DAILY', problems: [] });
    expect(item?.notes).toContain('Opakování má ve zdroji 999999999 termínů; web jich u akce ukazuje nejvýš 200.');
  });

  it('a loop of RDATEs gives at most 200 events of their own, the rest named', () => {
    const days = Array.from({ length: 5000 }, (_, i) => {
      const d = new Date(Date.UTC(2027, 0, 1) + i * 86_400_000);
      return d.toISOString().slice(0, 10).replace(/-/g, '');
    });
    const items = timed(
      calendar(...event('rdate', 'DTSTART;VALUE=DATE:20261231', `RDATE;VALUE=DATE:${days.join(',')}`)),
    );
    expect(items).toHaveLength(201);
    expect(items[0]?.notes).toContain('Dalších 4800 termínů navíc (RDATE) nad 200 převzato nebylo.');
  });

  it('a rule the site cannot repeat comes as its dates, bounded, the reason named; one that never matches does not hang', () => {
    const items = timed(
      calendar(
        ...event('hodiny', 'DTSTART:20261001T080000Z', 'RRULE:FREQ=HOURLY'),
        ...event('nikdy', 'DTSTART:20260101T080000Z', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;BYSETPOS=1'),
      ),
    );
    const hourly = items.filter((i) => i.key.startsWith('hodiny#'));
    expect(hourly.length).toBeLessThanOrEqual(200);
    expect(hourly[0]?.notes.join(' ')).toMatch(
      /po hodinách, minutách či vteřinách\) web neumí\. Termíny jsou převzaty jednotlivě/,
    );
    expect(items.some((i) => i.key.startsWith('nikdy'))).toBe(true);
  });
});
