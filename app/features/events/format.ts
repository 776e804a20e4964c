// What pages need of events besides the schemas (common/events.ts), without Zod in the browser bundle.

import { formatDate, formatLongDate, formatTime, pragueParts } from '../../../common/dates.ts';
import { countOf, formOf } from '../../../common/plural.ts';

/** The event list's navigation (spec: buttons with an active state). */
export const EVENT_RANGES = {
  nadchazejici: 'Nadcházející',
  'tento-tyden': 'Tento týden',
  'tento-mesic': 'Tento měsíc',
  probehle: 'Proběhlé',
} as const;
export type EventRange = keyof typeof EVENT_RANGES;

export const proposalMessages = {
  date: 'Zadejte prosím datum ve tvaru 21. 11. 2026.',
  time: 'Zadejte prosím čas ve tvaru 18:30.',
  endBeforeStart: 'Konec musí být až po začátku.',
  imageAlt: 'Popište prosím, co je na obrázku.',
  past: 'Akce se nesmí konat v minulosti.',
  tooFar: 'Akci lze navrhnout nejvýše dva roky dopředu.',
  received: 'Děkujeme, návrh akce jsme přijali.',
} as const;

/** When an occurrence happens, in Czech: "sobota 12. prosince 2026, 10:00–19:00" and the like. */
export function formatWhen(o: { starts_at: string; ends_at: string; all_day: boolean }): string {
  const start = new Date(o.starts_at);
  const end = new Date(o.ends_at);
  // An all-day event ends at midnight after its last day.
  const lastDay = o.all_day ? new Date(end.getTime() - 1) : end;
  const sameDay = pragueParts(start).date === pragueParts(lastDay).date;
  if (o.all_day) return sameDay ? formatLongDate(start) : `${formatDate(start)} – ${formatDate(lastDay)}`;
  if (sameDay) return `${formatLongDate(start)}, ${formatTime(start)}–${formatTime(end)}`;
  return `${formatDate(start)} ${formatTime(start)} – ${formatDate(end)} ${formatTime(end)}`;
}

/** "každé 2 týdny", "každých 5 týdnů": how often an event repeats, for the sentence and the editor's choice. */
export const repeatWeeks = (weeks: number) =>
  `${formOf(weeks, { one: 'každý', few: 'každé', other: 'každých' })} ${countOf(weeks, { one: 'týden', few: 'týdny', other: 'týdnů' })}`;

/** "Opakuje se každý týden" / "každé 2 týdny" / "každé 3 týdny"… */
export function formatRepeat(weeks: number | null, until?: string | null): string | null {
  if (!weeks) return null;
  const every = weeks === 1 ? 'každý týden' : repeatWeeks(weeks);
  const to = until ? ` do ${formatDate(new Date(`${until}T12:00:00Z`))}` : '';
  return `Opakuje se ${every}${to}`;
}
