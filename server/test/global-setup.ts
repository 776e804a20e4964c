import { asAdmin, TEMPLATE_PREFIX } from './templates.ts';

/**
 * After the run, the seeded templates the workers left on the PostgreSQL server of DATABASE_URL
 * (server/test/templates.ts): each worker drops those it stops handing on, but not its last ones.
 */
export default function setup() {
  return async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    await asAdmin(url, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${TEMPLATE_PREFIX}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    });
  };
}
