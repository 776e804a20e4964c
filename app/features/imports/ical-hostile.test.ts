import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseIcal, STEP_LIMITS } from './sources/ical.server.ts';
import type { EventItem, SourceItem } from './sources/types.ts';

/**
 * Calendars made to hurt, or broken by their tools: each refused in Czech or read with its bad event
 * named, never a crash, and the same items from the same file on every run (issue 57, D17). That the
 * reader is not slow is not timed here (benchmarks time things): a runaway rule is cut at a counted
 * step, and inputs that make a backtracking pattern take minutes are read within the test's bound.
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
const read = (data: Buffer, limits = STEP_LIMITS) => events(parseIcal(data, limits).items);
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
/** A TEXT value as a calendar writes it: escaped, folded at 75 octets or fewer. */
const property = (name: string, value: string) =>
  `${name}:${value.replace(/[\\;,]/g, '\\$&').replace(/\n/g, '\\n')}`.match(/.{1,70}/gsu)?.join('\r\n ') ?? name;

describe('a hostile or broken calendar', () => {
  it('garbage is refused in Czech, as a file that is no calendar', () => {
    expect(() => parseIcal(Buffer.from('\u0000\u0001PK\u0003\u0004 tohle není kalendář'))).toThrow(
      'Soubor není kalendář iCalendar (.ics).',
    );
  });

  it('garbage inside a calendar costs only the event it is in, named', () => {
    const items = read(
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

  it('a value ical.js reads only when asked (UID as a date, UNTIL=zzzz, year 9999) costs its line, named, not the file', () => {
    const items = read(fixture('ical-hostile-values.ics'));
    expect(items.map((i) => [i.key, i.startDate, i.problems])).toEqual([
      [
        'udalost-1',
        '2026-12-12',
        [
          'Chybí UID: akce se nedá poznat při dalším importu.',
          'Řádek „UID;VALUE=DATE:bez-uid“ nejde přečíst, vynechán.',
        ],
      ],
      ['spatne-misto', '2026-12-13', []],
      ['spatny-konec-opakovani', '2026-12-05', ['Řádek „RRULE:FREQ=WEEKLY;UNTIL=zzzz“ nejde přečíst, vynechán.']],
      ['daleka-budoucnost', '', ['Začátek (DTSTART) je v roce 9999; web zná roky 1900 až 2100.']],
      [
        'udalost-5#2026-12-19',
        '2026-12-20',
        [
          'Chybí UID: akce se nedá poznat při dalším importu.',
          'Chybí název (SUMMARY).',
          'Řádek „UID;VALUE=DATE:zmena“ nejde přečíst, vynechán.',
        ],
      ],
    ]);
    // A place and an organizer that are no text: the concert comes without them, the lines named.
    expect(items[1]).toMatchObject({ title: 'Adventní koncert', place: '', organizer: '', endTime: '20:00' });
    expect(items[1]?.notes).toEqual([
      'Řádek „LOCATION;VALUE=DATE:kostel“ nejde přečíst, vynechán.',
      'Řádek „ORGANIZER;VALUE=DATE:farnost“ nejde přečíst, vynechán.',
    ]);
  });

  it('a VTIMEZONE without TZID (a real Zimbra file) does not stop the reader', () => {
    const items = read(fixture('ical-zimbra-monthly.ics'));
    expect(items[0]).toMatchObject({ title: 'Crazy Event Thingy!', rule: 'FREQ=MONTHLY;BYDAY=1TU', problems: [] });
  });

  it('a DURATION of ages (a real test file of the icalendar library) is named, not counted out', () => {
    const [item] = read(fixture('ical-invalid-duration.ics'));
    expect(item).toMatchObject({ startDate: '2024-01-01', startTime: '01:00', endTime: '02:00', problems: [] });
    expect(item?.notes).toContain('Délka akce ve zdroji (DURATION) je nesmyslná: převzata bez ní.');
  });

  it('a huge COUNT is kept as a rule the site bounds, the bound named', () => {
    const [item, ...rest] = read(
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
    const items = read(
      calendar(...event('rdate', 'DTSTART;VALUE=DATE:20261231', `RDATE;VALUE=DATE:${days.join(',')}`)),
    );
    expect(items).toHaveLength(201);
    expect(items[0]?.notes).toContain('Dalších 4800 termínů navíc (RDATE) nad 200 převzato nebylo.');
  });

  it('a UID the file gives twice is one event; the other is skipped, named', () => {
    const items = read(
      calendar(...event('dvakrat', 'DTSTART:20261201T100000'), ...event('dvakrat', 'DTSTART:20261202T100000')),
    );
    expect(items.map((i) => [i.key, i.startDate, i.problems])).toEqual([
      ['dvakrat', '2026-12-01', []],
      ['dvakrat', '2026-12-02', ['Akce se stejným UID (dvakrat) je v souboru víckrát: převzata je jen první z nich.']],
    ]);
  });

  it('a changed date whose series the file lacks (a calendar sharing one date) is an event of its own', () => {
    const items = read(
      calendar(
        ...event('sdilena', 'RECURRENCE-ID:20261208T180000', 'DTSTART:20261209T180000', 'DTEND:20261209T200000'),
      ),
    );
    expect(items).toMatchObject([{ key: 'sdilena#2026-12-08', startDate: '2026-12-09', startTime: '18:00' }]);
    expect(items[0]?.notes).toContain(
      'Změněný termín opakované akce, jejíž pravidlo v souboru není: převzat jako samostatná akce.',
    );
  });
});

describe('a rule the site cannot repeat', () => {
  it('comes as its dates, at most 200, each a day’s event or, a second that day, its hour’s', () => {
    const items = read(calendar(...event('hodiny', 'DTSTART:20261001T080000Z', 'RRULE:FREQ=HOURLY')));
    expect(items).toHaveLength(200);
    expect(items.slice(0, 2).map((i) => [i.key, i.startTime])).toEqual([
      ['hodiny#2026-10-01', '10:00'],
      ['hodiny#2026-10-01T11:00', '11:00'],
    ]);
    expect(items[0]?.notes.join(' ')).toMatch(
      /po hodinách, minutách či vteřinách\) web neumí\. Termíny jsou převzaty jednotlivě/,
    );
    expect(items.at(-1)?.notes.at(-1)).toBe('Převzato prvních 200 termínů, další už ne.');
    // Each item its own key: two of one would write over each other on every run.
    expect(new Set(items.map((i) => i.key)).size).toBe(200);
  });

  it('one that never matches (30 February, by the day or by the second) gives its start, and ends', () => {
    const items = read(
      calendar(
        ...event('denne', 'DTSTART:20260101T080000', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
        ...event('vterinove', 'DTSTART:20260101T080000', 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30'),
        ...event('rocne', 'DTSTART:20260101T080000', 'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1MO;BYMONTHDAY=15'),
      ),
    );
    expect(items.map((i) => [i.key, i.startDate, i.problems])).toEqual([
      ['denne#2026-01-01', '2026-01-01', []],
      ['vterinove#2026-01-01', '2026-01-01', []],
      ['rocne', '2026-01-01', []],
    ]);
    // By the day it runs out at the site's last year; by the second, out of its steps first.
    expect(items[0]?.notes.at(-1)).toMatch(/Termíny jsou převzaty jednotlivě/);
    expect(items[1]?.notes.at(-1)).toBe('Převzat první termín, další už ne (pravidlo dává termíny jen zřídka).');
    expect(items[2]?.notes.at(-1)).toBe(
      'Pravidlo opakování ve zdroji nedává žádný termín: převzat je jen začátek akce.',
    );
  });

  it('is cut at a counted step of its own, and of its file, never refusing the file', () => {
    const never = (uid: string) => event(uid, 'DTSTART:20260101T100000', 'RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30');
    const sparse = event('mesicne', 'DTSTART:20260101T100000', 'RRULE:FREQ=DAILY;BYMONTHDAY=1');
    const items = read(calendar(...sparse, ...never('a'), ...never('b'), ...never('c'), ...never('d')), {
      event: 100,
      file: 250,
    });
    // A date a month by the day is a month's steps: four dates in 100 (31 + 28 + 31), the fifth past them.
    expect(items.filter((i) => i.key.startsWith('mesicne')).map((i) => i.startDate)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    const cut = (key: string) =>
      items
        .filter((i) => i.key.startsWith(`${key}#`))
        .at(-1)
        ?.notes.at(-1);
    expect(cut('mesicne')).toBe('Převzaty první 4 termíny, další už ne (pravidlo dává termíny jen zřídka).');
    expect(cut('a')).toBe('Převzat první termín, další už ne (pravidlo dává termíny jen zřídka).');
    for (const key of ['b', 'c', 'd'])
      expect(cut(key)).toBe(
        'Převzat první termín, další už ne (v souboru je takových pravidel na jeden import příliš: rozdělte ho na menší části).',
      );
    expect(items.every((i) => i.problems.length === 0)).toBe(true);
  });

  it('gives the same items on a machine however slow: no clock decides where it is cut', () => {
    const file = calendar(
      ...event('hodiny', 'DTSTART:20261001T080000Z', 'RRULE:FREQ=HOURLY;BYHOUR=8,20'),
      ...event('nikdy', 'DTSTART:20260101T080000', 'RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30'),
    );
    const calm = read(file);
    // Each look at the clock ten seconds later, as on a machine under load.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 10_000));
    try {
      expect(read(file)).toEqual(calm);
    } finally {
      clock.mockRestore();
    }
    expect(calm.filter((i) => i.key.startsWith('hodiny#'))).toHaveLength(200);
  });
});

describe('markup a stranger wrote', () => {
  // Each would take a backtracking pattern minutes (every opener searched to the end of the text); read
  // in one pass they take a fraction of the test's bound.
  const many = 200_000;

  it('unclosed comments, <body and <a openers and long runs of whitespace read in one pass', () => {
    const items = read(
      calendar(
        ...event(
          'komentare',
          'DTSTART:20261201T100000',
          property('X-ALT-DESC;FMTTYPE=text/html', `<p>Program</p>${'<!--'.repeat(many)}`),
        ),
        ...event(
          'body',
          'DTSTART:20261201T100000',
          property('X-ALT-DESC;FMTTYPE=text/html', `<p>Program</p>${'<body'.repeat(many)}`),
        ),
        ...event('odkazy', 'DTSTART:20261201T100000', property('DESCRIPTION', `<p>Program</p>${'<a '.repeat(many)}`)),
        ...event(
          'mezery',
          'DTSTART:20261201T100000',
          property('DESCRIPTION', `Program${' '.repeat(5 * many)}!\n${'\t'.repeat(5 * many)}`),
        ),
        ...event(
          'obrazky',
          'DTSTART:20261201T100000',
          property('DESCRIPTION', `<p>Program</p>${'<img src=x '.repeat(many)}`),
        ),
      ),
    );
    expect(items.map((i) => [i.key, i.problems, i.perex])).toEqual([
      ['komentare', [], 'Program'],
      ['body', [], 'Program'],
      ['odkazy', [], 'Program'],
      ['mezery', [], 'Program !'],
      ['obrazky', [], 'Program'],
    ]);
    expect(items[0]?.body).toBe('<p>Program</p>');
    expect(items[1]?.body).toBe('<p>Program</p>');
  });

  it('a line of thousands of parameters is left out, named, before ical.js searches it through', () => {
    const line = `DTSTART${';X-P="a'.repeat(many)}:20261201T100000`;
    const items = read(calendar(...event('parametry', line)));
    expect(items).toHaveLength(1);
    expect(items[0]?.problems).toEqual([
      `Řádek „${line.slice(0, 79)}…“ nejde přečíst, vynechán.`,
      'Chybí začátek (DTSTART).',
    ]);
  });

  it('a picture without a description is left out and named, never given a made-up one', () => {
    const pictures = Array.from({ length: 8 }, (_, i) => `<img src="https://www.starov.example/${i}.jpg">`);
    const [item] = read(
      calendar(
        ...event(
          'obrazky',
          'DTSTART:20261201T100000',
          property(
            'DESCRIPTION',
            `<p>Přijďte!</p><img src="https://www.starov.example/kasna.jpg" alt="Kašna na náměstí"><img src="/a.jpg" alt=" ">${pictures.join('')}`,
          ),
        ),
      ),
    );
    expect(item?.body).toBe('<p>Přijďte!</p><img src="https://www.starov.example/kasna.jpg" alt="Kašna na náměstí">');
    expect(item?.notes.slice(0, 6)).toEqual([
      'Obrázek /a.jpg nemá ve zdroji textový popis (alt), proto převzat nebyl: vložte ho v editoru akce i s popisem toho, co je na něm.',
      ...[0, 1, 2, 3].map(
        (i) =>
          `Obrázek https://www.starov.example/${i}.jpg nemá ve zdroji textový popis (alt), proto převzat nebyl: vložte ho v editoru akce i s popisem toho, co je na něm.`,
      ),
      'Další 4 obrázky bez textového popisu (alt) převzaty nebyly.',
    ]);
    expect(item?.problems).toEqual([]);
  });
});
