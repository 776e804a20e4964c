import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../../composition/app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase, pgliteDatabase, pgliteExtensions } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Mail } from '../lib/mail.ts';
import { migratedTemplate, newPostgresDatabase, seededPglite } from './templates.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server (dropped again
 * by `close`). With `seed`, the demo town is in it already, seeded as of `seed.at`.
 */
export async function createTestDatabase({
  migrate = true,
  seed,
}: {
  migrate?: boolean;
  seed?: { at: Date | undefined };
} = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The new database's address (PostgreSQL only). */
  url?: string;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!migrate) return { database: await openDatabase({ kind: 'pglite', memory: true }), drop: async () => {} };
    const loadDataDir = seed ? await seededPglite(seed.at) : await migratedTemplate();
    const client = await PGlite.create({ loadDataDir, extensions: pgliteExtensions });
    return { database: pgliteDatabase(client), drop: async () => {} };
  }
  const fresh = await newPostgresDatabase(url, seed);
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  // On PostgreSQL this takes a fraction of a second: copying a migrated template saved nothing.
  if (migrate && !seed) await database.migrate();
  return { database, url: fresh.url, drop: fresh.drop };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The database's address (PostgreSQL only), for a second instance on it. */
  url?: string;
  close: () => Promise<void>;
}

/** The tests' configuration: no caches, no scheduler, no demo seeding at start, a fresh DATA_DIR. */
export const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    PAGE_CACHE_TTL_MS: '0',
    READ_CACHE_TTL_MS: '0',
    SEED_DEMO: 'false',
    SCHEDULER: 'false',
    PUBLIC_URL: 'http://vzorov.test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vzorov-test-')),
    ...env,
  });

/** The API as production builds it, on a fresh seeded database. */
export async function createTestApp({
  seed = true,
  register,
  env = {},
}: {
  seed?: boolean;
  /** Extra API routes for the test. */
  register?: FastifyPluginAsync;
  /** Configuration on top of the test defaults, e.g. SMTP_URL. */
  env?: Record<string, string>;
} = {}): Promise<TestApp> {
  const config = testConfig(env);
  // The demo is dated from the app's clock, so a test on a fixed clock sees the same town every day.
  const at = config.CLOCK_AT ? new Date(config.CLOCK_AT) : undefined;
  const { database, drop, url } = await createTestDatabase(seed ? { seed: { at } } : {});
  const app = await buildApp({ config, database, extraRoutes: register });
  await app.ready();
  return {
    app,
    database,
    url,
    close: async () => {
      await app.close(); // closes the database too
      await drop();
    },
  };
}

/**
 * Another instance on the test app's database, as a second machine behind the balancer is: on
 * PostgreSQL with connections of its own; on PGlite (one process per database) the same database,
 * which it leaves open when it closes. Close it before the first.
 */
export async function createSecondInstance(
  first: TestApp,
  env: Record<string, string> = {},
  register?: FastifyPluginAsync,
): Promise<FastifyInstance> {
  const database = first.url
    ? await openDatabase({ kind: 'postgres', url: first.url })
    : { ...first.database, close: async () => {} };
  const app = await buildApp({ config: testConfig(env), database, extraRoutes: register });
  await app.ready();
  return app;
}

/** The demo residents' logins, as the tests of their account's areas use them. */
export const DEMO_LOGINS = {
  jana: ['jana.novakova@vzorov.example', 'Vzorov-Jana-2026'],
  josef: ['josef.dvorak@vzorov.example', 'Vzorov-Josef-2026'],
  /** Editor of the news, events and notice board; TOTP secret in DEMO_TOTP. */
  petra: ['petra.svobodova@vzorov.example', 'Vzorov-Urad-2026'],
  /** Administrator. */
  martin: ['martin.kral@vzorov.example', 'Vzorov-Spravce-2026'],
  /** Clerk of the financial department's cases; TOTP secret in DEMO_TOTP. */
  lenka: ['lenka.horakova@vzorov.example', 'Vzorov-Referentka-2026'],
  /** Clerk of the property department, which mends what residents report; TOTP secret in DEMO_TOTP. */
  tomas: ['tomas.vesely@vzorov.example', 'Vzorov-Zavady-2026'],
} as const;

/** The demo staff's authenticator secrets (demo/accounts/people.yaml, the README). */
export const DEMO_TOTP = {
  petra: 'YIPJXBYKX4RIBBUHXHKEIEETGKZ2BNBG',
  martin: 'VLDWFIRDNFICC4VLMPCCV7VXGBMSTN6I',
  lenka: 'L534FTZISIQA6VHS724KBEWSISKFIEEJ',
  tomas: 'XJQRUPELLLUNNWZ36IH5GZIPNSRE2EGC',
} as const;

/** Logs in through the API and returns the Bearer token. */
export async function loginAs(app: FastifyInstance, [email, password]: readonly [string, string]): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return res.json().token as string;
}

/**
 * Logs a demo staff member in and confirms the login with a code from their authenticator, as the
 * app would show it now. The last accepted time step is forgotten first, so a test may sign the
 * same person in twice within 30 s (a code is otherwise good once).
 */
export async function loginAsStaff(app: FastifyInstance, who: keyof typeof DEMO_TOTP): Promise<string> {
  const [email] = DEMO_LOGINS[who];
  await app.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
  const token = await loginAs(app, DEMO_LOGINS[who]);
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP[who]) }).generate();
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/totp/verify',
    headers: { authorization: `Bearer ${token}` },
    payload: { code },
  });
  if (res.statusCode !== 200) throw new Error(`the second factor of ${who} answered ${res.statusCode}`);
  return token;
}

/**
 * The mails queued to `to`, delivered or not: what a request committed before it answered
 * (the `mail` queue's jobs, server/lib/jobs.ts).
 */
export async function queuedMails(database: Database, to: string): Promise<Mail[]> {
  const result = await database.db.execute<{ data: Mail }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${to} order by created_on`,
  );
  return result.rows.map((r) => r.data);
}
