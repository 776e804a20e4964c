import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.ts';
import { type Database, openDatabase } from './client.ts';

/** The backends that answered `n` queries sent at once, each holding its connection for a moment. */
async function backendsFor(database: Database, n: number) {
  const pids = await Promise.all(
    Array.from({ length: n }, async () => {
      const { rows } = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`);
      return rows[0]!.pid;
    }),
  );
  return new Set(pids).size;
}

describe.runIf(process.env.DATABASE_URL)('the connection pool on PostgreSQL', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await test.database.close();
    await test.drop();
  });

  it('opens three connections by default, and queries beyond them wait for one', async () => {
    expect(await backendsFor(test.database, 9)).toBe(3);
  });

  it('opens as many as DATABASE_POOL_SIZE says', async () => {
    const sized = await openDatabase({ kind: 'postgres', url: test.url!, poolSize: 2 });
    try {
      expect(await backendsFor(sized, 6)).toBe(2);
    } finally {
      await sized.close();
    }
  });
});
