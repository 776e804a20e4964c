import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, type Job, PgBoss, type Queue } from 'pg-boss';
import { z } from 'zod';
import type { Mail } from './mail.ts';

/** What each queue carries: one place for the shapes, so a sender and its worker agree. */
export interface JobData {
  /** One outgoing mail; retried with backoff until the SMTP server takes it (docs/decisions/0024). */
  mail: Mail;
  /** The scheduled work of one minute, done once however many instances send it. */
  minute: { since: string; now: string };
  /** One import of the former site's content; a run that dies is taken up again where it stopped. */
  import: { runId: number };
  /** One data message to send from the office's data box; retried through the system's outages. */
  'data-box-send': { messageId: number };
}
export type JobName = keyof JobData;

export interface SendOptions {
  /**
   * Makes the job once-only: a second send with the same key (from this or another instance, now or
   * after a crash) is dropped while the first is kept (pg-boss keeps finished jobs for 7 days).
   */
  key?: string;
}

export interface Jobs {
  /** Resolves once the job is committed: it survives a crash of this process from then on. */
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<void>;
  /**
   * Many jobs of one queue in few inserts (a year's fees mailed to 20,000 households), each with its
   * `key` as `send` takes it; committed when it resolves.
   */
  sendAll<N extends JobName>(name: N, jobs: { data: JobData[N]; key?: string }[]): Promise<void>;
  /** Takes the queue's jobs in this process; a handler that throws is retried as the queue says. */
  work<N extends JobName>(name: N, handler: (data: JobData[N], job: Job<JobData[N]>) => Promise<void>): Promise<void>;
  /** Each queue's jobs waiting, retrying and running, and the oldest waiting one's age, for the metrics. */
  backlog(): Promise<QueueBacklog[]>;
  /** Stops taking jobs, waits for the ones under way, then lets go of the database. */
  stop(): Promise<void>;
}

export interface QueueBacklog {
  queue: string;
  created: number;
  retry: number;
  active: number;
  /** Seconds since the oldest job not yet taken was sent; 0 when none waits. */
  oldestWaitingSeconds: number;
}

const backlogRows = z.array(
  z.object({ name: z.string(), state: z.enum(['created', 'retry', 'active']), jobs: z.number(), oldest: z.number() }),
);

/** The queues and their retries. A mail outlives an SMTP outage of two days; a minute is not redone after 5. */
function queues(mailRetrySeconds: number): Record<JobName, Omit<Queue, 'name'>> {
  return {
    mail: {
      retryLimit: 60,
      retryDelay: mailRetrySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      // An SMTP exchange that hangs longer is taken as failed, and tried again (by any instance).
      expireInSeconds: 120,
      // A worker refreshes its claim every 5 s; a claim 10 s stale (its instance was killed) is
      // failed at the next supervision (every 30 s) and tried again elsewhere.
      heartbeatSeconds: 10,
    },
    minute: { retryLimit: 2, retryDelay: 10, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    // Hours for a town's fifteen years; each item is committed as it is done, so a run whose instance
    // died (its heartbeat stops) or that ran out of time resumes at the next item, on any instance.
    import: { retryLimit: 20, retryDelay: 30, expireInSeconds: 6 * 3600, heartbeatSeconds: 10 },
    // The system's planned outages last hours (weekends, at night): a message waits out two days.
    'data-box-send': {
      retryLimit: 60,
      retryDelay: mailRetrySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 300,
      heartbeatSeconds: 10,
    },
  };
}

/**
 * A job id from a key: pg-boss ignores a second job with an id it has, which makes a keyed send
 * once-only across instances. The hash is shaped as a UUID (the id column's type).
 */
export function keyedId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The job queue (pg-boss) on the app's database: on PGlite through pg-boss's PGlite adapter, on
 * PostgreSQL with a small pool of its own. Its tables live in the `pgboss` schema, which pg-boss
 * creates and migrates itself at start, under its own lock when instances start together.
 */
export async function startJobs({
  connection,
  log,
  mailRetrySeconds,
}: {
  connection: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>;
  log: FastifyBaseLogger;
  mailRetrySeconds: number;
}): Promise<Jobs> {
  // No cron: the minute's work is sent by each instance's own ticker, keyed by the minute.
  const boss = new PgBoss({
    ...connection,
    schedule: false,
    application_name: 'vzorov-jobs',
    // How soon the jobs of a killed instance are found (default 60 s). Not more often: on PGlite every
    // query of the queue's upkeep takes its turn on the one connection the pages use too.
    superviseIntervalSeconds: 30,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue'));
  await boss.start();
  for (const [name, options] of Object.entries(queues(mailRetrySeconds))) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
  const workers = new Map<JobName, string>();
  return {
    async send(name, data, options = {}) {
      await boss.send(name, data, options.key ? { id: keyedId(name, options.key) } : {});
      // This instance takes it at once rather than at its next poll.
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async sendAll(name, jobs) {
      // A thousand to an insert: one round trip each rather than one per job. A keyed job already
      // there is left as it is (the insert skips a conflicting id), as `send` does.
      for (let i = 0; i < jobs.length; i += 1000) {
        await boss.insert(
          name,
          jobs.slice(i, i + 1000).map(({ data, key }) => (key ? { data, id: keyedId(name, key) } : { data })),
        );
      }
      const worker = workers.get(name);
      if (worker && jobs.length > 0) boss.notifyWorker(worker);
    },
    async work(name, handler) {
      // Up to 10 at a fetch, and the next fetch at once while they come full: a closed day's forty
      // mails go in seconds. Each job is settled the moment it is done, not with its batch: a refused
      // mail does not send its batch again, and a crash mid-batch repeats only the mail in flight.
      // A job sent here wakes the worker at once (send); the poll is for retries and other instances' jobs.
      const options = { pollingIntervalSeconds: 10, batchSize: 10, burstWhenBatchFull: true } as const;
      const id = await boss.work<JobData[typeof name]>(name, options, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data, job);
          } catch (err) {
            log.warn({ err, queue: name, job: job.id }, 'a job failed; it is tried again later');
            await boss.fail(name, job.id, { message: String(err) });
            continue;
          }
          await boss.complete(name, job.id);
        }
      });
      workers.set(name, id);
    },
    async backlog() {
      // Counted now, not pg-boss's cached queue figures (refreshed at its supervision, every 30 s).
      const { rows } = await boss.getDb().executeSql(
        `select name, state::text as state, count(*)::int as jobs,
                coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
           from pgboss.job where state in ('created', 'retry', 'active') group by name, state`,
      );
      const byQueue = new Map<string, QueueBacklog>(
        Object.keys(queues(mailRetrySeconds)).map((queue) => [
          queue,
          { queue, created: 0, retry: 0, active: 0, oldestWaitingSeconds: 0 },
        ]),
      );
      for (const row of backlogRows.parse(rows)) {
        const entry = byQueue.get(row.name);
        if (!entry) continue;
        entry[row.state] = row.jobs;
        if (row.state !== 'active') entry.oldestWaitingSeconds = Math.max(entry.oldestWaitingSeconds, row.oldest);
      }
      return [...byQueue.values()];
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
