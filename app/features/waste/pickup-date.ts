const dayLabel = new Intl.DateTimeFormat('cs-CZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "úterý 24. 11. 2026", with the reason when a holiday moved it. */
export function pickupDate(p: { date: string; moved_from: string | null; holiday: string | null }) {
  const text = dayLabel.format(new Date(`${p.date}T12:00:00Z`));
  return p.moved_from ? `${text} (přesunuto ze svátku: ${p.holiday})` : text;
}
