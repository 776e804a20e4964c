import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pragueToday } from '../common/dates.ts';
import { appMeta } from '../server/db/schema/meta.ts';
import { everyMinute } from '../server/lib/minute-ticker.ts';
import { systemContext } from '../server/lib/service-context.ts';
import { services } from './services.ts';

/** The last minute whose work is done (an ISO time, which sorts as text in time order). */
const MINUTE_DONE = 'minute_work_done';

/**
 * What changes with time alone, done at its minute with no visitor to trigger it (issue 13 §4):
 * an article scheduled for the minute shows on every page and feed at once (or leaves them, and the
 * search, when its time to leave comes), an alert leaves every page at its end, an event whose
 * time has passed is ranked in the search by its next, and when the Prague day turns the notice
 * board moves items on and off, its record gets the day's entry, and guest carts unused for 14 days
 * go, as do defect reports no guest confirmed within a week. Reminders of tomorrow's bookings and bin pickups and of payments due go in their hours, and
 * subscribers are mailed what has come onto the site, an import whose process is gone ends, and the
 * security log drops what is past its retention and sends what is new to the town's collector. One instance does a minute's work
 * (startSchedule).
 */
export async function minuteWork(app: FastifyInstance, minuteBefore: Date, now: Date): Promise<void> {
  const ctx = systemContext(app, now);
  // After a stop, the first minute takes in all the time the site was down: an article that left
  // the site meanwhile leaves the search too, and a day that turned is a day turned.
  const [done] = await app.db.select({ at: appMeta.value }).from(appMeta).where(eq(appMeta.key, MINUTE_DONE));
  const since = done && new Date(done.at) < minuteBefore ? new Date(done.at) : minuteBefore;
  const newDay = pragueToday(since) !== pragueToday(now);
  const articlesDue = await services.news.cameDue(ctx, since);
  await services.events.occurrencesEnded(ctx, since);
  const alertsChanged = await services.alerts.changedSince(ctx, since);
  await services.alerts.mailAlerts(ctx);
  await services.noticeBoard.recordDays(ctx);
  await services.reservations.remindBookings(ctx);
  await services.commitments.remindPayments(ctx);
  await services.waste.remindPickups(ctx);
  await services.subscriptions.announce(ctx);
  await services.dataBox.followMessages(ctx);
  await services.dataBox.fetchReceived(ctx);
  await services.eServices.fileReceivedMessages(ctx);
  await services.imports.sweep(ctx);
  await app.securityLog.minute(app.db, now);
  if (newDay) {
    await services.shop.pruneGuestCarts(ctx);
    await services.subscriptions.pruneUnconfirmed(ctx);
    await services.defects.pruneUnconfirmed(ctx);
    await services.statistics.dayTurned(ctx);
  }
  if (articlesDue > 0 || newDay || alertsChanged) ctx.reads?.clear();
  await app.db
    .insert(appMeta)
    .values({ key: MINUTE_DONE, value: now.toISOString() })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`greatest(${appMeta.value}, excluded.value)` },
    });
}

/** A minute is the minute's mark it ends at: every instance names it alike, so it is done once. */
const minuteKey = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();

/** Queues the minute's work ending at `now`; the same minute queued by another instance is dropped. */
export const sendMinute = (app: FastifyInstance, since: Date, now: Date) =>
  app.jobs.send('minute', { since: since.toISOString(), now: now.toISOString() }, { key: minuteKey(now) });

/** This instance takes its turn at the minutes' work. */
export const workMinutes = (app: FastifyInstance) =>
  app.jobs.work('minute', ({ since, now }) => minuteWork(app, new Date(since), new Date(now)));

/**
 * Starts the minutes when the server is ready (catching up the board's days first), stops them on
 * close. Every instance ticks and sends the minute's job; the queue keeps one per minute, and
 * whichever instance takes it does the work (docs/decisions/0024).
 */
export async function startSchedule(app: FastifyInstance): Promise<void> {
  await workMinutes(app);
  let ticker: ReturnType<typeof everyMinute> | undefined;
  app.addHook('onReady', async () => {
    await services.noticeBoard.recordDays(systemContext(app, app.clock()));
    ticker = everyMinute(
      app.clock,
      // The whole minute before, even on an instance that has just started: another may have sent it.
      (last, now) => sendMinute(app, new Date(Math.min(last.getTime(), now.getTime() - 60_000)), now),
      app.log,
    );
  });
  // Before the database closes: a minute's sending under way finishes first.
  app.addHook('preClose', async () => {
    await ticker?.stop();
    app.log.info('the minute work has stopped');
  });
}
