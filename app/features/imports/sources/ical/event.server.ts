import ICAL from 'ical.js';
import { parseRule, ruleDates } from '../../../events/rrule.ts';
import type { EventItem } from '../types.ts';
import { extras, oneByOne, rdatesOf } from './apart.server.ts';
import { type Content, contentOf } from './content.server.ts';
import { blank, type Making, type Override, type Read } from './making.server.ts';
import { siteRule } from './rule.server.ts';
import { seriesOf } from './series.server.ts';
import type { Steps } from './steps.server.ts';
import { momentsOf, type Reading, type Times, timesOf, tzidOf, wall } from './times.server.ts';
import { shortened, text } from './values.server.ts';

// One event, its rule and its occurrences: a VEVENT and its overrides made into the site's items.

/** Properties without which an event would be another one: a line of them unreadable refuses the event. */
const ESSENTIAL = /^(DTSTART|DTEND|DURATION|RRULE|RDATE|EXDATE|RECURRENCE-ID|UID)[;:]/i;

export function eventsOf(entry: Read, moved: Read[], steps: Steps): EventItem[] {
  const { vevent, key } = entry;
  const reading: Reading = { notes: new Set() };
  const problems: string[] = [];
  if (!entry.uid) problems.push('Chybí UID: akce se nedá poznat při dalším importu.');
  const content = contentOf(vevent, null);
  if (!content.title) problems.push('Chybí název (SUMMARY).');
  if (text(vevent, 'status').toUpperCase() === 'CANCELLED') problems.push('Akce je ve zdroji zrušená.');
  for (const line of entry.dropped)
    (ESSENTIAL.test(line) ? problems : content.notes).push(`Řádek „${shortened(line, 80)}“ nejde přečíst, vynechán.`);
  const { start, end, tzids, notes: timeNotes } = momentsOf(vevent, problems);
  const item = (times: Times | null, extra: Partial<EventItem> = {}): EventItem => ({
    ...blank(key, content.title || entry.name),
    oldUrl: /^https?:\/\//.test(content.url) ? content.url : null,
    problems,
    notes: [...content.notes, ...timeNotes, ...reading.notes],
    perex: content.perex,
    body: content.body,
    place: content.place,
    organizer: content.organizer,
    categories: content.categories,
    link: /^https:\/\//.test(content.url) ? content.url : null,
    allDay: start?.isDate ?? true,
    ...(times ?? {}),
    ...extra,
  });
  if (!start || problems.length) return [item(start ? timesOf(start, end, tzids, reading) : null)];

  const first = timesOf(start, end, tzids, reading);
  const length = end ? end.toUnixTime() - start.toUnixTime() : null;
  const occurrence = (at: ICAL.Time): Times => {
    let to: ICAL.Time | null = null;
    if (length !== null && length > 0) {
      to = at.clone();
      to.addDuration(ICAL.Duration.fromSeconds(length));
    }
    return timesOf(at, to, tzids, reading);
  };
  const overrides = moved.flatMap((change) => overrideOf(change, content, key, reading));
  const apart = (o: Override, note: string, times?: Times): EventItem => ({
    ...item(o.times ?? times ?? first),
    key: o.key,
    title: o.content.title,
    perex: o.content.perex,
    body: o.content.body,
    place: o.content.place,
    notes: [...o.content.notes, note],
  });
  const making: Making = {
    vevent,
    start,
    key,
    content,
    first,
    tzids,
    reading,
    steps,
    overrides,
    item,
    occurrence,
    apart,
  };
  const extraDates = rdatesOf(vevent, reading);

  const recurs = vevent.getAllProperties('rrule');
  const recur = recurs[0]?.getFirstValue();
  // One date, and perhaps dates added by RDATE (each an event of its own, as the site keeps one date).
  if (!(recur instanceof ICAL.Recur)) return [item(first), ...extras(making, extraDates, [], [first.startDate])];
  const chosen =
    recurs.length > 1
      ? { reason: 'Akce má ve zdroji víc pravidel opakování (RRULE), web jen jedno.' }
      : siteRule(recur, first, reading);
  if ('reason' in chosen) return oneByOne(making, chosen.reason);
  if (!chosen.rule) return [item(first), ...extras(making, extraDates, [], [first.startDate])];
  // The rule as the events editor reads it: what it would refuse comes one by one, with its reason.
  const kept = parseRule(chosen.rule);
  if ('error' in kept)
    return oneByOne(making, `Opakování „${shortened(recur.toString(), 120)}“ web neumí: ${kept.error}`);
  const endless = !recur.until && !recur.count;
  const days = ruleDates(kept.rule, first.startDate);
  return seriesOf(making, { rule: chosen.rule, notes: chosen.notes }, days, endless, extraDates);
}

/** An override of one date of a series, as the series reads it (its own notes said of it, not of the series). */
function overrideOf(change: Read, series: Content, key: string, reading: Reading): Override[] {
  const id = change.vevent.getFirstProperty('recurrence-id');
  const idValue = id?.getFirstValue();
  if (!(idValue instanceof ICAL.Time)) return [];
  const day = wall(idValue, tzidOf(id ?? null), reading).date;
  const own = contentOf(change.vevent, series);
  const its: Reading = { notes: new Set() };
  const at = momentsOf(change.vevent, []);
  const times = at.start ? timesOf(at.start, at.end, at.tzids, its) : null;
  own.notes.push(...change.dropped.map((line) => `Řádek „${shortened(line, 80)}“ nejde přečíst, vynechán.`));
  own.notes.push(...at.notes, ...its.notes);
  const location = text(change.vevent, 'location');
  const edited =
    own.title !== series.title ||
    (own.said !== '' && own.said !== series.said) ||
    (location !== '' && location !== series.place);
  return [
    {
      day,
      cancelled: text(change.vevent, 'status').toUpperCase() === 'CANCELLED',
      times,
      content: own,
      edited,
      key: `${key}#${day}`,
    },
  ];
}
