import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import { pragueToday } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import type { PageView } from '../../../server/lib/page-views.ts';
import { statsReferrers, statsSalts, statsViews, statsVisitorHashes } from './schema.server.ts';

/**
 * Pages that are not counted: the office's and a resident's own, sign-in, and the addresses that
 * carry a secret (a confirmation link, an order's, a subscription's): a count must never keep one.
 */
const NOT_COUNTED =
  /^\/(sprava|ucet|login|logout|registrace|obnova-hesla|zmena-hesla|forms|objednavka|rezervace\/(potvrzeni|zrusit)|odber\/[^/]+|kosik\/|oznameni|nastaveni-cookies)(\/|$)/;

/** Whether a page of this path is counted at all. */
export const counted = (path: string) => path.startsWith('/') && path.length <= 300 && !NOT_COUNTED.test(path);

/** A referring site by its host alone (`www.` left out), or null for this site and no site at all. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, '').toLowerCase();
    return host && host !== ownHost ? host.slice(0, 200) : null;
  } catch {
    return null;
  }
}

interface Pending {
  views: Map<string, number>;
  /**
   * Whom this process saw, by day and page: the address and browser, once each, held only until
   * the next flush turns them into hashes.
   */
  visits: Set<string>;
  referrers: Map<string, number>;
}

const empty = (): Pending => ({ views: new Map(), visits: new Set(), referrers: new Map() });
const key = (day: string, part: string) => `${day}\u0000${part}`;
function split(joined: string): [string, string] {
  const [day = '', part = ''] = joined.split('\u0000');
  return [day, part];
}

export interface ViewCounter {
  record: (view: PageView) => void;
  /** Writes what was counted since the last time; every few seconds on its own, and at shutdown. */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The counter every page shown goes through. It adds up in memory and writes every few seconds,
 * so a page costs no query: a crash loses at most those seconds of counts, which statistics can
 * bear (nobody asked for them; no one waits on them). A visitor becomes a hash of the day's salt,
 * the address and the browser as the counts are written; the address itself is never written.
 */
export function startViewCounter({
  db,
  clock,
  publicUrl,
  log,
  flushMs = 10_000,
}: {
  db: Db;
  clock: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
  flushMs?: number;
}): ViewCounter {
  const ownHost = new URL(publicUrl).hostname.replace(/^www\./, '');
  let pending = empty();
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    await db
      .insert(statsSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    // The day's salt is there now: inserted here, or by another instance first.
    const { salt } = await oneRow(db.select({ salt: statsSalts.salt }).from(statsSalts).where(eq(statsSalts.day, day)));
    salts.clear();
    salts.set(day, salt);
    return salt;
  }

  async function flush() {
    const batch = pending;
    pending = empty();
    if (batch.views.size === 0 && batch.visits.size === 0) return;
    const hashes = new Set<string>();
    for (const visit of batch.visits) {
      const [day = '', path = '', who = ''] = visit.split('\u0000\u0000');
      const hash = createHash('sha256')
        .update(`${await saltOf(day)}\u0000${who}`)
        .digest('hex')
        .slice(0, 32);
      for (const page of [path, '']) hashes.add(`${day}\u0000${page}\u0000${hash}`);
    }
    await db.transaction(async (tx) => {
      if (batch.views.size)
        await tx
          .insert(statsViews)
          .values([...batch.views].map(([joined, views]) => ({ day: split(joined)[0], path: split(joined)[1], views })))
          .onConflictDoUpdate({
            target: [statsViews.day, statsViews.path],
            set: { views: sql`${statsViews.views} + excluded.views` },
          });
      if (hashes.size)
        await tx
          .insert(statsVisitorHashes)
          .values(
            [...hashes].map((joined) => {
              const [day = '', path = '', hash = ''] = joined.split('\u0000');
              return { day, path, hash };
            }),
          )
          .onConflictDoNothing();
      if (batch.referrers.size)
        await tx
          .insert(statsReferrers)
          .values(
            [...batch.referrers].map(([joined, views]) => ({ day: split(joined)[0], host: split(joined)[1], views })),
          )
          .onConflictDoUpdate({
            target: [statsReferrers.day, statsReferrers.host],
            set: { views: sql`${statsReferrers.views} + excluded.views` },
          });
    });
  }

  let flushing: Promise<void> = Promise.resolve();
  const flushInTurn = () => {
    flushing = flushing.then(flush).catch((err) => log.warn({ err }, 'statistics not written'));
    return flushing;
  };
  const timer = setInterval(flushInTurn, flushMs);
  timer.unref();

  // A page-cache hit is answered in microseconds: what each view asks of the counter is remembered
  // (the day by the minute, a browser's being a robot by its name) rather than worked out again.
  let today = { minute: -1, day: '' };
  const dayOf = () => {
    const now = clock();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== today.minute) today = { minute, day: pragueToday(now) };
    return today.day;
  };
  const robots = new Map<string, boolean>();
  const isRobot = (userAgent: string) => {
    let robot = robots.get(userAgent);
    if (robot === undefined) {
      robot = isbot(userAgent);
      if (robots.size >= 1000) robots.clear();
      robots.set(userAgent, robot);
    }
    return robot;
  };

  return {
    record(view) {
      if (!counted(view.path) || !view.userAgent || isRobot(view.userAgent)) return;
      const day = dayOf();
      const path = view.path.length > 1 ? view.path.replace(/\/+$/, '') : view.path;
      pending.views.set(key(day, path), (pending.views.get(key(day, path)) ?? 0) + 1);
      pending.visits.add(`${day}\u0000\u0000${path}\u0000\u0000${view.ip}\u0000${view.userAgent}`);
      const host = referrerHost(view.referrer, ownHost);
      if (host) pending.referrers.set(key(day, host), (pending.referrers.get(key(day, host)) ?? 0) + 1);
    },
    flush: flushInTurn,
    async stop() {
      clearInterval(timer);
      await flushInTurn();
    },
  };
}
