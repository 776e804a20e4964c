import type { FastifyInstance } from 'fastify';
import { pragueToday } from '../common/dates.ts';
import { everyMinute } from './lib/minute-ticker.ts';
import { systemContext } from './lib/service-context.ts';
import { services } from './services.ts';

/**
 * What changes with time alone, done at its minute with no visitor to trigger it (issue 13 §4):
 * an article scheduled for the minute shows on every page and feed at once (or leaves them, and the
 * search, when its time to leave comes), and when the Prague
 * day turns the notice board moves items on and off, its record gets the day's entry, and the
 * search index follows, and guest carts unused for 14 days go. Several instances may each run it: the day's entry is written once.
 */
export async function minuteWork(app: FastifyInstance, since: Date, now: Date): Promise<void> {
  const ctx = systemContext(app, now);
  const newDay = pragueToday(since) !== pragueToday(now);
  const articlesDue = await services.news.cameDue(ctx, since);
  await services.noticeBoard.recordDays(ctx);
  if (newDay) await services.shop.pruneGuestCarts(ctx);
  if (articlesDue > 0 || newDay) {
    await services.search.reindex(ctx);
    ctx.reads?.clear();
  }
}

/** Starts the minutes when the server is ready (catching up the board's days first), stops them on close. */
export function startSchedule(app: FastifyInstance): void {
  let ticker: ReturnType<typeof everyMinute> | undefined;
  app.addHook('onReady', async () => {
    await services.noticeBoard.recordDays(systemContext(app, app.clock()));
    ticker = everyMinute(app.clock, (since, now) => minuteWork(app, since, now), app.log);
  });
  // Before the database closes: a minute's work under way finishes first.
  app.addHook('preClose', async () => {
    await ticker?.stop();
    app.log.info('the minute work has stopped');
  });
}
