/** What time it is for the server: the machine's clock, or one started at a chosen moment. */
export type Clock = () => Date;

/**
 * The machine's clock, or (with `CLOCK_AT`) one that starts at `at` and runs on
 * at the machine's pace, so timeouts and expiry still pass while a test or a
 * demonstration sees the day it chose.
 */
export function clockFrom(at: string | undefined, started = Date.now()): Clock {
  if (!at) return () => new Date();
  const offset = Date.parse(at) - started;
  return () => new Date(Date.now() + offset);
}
