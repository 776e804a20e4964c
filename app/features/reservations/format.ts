// What the booking pages show of a time, without Zod in the browser bundle.
import { pragueParts } from '../../../common/dates.ts';

export const dayLabel = new Intl.DateTimeFormat('cs-CZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** A calendar day at noon UTC, for formatting it as that day anywhere. */
export const utc = (day: string) => new Date(`${day}T12:00:00Z`);

/** "čtvrtek 3. prosince 2026, 9:30" */
export function when(iso: string) {
  const { date, time } = pragueParts(new Date(iso));
  return `${dayLabel.format(utc(date))} ${date.slice(0, 4)}, ${time.replace(/^0/, '')}`;
}
