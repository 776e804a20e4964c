import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { DownloadError, download } from './fetch.server.ts';
import { RunStopped } from './run/item.server.ts';
import { withSource } from './run/links.server.ts';
import { planOf } from './run/plan.server.ts';
import { envFor, runImport } from './runner.server.ts';
import { importOutcomes, importRuns } from './schema.server.ts';
import {
  type ImportOptions,
  type ImportOutcome,
  type ImportOutcomesQuery,
  type ImportPlan,
  type ImportRun,
  type ImportStart,
  importOptionsSchema,
  importPlanSchema,
  MAX_SOURCE_BYTES,
  OUTCOMES,
  RUN_STATES,
  SOURCE_KINDS,
  SOURCES,
  sourceKind,
} from './schemas.ts';
import { parseApart } from './sources/parse.server.ts';
import { type ParsedSource, SourceRefused } from './sources/types.ts';
import type { Env } from './targets/index.server.ts';

type Row = typeof importRuns.$inferSelect;

/** The sources an import reads. */
export const sourceKinds = SOURCE_KINDS;

const toRun = (row: Row): ImportRun => {
  const plan = importPlanSchema.safeParse(row.plan);
  return {
    id: row.id,
    source: sourceKind.parse(row.source),
    label: row.label,
    title: row.title,
    state: RUN_STATES.find((s) => s === row.state) ?? 'failed',
    options: importOptionsSchema.parse(row.options),
    plan: plan.success ? plan.data : null,
    total: row.total,
    done: row.done,
    result: {
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      skipped: row.skipped,
      conflict: row.conflict,
      deleted: row.deleted,
      with_problems: row.withProblems,
    },
    source_name: row.sourceName,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
};

async function parsed(source: ImportStart['source'], data: Buffer, env: Env, field: 'file' | 'url') {
  try {
    const result: ParsedSource = await parseApart(source, data, env);
    if (!result.items.length)
      throw invalid({ [field]: [`V souboru není žádná položka (${SOURCES[source].name.toLowerCase()}).`] });
    return result;
  } catch (error) {
    if (error instanceof SourceRefused) throw invalid({ [field]: [error.message] });
    throw error;
  }
}

/**
 * A new import, up to its dry run: the source is taken from the file or downloaded from its address,
 * read by its standard (a file that is not what it claims is refused whole, nothing written), and
 * every item decided as the run would decide it. The source is kept for the run.
 */
export async function prepare(ctx: ServiceContext, input: ImportStart, file?: UploadedFile): Promise<{ id: number }> {
  const actor = requireStaff(ctx, 'admin');
  let data: Buffer;
  let label: string;
  let address: string | null = null;
  const field = file ? 'file' : 'url';
  if (file) {
    if (file.truncated || file.data.length > MAX_SOURCE_BYTES)
      throw invalid({ file: [`Soubor může mít nejvýš ${MAX_SOURCE_BYTES / 1024 / 1024} MB.`] });
    data = file.data;
    label = file.filename;
  } else if (input.url) {
    try {
      const got = await download(input.url, { limit: MAX_SOURCE_BYTES, allow: ctx.config.IMPORT_ALLOW_ADDRESSES });
      data = got.data;
      address = got.url;
      label = input.url;
    } catch (error) {
      if (error instanceof DownloadError) throw invalid({ url: [error.message] });
      throw error;
    }
  } else throw invalid({ file: ['Vyberte soubor, nebo zadejte adresu, odkud ho stáhnout.'] });
  if (data.length === 0) throw invalid({ [field]: ['Soubor je prázdný.'] });

  // The register's IČO (given with the file) picks the town's contracts before the file is found empty;
  // relative links in a feed are read against the address it came from.
  const env = { ...(await envFor(ctx, importOptionsSchema.parse({ ico: input.ico }))), address };
  const source = await parsed(input.source, data, env, field);
  const plan = await planOf(ctx, source, withSource(env, input.source_name, source));
  const name = `imports/${randomUUID()}`;
  await ctx.files.uploads.write(name, data);
  const [run] = await ctx.db
    .insert(importRuns)
    .values({
      source: input.source,
      label: label.slice(0, 2000),
      sourceName: input.source_name,
      address,
      file: name,
      title: source.title?.slice(0, 300) ?? null,
      options: env.options,
      plan,
      total: source.items.length,
      createdBy: actor.id,
      createdAt: ctx.now,
    })
    .returning({ id: importRuns.id });
  return { id: run!.id };
}

async function runRow(ctx: Pick<ServiceContext, 'db'>, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!row) throw notFound('Import neexistuje.');
  return row;
}

export async function get(ctx: Pick<ServiceContext, 'db' | 'actor'>, id: number): Promise<ImportRun> {
  requireStaff(ctx, 'admin');
  return toRun(await runRow(ctx, id));
}

export async function list(ctx: Pick<ServiceContext, 'db' | 'actor'>, query: { page: number; perPage: number }) {
  requireStaff(ctx, 'admin');
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select()
      .from(importRuns)
      .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: count() }).from(importRuns),
  );
  return { rows: rows.map(toRun), total };
}

/** The office's mapping for a run still in its dry run; the dry run is made again with it. */
export async function configure(ctx: ServiceContext, id: number, options: ImportOptions): Promise<ImportPlan> {
  requireStaff(ctx, 'admin');
  const row = await runRow(ctx, id);
  if (row.state !== 'checked') throw new HttpError(409, 'Import už běží nebo skončil; jeho volby nejde měnit.');
  const data = await ctx.files.uploads.read(row.file);
  if (!data) throw new HttpError(409, 'Zdrojový soubor importu se ztratil; nahrajte ho znovu.');
  const env = { ...(await envFor(ctx, options)), address: row.address };
  let source: ParsedSource;
  try {
    source = await parseApart(sourceKind.parse(row.source), data, env);
  } catch (error) {
    if (error instanceof SourceRefused) throw invalid({ ico: [error.message] });
    throw error;
  }
  const plan = await planOf(ctx, source, withSource(env, row.sourceName, source));
  await ctx.db.update(importRuns).set({ options, plan }).where(eq(importRuns.id, id));
  return plan;
}

/** Starts a dry-run import: the job queue runs it; the page shows how far it got. */
export async function start(ctx: ServiceContext, id: number): Promise<ImportRun> {
  const actor = requireStaff(ctx, 'admin');
  if (!ctx.jobs) throw new Error('an import needs the job queue');
  const started = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(importRuns)
      .set({ state: 'queued', createdBy: actor.id, error: null })
      .where(and(eq(importRuns.id, id), eq(importRuns.state, 'checked')))
      .returning();
    if (!row) {
      await runRow({ db: tx }, id);
      throw new HttpError(409, 'Import už běží nebo skončil.');
    }
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'import.started',
      entity: 'import',
      entityId: id,
      summary: { source: SOURCES[sourceKind.parse(row.source)].name, file: row.label },
    });
    await securityEvent(
      { ...ctx, db: tx },
      {
        action: 'import.started',
        result: 'success',
        accountId: actor.id,
        asset: `import:${id}`,
        detail: { source: row.source },
      },
    );
    return row;
  });
  await ctx.jobs.send('import', { runId: id });
  return toRun(started);
}

/**
 * Removes imports that stayed at their dry run (one, or many from the list): all or none, an audit
 * entry each. A run that was started is refused and kept: it brought content to the site (or is
 * bringing it now), and its report says what became of each item. The source file goes after the commit.
 */
export async function removeDryRuns(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const actor = requireStaff(ctx, 'admin');
  const wanted = [...new Set(ids)];
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(importRuns).where(inArray(importRuns.id, wanted)).for('update');
    if (rows.length !== wanted.length) throw notFound('Import neexistuje.');
    const name = (row: Row) => `„${row.title ?? row.label}“`;
    const running = rows.filter((row) => row.state === 'queued' || row.state === 'running');
    if (running.length)
      throw new HttpError(
        409,
        `Import, který právě běží, nejde smazat. Týká se: ${running.map(name).join(', ')}. Nic se nesmazalo.`,
      );
    const started = rows.filter((row) => row.state !== 'checked');
    if (started.length)
      throw new HttpError(
        409,
        `Import, který už byl spuštěn, nejde smazat; smazat jde jen zkušební průchod. Týká se: ${started.map(name).join(', ')}. Nic se nesmazalo.`,
      );
    await tx.delete(importOutcomes).where(inArray(importOutcomes.runId, wanted));
    const gone = await tx
      .delete(importRuns)
      .where(and(inArray(importRuns.id, wanted), eq(importRuns.state, 'checked')))
      .returning();
    if (gone.length !== wanted.length) throw new HttpError(409, 'Import se mezitím spustil. Nic se nesmazalo.');
    for (const row of gone)
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'import.deleted',
        entity: 'import',
        entityId: row.id,
        summary: {
          title: row.title ?? row.label,
          source: SOURCES[sourceKind.parse(row.source)].name,
          file: row.label,
        },
      });
    return gone;
  });
  await ctx.files.uploads.remove(removed.map((row) => row.file));
  return { count: removed.length };
}

/**
 * How long a running import may go without a sign of life (each item, and before each item's
 * downloads, renews it) before its process is taken as gone: a command line killed, a server stopped.
 */
export const RUN_LEASE_MS = 15 * 60 * 1000;

const LOST =
  'Proces, který import prováděl, skončil (příkazová řádka byla ukončena nebo server spadl). Co se stihlo, zůstává; spusťte import znovu, hotové položky budou beze změny.';

/**
 * Ends the runs whose process is gone (D26): a run `running` whose lease ran out is failed with the
 * reason, so no run stays "Probíhá" for good. A worker that comes back to it finds it ended and stops
 * (runImport checks the state with each item). A queued run holds no lease: it may wait behind another
 * import for hours. The minute's work and the command line's start call it.
 */
export async function sweep(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<number> {
  const expired = new Date(ctx.now.getTime() - RUN_LEASE_MS);
  const rows = await ctx.db
    .update(importRuns)
    .set({ state: 'failed', error: LOST, finishedAt: ctx.now })
    .where(
      and(
        eq(importRuns.state, 'running'),
        sql`coalesce(${importRuns.heartbeatAt}, ${importRuns.startedAt}, ${importRuns.createdAt}) < ${expired.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: importRuns.id });
  return rows.length;
}

/** A run ended by its process before its end (the command line stopped by a signal, or failing). */
export async function abandon(ctx: Pick<ServiceContext, 'db' | 'now'>, id: number, reason: string): Promise<void> {
  await ctx.db
    .update(importRuns)
    .set({ state: 'failed', error: reason, finishedAt: ctx.now })
    .where(and(eq(importRuns.id, id), inArray(importRuns.state, ['queued', 'running'])));
}

/** The names clerks gave sources before, the newest first: offered again, so a re-import is not another source by a typo. */
export async function sourceNames(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<string[]> {
  requireStaff(ctx, 'admin');
  const rows = await ctx.db
    .select({ name: importRuns.sourceName })
    .from(importRuns)
    .where(sql`${importRuns.sourceName} <> ''`)
    .groupBy(importRuns.sourceName)
    .orderBy(sql`max(${importRuns.createdAt}) desc`)
    .limit(50);
  return rows.map((r) => r.name);
}

/**
 * The runs a stopped server left unfinished, queued again (each start of the server sends them to its
 * workers): a run it was running waits in the queue without a lease, so the time the server was down
 * does not count against it.
 */
export async function unfinished(ctx: Pick<ServiceContext, 'db'>): Promise<number[]> {
  const rows = await ctx.db
    .update(importRuns)
    .set({ state: 'queued' })
    .where(inArray(importRuns.state, ['queued', 'running']))
    .returning({ id: importRuns.id });
  return rows.map((r) => r.id);
}

/** The job's work: the run from where it stopped. Another worker on the same run makes this one stop. */
export async function runJob(ctx: ServiceContext, runId: number): Promise<void> {
  try {
    await runImport(ctx, runId);
  } catch (error) {
    if (error instanceof RunStopped) return;
    if (error instanceof SourceRefused) {
      await ctx.db
        .update(importRuns)
        .set({ state: 'failed', error: error.message, finishedAt: ctx.now })
        .where(eq(importRuns.id, runId));
      return;
    }
    throw error;
  }
}

/** The run's report: what became of each item, by outcome, or only those with a problem. */
export async function outcomes(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  id: number,
  query: ImportOutcomesQuery,
): Promise<{ rows: ImportOutcome[]; total: number }> {
  requireStaff(ctx, 'admin');
  await runRow(ctx, id);
  const where = and(
    eq(importOutcomes.runId, id),
    query.outcome ? eq(importOutcomes.outcome, query.outcome) : undefined,
    query.problems ? sql`cardinality(${importOutcomes.problems}) > 0` : undefined,
  );
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select()
      .from(importOutcomes)
      .where(where)
      .orderBy(importOutcomes.position)
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: count() }).from(importOutcomes).where(where),
  );
  return {
    rows: rows.map((r) => ({
      position: r.position,
      kind: r.kind,
      title: r.title,
      outcome: OUTCOMES.find((o) => o === r.outcome) ?? 'skipped',
      path: r.path,
      old_url: r.oldUrl,
      problems: r.problems,
    })),
    total,
  };
}

/** Options as the command line gives them, checked as the API checks them (a wrong one is an error). */
export const optionsOf = (raw: Record<string, unknown>): ImportOptions => importOptionsSchema.parse(raw);
