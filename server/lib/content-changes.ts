import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const CHANNEL = 'vzorov_content_changed';

/**
 * Published content changed on one instance → every other instance on the database forgets its
 * cached reads and pages at once (PostgreSQL LISTEN/NOTIFY), rather than when their time runs out.
 * The notice is sent after the change is committed and is not awaited: should it be lost (a
 * dropped connection), the caches' few seconds of life are the bound, as they were before.
 * Resolves to what stops listening.
 */
export async function shareContentChanges(app: FastifyInstance): Promise<() => Promise<void>> {
  const me = randomUUID();
  const stop = await app.database.listen(CHANNEL, (from) => {
    if (from !== me) app.readCache.clearHere();
  });
  app.readCache.tellOthersBy(() => {
    app.db
      .execute(sql`select pg_notify(${CHANNEL}, ${me})`)
      .catch((err: unknown) => app.log.warn({ err }, 'the other instances were not told of changed content'));
  });
  return stop;
}
