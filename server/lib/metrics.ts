import { timingSafeEqual } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { apiMessages } from '../../common/messages.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Jobs } from './jobs.ts';

/** What the rest of the app tells the metrics; each does nothing while the metrics are off. */
export interface Metrics {
  /** A mail the SMTP server (or the outbox) refused; the queue tries it again later. */
  mailRefused(): void;
  /** A request answered before Fastify (a page-cache hit, server/ssr/cache-hits.ts). */
  answeredEarly(method: string | undefined, status: number, seconds: number): void;
  /** Names the page a `/*` request showed (its React Router route), so pages are told apart. */
  namePages(nameOf: (pathname: string) => string | undefined): void;
}

const OFF: Metrics = { mailRefused() {}, answeredEarly() {}, namePages() {} };

/**
 * `/metrics` in Prometheus' text format for the town's monitoring, never for the public: only a scraper
 * from METRICS_ALLOW_ADDRESSES or with METRICS_TOKEN gets it, anyone else the 404 of a page that does not
 * exist. Without either setting nothing is collected. Each process answers for itself (scrape each
 * instance); the database's figures (the job queue, the WAL archive) are the same from every one.
 */
export function registerMetrics(
  app: FastifyInstance,
  { config, database, jobs }: { config: Config; database: Database; jobs: Jobs },
): Metrics {
  const allowed = config.METRICS_ALLOW_ADDRESSES ? proxyAddr.compile(config.METRICS_ALLOW_ADDRESSES) : undefined;
  const token = config.METRICS_TOKEN ? Buffer.from(`Bearer ${config.METRICS_TOKEN}`) : undefined;
  if (!allowed && !token) return OFF;

  const registry = new Registry();
  // Event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles, CPU and memory of the process.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let pageName: (pathname: string) => string | undefined = () => undefined;
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeOf(request, reply.statusCode, pageName), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const mails = new Counter({
    name: 'vzorov_mails_refused_total',
    help: 'Mails the SMTP server refused or that could not be handed to it (each is tried again).',
    registers: [registry],
  });
  new Gauge({
    name: 'vzorov_db_pool_connections',
    help: "This process's database connections, by state.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'busy' }, use.open - use.idle);
    },
  });
  new Gauge({
    name: 'vzorov_db_pool_waiting',
    help: 'Queries of this process waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(database.poolUse().waiting);
    },
  });
  const jobGauge = new Gauge({
    name: 'vzorov_jobs',
    help: 'Jobs in each queue by state: created (waiting), retry (waiting after a failure), active.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const oldestJob = new Gauge({
    name: 'vzorov_job_oldest_waiting_seconds',
    help: 'How long the oldest job not yet taken has waited, per queue (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  // Shown only when known: an age of 0 would read as "just now" when there is no backup at all.
  const optional = (name: string, help: string) => {
    const gauge = new Gauge({ name, help, registers: [] });
    return (value: number | undefined) => {
      registry.removeSingleMetric(name);
      if (value === undefined) return;
      gauge.set(value);
      registry.registerMetric(gauge);
    };
  };
  const backupAge = optional(
    'vzorov_backup_age_seconds',
    'Age of the newest archive deploy/backup.sh wrote to BACKUP_DIR.',
  );
  const archiveAge = optional(
    'vzorov_wal_archive_age_seconds',
    "Age of PostgreSQL's last archived WAL segment (continuous archiving, pgBackRest).",
  );
  const archiveFailures = optional(
    'vzorov_wal_archive_failures',
    'WAL segments PostgreSQL failed to archive since its statistics were reset.',
  );

  // The database's figures are read once per scrape, together, not by each gauge on its own.
  const readShared = async () => {
    for (const backlog of await jobs.backlog()) {
      for (const state of ['created', 'retry', 'active'] as const) {
        jobGauge.set({ queue: backlog.queue, state }, backlog[state]);
      }
      oldestJob.set({ queue: backlog.queue }, backlog.oldestWaitingSeconds);
    }
    backupAge(config.backupDir ? await newestBackupAge(config.backupDir) : undefined);
    const archive = database.kind === 'postgres' ? await walArchive(database) : undefined;
    archiveAge(archive?.ageSeconds);
    archiveFailures(archive?.failures);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = Buffer.from(request.headers.authorization ?? '');
    const byToken = token !== undefined && header.length === token.length && timingSafeEqual(header, token);
    if (!byToken && !allowed?.(request.ip, 0)) {
      return reply.status(404).send({ message: apiMessages.unknownRoute });
    }
    await readShared();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });

  return {
    mailRefused: () => mails.inc(),
    answeredEarly: (method, status, seconds) =>
      requests.observe({ method: method ?? 'GET', route: '(page cache)', status_code: status }, seconds),
    namePages(nameOf) {
      pageName = nameOf;
    },
  };
}

/**
 * A route's label: its pattern, not its address (`/api/articles/:slug`), so the series stay few. A page
 * gets its React Router route; a static file, one label for all; what matched nothing, one label too
 * (anyone can ask for any address).
 */
function routeOf(request: FastifyRequest, status: number, pageName: (pathname: string) => string | undefined) {
  const route = request.routeOptions.url;
  if (route === undefined || status === 404) return '(unknown)';
  if (request.routeOptions.config && 'file' in request.routeOptions.config) return '(static file)';
  if (route === '/*') return pageName(request.url.split('?')[0] ?? '/') ?? '/*';
  return route;
}

async function newestBackupAge(folder: string): Promise<number | undefined> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return undefined;
  }
  let newest = 0;
  for (const name of names.filter((n) => /^vzorov-.*\.tar\.gz$/.test(n))) {
    newest = Math.max(newest, (await stat(path.join(folder, name))).mtimeMs);
  }
  return newest === 0 ? undefined : (Date.now() - newest) / 1000;
}

const archiverRow = z.object({ age: z.number().nullable(), failures: z.number() });

async function walArchive(database: Database) {
  const { rows } = await database.db.execute(
    sql`select extract(epoch from now() - last_archived_time)::float8 as age, failed_count::int as failures
          from pg_stat_archiver`,
  );
  const row = archiverRow.parse(rows[0]);
  return { ageSeconds: row.age ?? undefined, failures: row.failures };
}
