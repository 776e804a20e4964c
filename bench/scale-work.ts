// The scale section's work (issue 31), after bench/scale.ts's pages: what the office and the server
// do, on the demo town and on the demo town with fifteen years of a town of 50,000 behind it, both on
// one PostgreSQL server of the bench's own, the same input on each. An editor's save (≤ 1.2× the
// demo's), the minute's work (≤ 500 ms), the yearly waste-fee batch for 20,000 households (≤ 60 s), a
// 5,000-line bank statement (≤ 10 s), and the backup and the restore drill, timed.
// Runs alone with `npm run bench:scale-work` (no build: nothing here renders a page).
//
// In-process rather than over HTTP: the minute's work has no address (the scheduler sends it by the
// wall clock), and the batch and the statement are one call whose time is the service's own, so the
// bench builds the production app (buildApp) on each database and calls the work with a context as a
// request would have it (the staff member's session, the server's mailer and queue), choosing the
// minute's clock itself. The saves go through the app's routes (inject: validation, the staff gate,
// the service), as bench/search-index.ts measures them. The mails the work queues are delivered by
// the app's own worker, as in production; the bench waits for them before the next task.
//
// `BENCH_SCALE_FACTOR` (a fraction of the fifteen years), `BENCH_HOUSEHOLDS`, `BENCH_STATEMENT_LINES`
// and `BENCH_ROUNDS` make a smaller run for trying it out.
import { execFile } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { gpcHeader, gpcTransaction, num } from '../app/features/commitments/bank-statement/gpc-fixture.ts';
import type { WasteFeeBatch } from '../app/features/waste/schemas.ts';
import { addDays, pragueTime, pragueToday, pragueYear } from '../common/dates.ts';
import { buildApp } from '../composition/app.ts';
import { minuteWork } from '../composition/schedule.ts';
import { services } from '../composition/services.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { type ServiceContext, systemContext } from '../server/lib/service-context.ts';
import { resolveSession } from '../server/lib/sessions.ts';
import { loginAsStaff } from '../server/test/app.ts';
import { median, startPostgres, tempDir } from './lib.ts';
import { scaleDatabases } from './scale-databases.ts';

const FACTOR = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 20_000);
const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 5_000);
/** Saves and ordinary minutes are cheap: the median of this many, after two not kept. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARM_UP = 2;
/** Longer than this and the queued mails are not waited for (the next task then competes with them). */
const DRAIN_LIMIT_MS = 15 * 60_000;

const run = promisify(execFile);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

type Which = 'demo' | 'town';

interface Town {
  which: Which;
  url: string;
  app: FastifyInstance;
  headers: { authorization: string };
  token: string;
}

/** A task's figure on each database (ms, or why there is none) and its target. */
interface Row {
  task: string;
  demo: number | string;
  town: number | string;
  /** The fifteen years within `ratio`× the demo's, or within `ms`; none: timed and recorded. */
  target?: { ratio: number } | { ms: number };
}

const time = (ms: number | string) =>
  typeof ms === 'string'
    ? ms
    : ms < 100
      ? `${ms.toFixed(1)} ms`
      : ms < 1000
        ? `${ms.toFixed(0)} ms`
        : `${(ms / 1000).toFixed(1)} s`;

function line(row: Row): string {
  const { demo, town, target } = row;
  const both = typeof demo === 'number' && typeof town === 'number';
  const ratio = both ? town / demo : NaN;
  let goal = '';
  let ok: boolean | null = null;
  if (target && 'ratio' in target) {
    goal = `≤ ${target.ratio}× the demo`;
    ok = both && ratio <= target.ratio;
  } else if (target) {
    goal = `≤ ${time(target.ms)}`;
    ok = typeof town === 'number' && town <= target.ms;
  }
  const mark = ok === null ? (typeof town === 'number' ? '' : '✗') : ok ? '✓' : '✗';
  return `| ${row.task} | ${time(demo)} | ${time(town)} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : ''} | ${goal} | ${mark} |`;
}

/** The production app on one database, without the scheduler (the bench runs the minutes), and the administrator signed in. */
async function open(which: Which, url: string, dataDir: string): Promise<Town> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SCHEDULER: 'false',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://vzorov.test',
  });
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ config, database });
  await app.ready();
  // Martin, the administrator: every section, the finance office's work too, his login confirmed by TOTP.
  const token = await loginAsStaff(app, 'martin');
  return { which, url, app, token, headers: { authorization: `Bearer ${token}` } };
}

/** The context of a request of the signed-in administrator at `now`: the system's context with the administrator acting. */
async function staffContext(town: Town, now = town.app.clock()): Promise<ServiceContext> {
  const { app } = town;
  const actor = await resolveSession(app.db, town.token, now);
  if (!actor?.secondFactor) throw new Error('the administrator’s session is not confirmed');
  return { ...systemContext(app, now), actor };
}

async function call(town: Town, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await town.app.inject({ method, url, headers: town.headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return res.json().data as { id: number; version: number };
}

/** Mails still to deliver (the app's worker writes them to DATA_DIR/outbox): waits until none; the seconds it took. */
async function drain(town: Town): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < DRAIN_LIMIT_MS) {
    const { rows } = await town.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
    );
    if (rows[0]!.n === 0) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  return NaN;
}

/**
 * Saves of one item on both databases by turns, each a new text: `ROUNDS` timed after `WARM_UP`
 * not kept; the medians. `make` creates the item (the same on each), `save` saves it as round `i`.
 */
async function saves(
  towns: Town[],
  make: (town: Town) => Promise<{ id: number; version: number }>,
  save: (town: Town, item: { id: number; version: number }, i: number) => Promise<{ id: number; version: number }>,
): Promise<Record<Which, number>> {
  const items = new Map<Town, { id: number; version: number }>();
  for (const town of towns) items.set(town, await make(town));
  const took: Record<Which, number[]> = { demo: [], town: [] };
  for (let i = 0; i < WARM_UP + ROUNDS; i++)
    for (const town of towns) {
      const started = performance.now();
      const saved = await save(town, items.get(town)!, i);
      if (i >= WARM_UP) took[town.which].push(performance.now() - started);
      items.set(town, { id: items.get(town)!.id, version: saved.version });
    }
  return { demo: median(took.demo), town: median(took.town) };
}

/** Runs `task` on each database (demo first), the error of one in its cell. */
async function each(towns: Town[], task: (town: Town) => Promise<number>): Promise<Record<Which, number | string>> {
  const out: Record<Which, number | string> = { demo: 'not run', town: 'not run' };
  for (const town of towns) {
    try {
      out[town.which] = await task(town);
    } catch (error) {
      out[town.which] = `failed: ${message(error)}`;
      console.error(`${town.which}:`, error);
    }
  }
  return out;
}

/**
 * The households of the yearly batch, in the bench's own database and deterministically: the
 * residents without a bin, oldest account first (on the fifteen years, the town's residents with
 * their years of fees and cases), topped up with new accounts to `HOUSEHOLDS`, each at an address of
 * its own with a bin linked to their account, as a resident links it (app/features/waste). The scale's
 * register has 15,000 bins on 7,500 addresses and no account linked.
 */
async function addHouseholds(town: Town): Promise<number> {
  return town.app.db.transaction(async (tx) => {
    const unlinked = sql`scope = '["resident"]'::jsonb and not exists (select 1 from waste_bin_links l where l.user_id = users.id)`;
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from users where ${unlinked}`);
    const missing = Math.max(0, HOUSEHOLDS - rows[0]!.n);
    await tx.execute(sql`
      insert into users (email, firstname, lastname, street, city, zip, scope, email_confirmed_at, created_at, updated_at)
      select 'domacnost' || i || '@bench.vzorov.example',
        (array['Jan','Petr','Pavel','Martin','Tomáš','Jana','Eva','Hana','Lucie','Marie'])[1 + i % 10],
        (array['Novák','Svoboda','Novotný','Dvořák','Černý','Procházka','Kučera','Veselý','Horák','Němec'])[1 + (i * 3) % 10],
        'Nová ' || i, 'Vzorov', '123 45', '["resident"]'::jsonb, now(), now(), now()
      from generate_series(1, ${missing}::int) i`);
    const made = await tx.execute<{ n: number }>(sql`
      with residents as (
        select id, row_number() over (order by id)::int as k from users where ${unlinked} order by id limit ${HOUSEHOLDS}::int
      ),
      addresses as (
        insert into waste_addresses (street, house_number, city, zip)
        select (array['Lipová','Nádražní','Školní','Polní','Zahradní','U Rybníka','Krátká','Luční'])[1 + k % 8],
          (200000 + k)::text, 'Vzorov', '123 45'
        from residents
        returning id, house_number::int - 200000 as k
      ),
      bins as (
        insert into waste_bins (code, address_id, kind, volume, weekday, every_weeks, anchor, months, fee_hellers)
        select 'D' || lpad(k::text, 6, '0'), id, 'smesny', 120, 1 + k % 5, 1, ('2026-01-05'::date + k % 5)::text, '{}', 0
        from addresses
        returning id, address_id
      ),
      links as (
        insert into waste_bin_links (user_id, bin_id)
        select r.id, b.id from bins b join addresses a on a.id = b.address_id join residents r on r.k = a.k
        returning 1
      )
      select count(*)::int as n from links`);
    return made.rows[0]!.n;
  });
}

/**
 * A statement in GPC (what Czech banks export) of `STATEMENT_LINES` incoming payments, from the
 * batch's unpaid fees in the order of their variable symbols: most pay their fee to the crown, and
 * by turns one pays 100 Kč less, one 50 Kč more, one names a symbol nobody has, one none, and one
 * goes out of the account. Only fees whose symbol fits the 10 digits of a payment can be paid.
 */
async function statement(town: Town, title: string, day: string): Promise<{ file: Buffer; fees: number }> {
  const { rows } = await town.app.db.execute<{ vs: string; owed: number }>(sql`
    select variable_symbol as vs, (amount_hellers - paid_hellers)::int as owed from commitments
    where title like ${`${title}%`} and paid_on is null and length(variable_symbol) <= 10
    order by variable_symbol limit ${STATEMENT_LINES}::int`);
  if (rows.length < STATEMENT_LINES)
    throw new Error(
      `${rows.length} unpaid fees of the batch with a symbol a payment can carry, not ${STATEMENT_LINES}`,
    );
  const date = `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;
  const lines = [gpcHeader()];
  for (let i = 0; i < STATEMENT_LINES; i++) {
    const fee = rows[i % rows.length]!;
    const kind = i % 25;
    const hellers =
      kind === 3 ? fee.owed - 10_000 : kind === 8 ? fee.owed + 5_000 : kind === 17 ? -(10_000 + i) : fee.owed;
    const vs = kind === 13 ? `77${num(i, 8)}` : kind === 21 ? '' : fee.vs;
    lines.push(
      gpcTransaction({
        amount: num(Math.abs(hellers), 12),
        code: hellers < 0 ? '1' : '2',
        vs: vs ? num(vs, 10) : ' '.repeat(10),
        name: `PLATCE ${i}`,
        date,
        reference: num(i + 1, 13),
      }),
    );
  }
  return { file: Buffer.from(lines.join('\r\n'), 'latin1'), fees: rows.length };
}

/** Rows of every table of the database's own schema: what a restore must bring back. */
async function tableCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string; n: string }>(`
      select table_name as t,
        (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', table_name), false, true, '')))[1]::text as n
      from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    return new Map(rows.map((r) => [r.t, Number(r.n)]));
  } finally {
    await client.end();
  }
}

export async function scaleWorkSection(): Promise<string> {
  const postgres = await startPostgres();
  if (!postgres) return 'PostgreSQL is not installed: the scale work section did not run.';
  const out: string[] = [
    `## Scale: the work of the office and the server, the demo town and fifteen years of a town of 50,000 (PostgreSQL${FACTOR === 1 ? '' : `, ×${FACTOR} of the fifteen years`})\n`,
  ];
  const notes: string[] = [];
  const rows: Row[] = [];
  const dirs: string[] = [];
  const towns: Town[] = [];
  // Stopped by hand: nothing left behind either (PostgreSQL's stop is synchronous).
  const interrupted = () => {
    try {
      postgres.stop();
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    }
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const { demo, town, seconds } = scaleDatabases(postgres.url, FACTOR);
    notes.push(`the fifteen years filled in ${seconds.toFixed(0)} s`);
    for (const [which, url] of [
      ['demo', demo],
      ['town', town],
    ] as const) {
      const dataDir = tempDir(`work-${which}`);
      dirs.push(dataDir);
      towns.push(await open(which, url, dataDir));
    }
    // The planner knows the demo's tables too, as autovacuum would have told it on a running site.
    for (const t of towns) await t.app.db.execute(sql`analyze`);

    // ——— The minute's work (composition/schedule.ts's minuteWork, as the queue's worker runs it) ———
    // On the next working day before a working day (bookings are reminded the evening before): the
    // first minute after the fill catches up with what the generated data left (the board's record of
    // its days, the announcements of recent items), then the minute payment reminders go (8:00), then
    // ordinary minutes, then the minute the day turns.
    let day = pragueToday();
    while (![1, 2, 3, 4].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
    const minute = (town: Town, at: Date) => {
      const started = performance.now();
      return minuteWork(town.app, new Date(at.getTime() - 60_000), at).then(() => performance.now() - started);
    };
    const catchUp = await each(towns, async (t) => {
      const ms = await minute(t, pragueTime(day, '07:58'));
      await drain(t);
      return ms;
    });
    rows.push({ task: `the minute's work, the first after the fill (${day} 7:58; once; not a target)`, ...catchUp });
    const reminders = await each(towns, async (t) => {
      const ms = await minute(t, pragueTime(day, '08:00'));
      await drain(t);
      return ms;
    });
    rows.push({ task: 'the minute payment reminders go (8:00; once)', ...reminders, target: { ms: 500 } });
    try {
      const took: Record<Which, number[]> = { demo: [], town: [] };
      for (let i = 0; i < WARM_UP + ROUNDS; i++)
        for (const t of towns) {
          const ms = await minute(t, pragueTime(day, `08:${String(1 + i).padStart(2, '0')}`));
          if (i >= WARM_UP) took[t.which].push(ms);
        }
      rows.push({
        task: `the minute's work, an ordinary minute (8:03 on; median of ${ROUNDS})`,
        demo: median(took.demo),
        town: median(took.town),
        target: { ms: 500 },
      });
    } catch (error) {
      rows.push({ task: "the minute's work, an ordinary minute", demo: message(error), town: '', target: { ms: 500 } });
    }
    const turn = await each(towns, async (t) => {
      const ms = await minute(t, pragueTime(addDays(day, 1), '00:00'));
      await drain(t);
      return ms;
    });
    rows.push({ task: 'the minute the day turns (0:00; once)', ...turn, target: { ms: 500 } });

    // ——— An editor's save (bench/search-index.ts's approach: one published item saved anew each round) ———
    const today = pragueToday();
    try {
      const article = await saves(
        towns,
        (t) =>
          call(t, 'POST', '/api/staff/articles', {
            kind: 'news',
            title: 'Oprava kašny na návsi',
            perex: 'Začne v dubnu.',
            body: '<p>Kašna.</p>',
            publication: 'published',
          }),
        (t, item, i) =>
          call(t, 'PUT', `/api/staff/articles/${item.id}`, {
            kind: 'news',
            title: `Oprava kašny na návsi, ${i}. díl`,
            perex: i % 2 ? 'Začne v dubnu.' : 'Začne v květnu, říká stavbyvedoucí.',
            body: `<p>Kašna ${i}: ${'Práce pokračují podle plánu. '.repeat(1 + (i % 5))}</p>`,
            publication: 'published',
            version: item.version,
          }),
      );
      rows.push({
        task: `PUT /api/staff/articles/:id, a published article (median of ${ROUNDS})`,
        ...article,
        target: { ratio: 1.2 },
      });
    } catch (error) {
      rows.push({ task: 'PUT /api/staff/articles/:id', demo: message(error), town: '', target: { ratio: 1.2 } });
    }
    try {
      const categories = new Map<Town, string>();
      for (const t of towns) {
        const { rows } = await t.app.db.execute<{ slug: string }>(
          sql`select slug from notice_categories order by id limit 1`,
        );
        categories.set(t, rows[0]!.slug);
      }
      const notice = (i: number) => ({
        title: `Oznámení o zahájení řízení, ${i}. úprava`,
        description: `<p>${'Stavební úřad oznamuje zahájení řízení. '.repeat(1 + (i % 5))}</p>`,
        originator: 'Městský úřad Vzorov, stavební úřad',
        reference_number: `MUVZ/${1000 + i}/2026`,
        posted_on: today,
        relevant_until: addDays(today, 15),
      });
      const item = await saves(
        towns,
        (t) => call(t, 'POST', '/api/staff/notice-board', { ...notice(0), category: categories.get(t) }),
        (t, saved, i) =>
          call(t, 'PUT', `/api/staff/notice-board/${saved.id}`, {
            ...notice(i + 1),
            category: categories.get(t),
            version: saved.version,
          }),
      );
      rows.push({
        task: `PUT /api/staff/notice-board/:id, a posted item (median of ${ROUNDS})`,
        ...item,
        target: { ratio: 1.2 },
      });
    } catch (error) {
      rows.push({ task: 'PUT /api/staff/notice-board/:id', demo: message(error), town: '', target: { ratio: 1.2 } });
    }
    for (const t of towns) await drain(t);

    // ——— The yearly waste fee (the waste office's page /sprava/odpady/platby-hromadne: wasteFeeBatch) ———
    const year = pragueYear() + 1;
    const feeTitle = `Poplatek za odpad ${year}`;
    const households = await each(towns, async (t) => {
      const n = await addHouseholds(t);
      // As autovacuum would soon after 20,000 new rows.
      await t.app.db.execute(sql`analyze`);
      return n;
    });
    notes.push(
      `households linked for the batch (residents without a bin first, new accounts for the rest): demo ${households.demo}, 15 years ${households.town}`,
    );
    const input = { year, rate: 900, due_on: `${year}-03-31` };
    // What the clerk sees first: the batch's preview, every household's row, nothing written.
    const previews = new Map<Which, WasteFeeBatch>();
    const preview = await each(towns, async (t) => {
      const ctx = await staffContext(t);
      const started = performance.now();
      previews.set(t.which, await services.waste.wasteFeeBatch(ctx, input, false));
      return performance.now() - started;
    });
    rows.push({
      task: `the yearly waste-fee batch's preview, ${HOUSEHOLDS.toLocaleString('en-US')} households (once; not a target)`,
      ...preview,
    });
    const delivered: Record<Which, number> = { demo: NaN, town: NaN };
    const batch = await each(towns, async (t) => {
      const ctx = await staffContext(t);
      const started = performance.now();
      const done = await services.waste.wasteFeeBatch(ctx, input, true);
      const ms = performance.now() - started;
      notes.push(
        `${t.which}: the batch issued ${done.count} fees (${done.rows.length} residents, ${done.unlinked.length} addresses without an account)`,
      );
      delivered[t.which] = await drain(t);
      return ms;
    });
    rows.push({
      task: `the yearly waste-fee batch, ${HOUSEHOLDS.toLocaleString('en-US')} households (once)`,
      ...batch,
      target: { ms: 60_000 },
    });
    if (Number.isFinite(delivered.demo) || Number.isFinite(delivered.town))
      notes.push(
        `the batch's mails delivered by the app's worker afterwards in ${delivered.demo.toFixed(0)} s (demo) and ${delivered.town.toFixed(0)} s (15 years), not counted`,
      );
    // A batch that failed issued nothing: the statement's fees are then the ones its preview listed,
    // issued (untimed, without the batch's mails) through the same issueAll in parts of 1,000.
    for (const t of towns) {
      if (typeof batch[t.which] === 'number') continue;
      const listed = previews.get(t.which)?.rows.filter((r) => r.state === 'new') ?? [];
      await t.app.db.transaction(async (tx) => {
        for (let i = 0; i < listed.length; i += 1000)
          await services.commitments.issueAll(
            { db: tx, now: t.app.clock() },
            listed.slice(i, i + 1000).map((r) => ({
              userId: r.resident.id,
              kind: 'odpad',
              title: `${feeTitle}${r.exemption ? ` (${r.exemption.reason})` : ''}`,
              amount: r.amount,
              variableSymbol: r.variable_symbol,
              message: feeTitle,
              due: { on: input.due_on },
            })),
          );
      });
      notes.push(
        `${t.which}: the batch failed; the ${listed.length} fees of its preview issued for the statement instead`,
      );
    }
    const longSymbols = await each(towns, async (t) => {
      const { rows } = await t.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from commitments where title like ${`${feeTitle}%`} and length(variable_symbol) > 10`,
      );
      return rows[0]!.n;
    });
    if (longSymbols.demo || longSymbols.town)
      notes.push(
        `fees of the batch whose variable symbol has more than the 10 digits a payment carries (account ids ≥ 10,000): demo ${longSymbols.demo}, 15 years ${longSymbols.town}; the statement pays only the others`,
      );

    // ——— A bank statement (the finance office's import: importStatement) ———
    const statementDay = pragueToday();
    const imported = await each(towns, async (t) => {
      const { file, fees } = await statement(t, feeTitle, statementDay);
      const ctx = await staffContext(t);
      const started = performance.now();
      const result = await services.commitments.importStatement(ctx, {
        filename: `vypis-${statementDay}.gpc`,
        mimetype: 'application/octet-stream',
        data: file,
        truncated: false,
      });
      const ms = performance.now() - started;
      const drained = await drain(t);
      const { matched, queued, outgoing, duplicate } = result.counts;
      notes.push(
        `${t.which}: the statement (${(file.length / 1024).toFixed(0)} KB, ${fees} unpaid fees to pay) matched ${matched}, queued ${queued}, outgoing ${outgoing}, duplicate ${duplicate}; its mails delivered in ${drained.toFixed(0)} s, not counted`,
      );
      return ms;
    });
    rows.push({
      task: `a bank statement of ${STATEMENT_LINES.toLocaleString('en-US')} lines, GPC (once)`,
      ...imported,
      target: { ms: 10_000 },
    });

    // ——— The backup and the restore drill (deploy/backup.sh, deploy/restore.sh; docs/deployment.md) ———
    const backups = tempDir('work-backup');
    dirs.push(backups);
    const archives = new Map<Which, string>();
    const backup = await each(towns, async (t) => {
      const started = performance.now();
      const { stdout } = await run('bash', ['deploy/backup.sh', path.join(backups, t.which)], {
        env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: path.join(backups, `${t.which}-data`) },
      });
      const ms = performance.now() - started;
      const archive = stdout.trim().split('\n').at(-1)!;
      archives.set(t.which, archive);
      notes.push(`${t.which}: the backup archive has ${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB`);
      return ms;
    });
    rows.push({ task: 'deploy/backup.sh, the site running (once)', ...backup, target: undefined });
    const restore = await each(towns, async (t) => {
      const archive = archives.get(t.which);
      if (!archive) throw new Error('no backup');
      const restored = t.url.replace(/\/(\w+)$/, '/$1_restored');
      await run('psql', [postgres.url, '-q', '-c', `create database ${t.which}_restored`]);
      const dataDir = tempDir('work-restore');
      dirs.push(dataDir);
      const started = performance.now();
      await run('bash', ['deploy/restore.sh', archive], {
        env: { ...process.env, DATABASE_URL: restored, DATA_DIR: dataDir },
      });
      const ms = performance.now() - started;
      const [before, after] = [await tableCounts(t.url), await tableCounts(restored)];
      const differ = [...before].filter(([table, n]) => after.get(table) !== n).map(([table]) => table);
      const rowsIn = [...before.values()].reduce((a, b) => a + b, 0);
      if (differ.length) throw new Error(`restored, but these tables differ: ${differ.join(', ')}`);
      notes.push(
        `${t.which}: restored into a new empty database, its ${before.size} tables and ${rowsIn.toLocaleString('en-US')} rows as in the source`,
      );
      return ms;
    });
    rows.push({ task: 'deploy/restore.sh into a new empty database (once)', ...restore, target: undefined });
  } catch (error) {
    notes.push(`stopped: ${message(error)}`);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    for (const t of towns) await t.app.close().catch(() => {});
    try {
      postgres.stop();
    } finally {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    }
  }
  out.push('| task | demo | 15 years | ratio | target | |\n|---|---|---|---|---|---|');
  out.push(...rows.map(line));
  out.push('', ...notes.map((n) => `- ${n}`));
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await scaleWorkSection());
