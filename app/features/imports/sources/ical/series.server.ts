import ICAL from 'ical.js';
import { DATE_MAX_YEAR } from '../../../../../common/dates.ts';
import { MAX_OCCURRENCES } from '../../../events/rrule.ts';
import type { EventException, EventItem } from '../types.ts';
import { extras, oneByOne } from './apart.server.ts';
import type { Making } from './making.server.ts';
import { beyondShown } from './rule.server.ts';
import { MeteredRule } from './steps.server.ts';
import { foreignZone, tzidOf, wall } from './times.server.ts';
import { counted, shortened } from './values.server.ts';

// A rule the events feature keeps: the series, its skipped and moved dates.

/** The events feature's bound of skipped and moved dates (its input takes at most 60). */
const SITE_EXCEPTIONS = 60;

/** A rule the events feature keeps: one event, its skipped and moved dates, an edited date apart. */
export function seriesOf(
  m: Making,
  { rule, notes }: { rule: string; notes: string[] },
  days: string[],
  endless: boolean,
  extraDates: ICAL.Time[],
): EventItem[] {
  const { first } = m;
  const known = new Set(days);
  const exceptions = new Map<string, EventException>();
  const skip = (date: string) => exceptions.set(date, { date, start_date: '', start_time: '', end_time: '' });
  for (const property of m.vevent.getAllProperties('exdate'))
    for (const value of property.getValues())
      if (value instanceof ICAL.Time) {
        const day = wall(value, tzidOf(property), m.reading).date;
        if (known.has(day)) skip(day);
      }
  const separate: EventItem[] = [];
  const seriesNotes = [...notes];
  const starts = new Set(days.map((d) => `${d} ${first.startTime}`));
  for (const o of m.overrides) {
    if (exceptions.has(o.day) && !exceptions.get(o.day)?.start_date) continue; // EXDATE wins (RFC 5545 §3.8.5.1)
    if (o.cancelled) {
      if (known.has(o.day)) skip(o.day);
      continue;
    }
    if (!o.times) {
      seriesNotes.push(`Změna termínu ${o.day} nemá ve zdroji čitelný začátek: termín zůstal podle pravidla.`);
      continue;
    }
    const lands = `${o.times.startDate} ${o.times.startTime}`;
    const same =
      o.day === o.times.startDate && o.times.startTime === first.startTime && o.times.endTime === first.endTime;
    if (known.has(o.day) && !o.edited && same) continue;
    if (known.has(o.day) && !o.edited && !(starts.has(lands) && o.times.startDate !== o.day)) {
      const spans = o.times.endDate !== '' || (o.times.endTime !== '' && o.times.endTime <= o.times.startTime);
      exceptions.set(o.day, {
        date: o.day,
        start_date: o.times.startDate,
        start_time: o.times.startTime,
        // Empty: as long as the series' occurrences (a moved time past midnight is one the editor cannot type).
        end_time: spans ? '' : o.times.endTime,
      });
      continue;
    }
    const why = o.edited
      ? 'má ve zdroji vlastní název, popis nebo místo'
      : 'není mezi termíny pravidla, které web u akce ukazuje';
    separate.push(
      m.apart(
        o,
        `Termín ${o.day} opakované akce „${m.content.title}“ ${why}: převzat jako samostatná akce, z opakování vyňat.`,
      ),
    );
    if (known.has(o.day)) skip(o.day);
    seriesNotes.push(`Termín ${o.day} ${why}: převzat jako samostatná akce.`);
  }
  if (exceptions.size > SITE_EXCEPTIONS)
    return oneByOne(
      m,
      `Zrušených a posunutých termínů je ${exceptions.size}, web jich u jedné akce unese ${SITE_EXCEPTIONS}.`,
    );
  seriesNotes.push(...shifted(m, days, exceptions));
  // The site shows at most MAX_OCCURRENCES dates of a rule, one with an end too (six days a week for
  // nine months are more): the office is told where they stop.
  if (days.length >= MAX_OCCURRENCES && (!/UNTIL|COUNT/.test(rule) || beyondShown(rule, days)))
    seriesNotes.push(
      endless
        ? `Opakování nemá ve zdroji konec; web u akce ukazuje nejvýš ${MAX_OCCURRENCES} termínů (do ${days.at(-1)}).`
        : `Web u akce ukazuje nejvýš ${MAX_OCCURRENCES} termínů opakování (do ${days.at(-1)}).`,
    );
  const series = m.item(first, {
    rule,
    exceptions: [...exceptions.values()].sort((a, b) => a.date.localeCompare(b.date)),
  });
  series.notes.push(...seriesNotes);
  return [series, ...separate, ...extras(m, extraDates, series.notes, days)];
}

/**
 * A series in another zone than Prague's whose clocks change to summer time on other days (California's,
 * a week after Prague's in autumn) or never (UTC): on those days its time there is another Prague hour
 * than the first date's, at which the site keeps its rule. Each such date of the site's rule (`days`)
 * becomes a moved date at the instant the source's own rule gives it, if the site's bound of skipped and
 * moved dates allows; else the office is told. The n-th date of the source's rule is the n-th of the
 * site's.
 */
function shifted(m: Making, days: string[], exceptions: Map<string, EventException>): string[] {
  const zone = foreignZone(m.start, m.tzids.start);
  const recur = m.vevent.getFirstPropertyValue('rrule');
  if (!zone || !(recur instanceof ICAL.Recur)) return [];
  const rule = new MeteredRule(recur.toJSON());
  rule.steps = m.steps;
  const iterator = rule.iterator(m.start);
  const shifts: EventException[] = [];
  // The first date is the start itself, as the site's rule has it.
  for (let i = 1; i < days.length; ) {
    let next: ICAL.Time | null;
    try {
      next = iterator.next();
    } catch {
      break;
    }
    if (!next || next.year > DATE_MAX_YEAR) break;
    if (next.compare(m.start) <= 0) continue;
    const day = days[i++]!;
    const times = m.occurrence(next);
    if (!exceptions.has(day) && (times.startDate !== day || times.startTime !== m.first.startTime))
      shifts.push({ date: day, start_date: times.startDate, start_time: times.startTime, end_time: '' });
  }
  if (!shifts.length) return [];
  const named = shortened(zone, 80);
  if (exceptions.size + shifts.length > SITE_EXCEPTIONS)
    return [
      `V časovém pásmu zdroje (${named}) se hodiny mění na letní čas jinak než v Praze: ${counted(
        shifts.length,
        '%d termín proto ve skutečnosti začíná',
        '%d termíny proto ve skutečnosti začínají',
        '%d termínů proto ve skutečnosti začíná',
      )} v jinou hodinu, než web u opakování ukazuje. Posunutých termínů web u jedné akce unese ${SITE_EXCEPTIONS}: upravte je v editoru akce.`,
    ];
  for (const shift of shifts) exceptions.set(shift.date, shift);
  return [
    `Posunuté termíny (${shifts.length}): v časovém pásmu zdroje (${named}) se hodiny mění na letní čas jinak než v Praze, proto tyto termíny začínají v jinou pražskou hodinu než ostatní.`,
  ];
}
