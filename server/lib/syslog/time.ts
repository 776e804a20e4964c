/** The time of a log line: RFC 3339 on Prague's clock. */

const pragueWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes Prague's clock is ahead of UTC at a moment, from what its wall clock shows then. */
function pragueOffsetMinutes(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of pragueWallClock.formatToParts(new Date(ms))) parts[part.type] = Number(part.value);
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return Math.round((wall.getTime() - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * RFC 3339 with milliseconds and the Prague offset, e.g. 2026-12-06T14:03:12.123+01:00: the time in the
 * zone the town lives in, with the zone, so it reads the same to a person and a machine. Null for an
 * invalid date or one outside years 1–9999 (FULL-DATE has four digits).
 */
export function pragueRfc3339(at: Date): string | null {
  const ms = at.getTime();
  if (!Number.isFinite(ms) || at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999) return null;
  const offset = pragueOffsetMinutes(ms);
  // The wall time is the UTC time moved by the offset, so the two always agree.
  const local = new Date(ms + offset * 60_000);
  if (local.getUTCFullYear() < 1 || local.getUTCFullYear() > 9999) return null;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, -1)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
