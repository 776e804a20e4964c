import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

/** A little after the minute turns, so work due "at 8:00" sees 8:00:00 as past. */
const PAST_THE_MINUTE_MS = 50;

export interface MinuteTicker {
  /** Stops the ticking and waits for a run in progress. */
  stop: () => Promise<void>;
}

/**
 * Runs `tick(since, now)` at the start of every minute of `clock` (the server's, so a test that
 * sets CLOCK_AT sees its minutes), one run at a time, with the moment of the run before: work
 * that came due in between is what a run does. A failed run is logged and the next one comes.
 */
export function everyMinute(
  clock: Clock,
  tick: (since: Date, now: Date) => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
): MinuteTicker {
  let last = clock();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const delay = 60_000 - (clock().getTime() % 60_000) + PAST_THE_MINUTE_MS;
    timer = setTimeout(run, delay);
    // Nothing the process must wait for before exiting: a missed minute is caught up by the next start.
    timer.unref();
  };
  const run = () => {
    const now = clock();
    const since = last;
    last = now;
    running = tick(since, now)
      .catch((err: unknown) => log.error({ err }, 'the scheduled work of a minute failed'))
      .finally(() => {
        running = null;
        schedule();
      });
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
