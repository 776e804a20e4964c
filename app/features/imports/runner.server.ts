import { and, eq } from 'drizzle-orm';
import { isAdmin } from '../../../common/roles.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { workActor } from '../../../server/lib/sessions.ts';
import * as events from '../events/service.server.ts';
import * as news from '../news/service.server.ts';
import * as noticeBoard from '../notice-board/service.server.ts';
import * as records from '../records/service.server.ts';
import * as shell from '../shell/service.server.ts';
import { prepared, type Running, recorded } from './run/item.server.ts';
import { withSource } from './run/links.server.ts';
import { importRuns } from './schema.server.ts';
import { type ImportOptions, importOptionsSchema, sourceKind } from './schemas.ts';
import { parseApart } from './sources/parse.server.ts';
import type { Env } from './targets/index.server.ts';

type Ctx = ServiceContext;

export async function envFor(ctx: Ctx, options: ImportOptions): Promise<Env> {
  const [notice, event, article, record, site] = await Promise.all([
    noticeBoard.categories(ctx),
    events.categories(ctx),
    news.categories(ctx, { page: 1, perPage: 100 }),
    records.listDocumentCategories(ctx),
    shell.site(ctx),
  ]);
  const pair = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });
  return {
    options,
    categories: {
      notice: notice.map(pair),
      event: event.map(pair),
      article: article.rows.map(pair),
      record: record.map(pair),
    },
    office: site.townhall?.office ?? site.townhall?.name ?? 'Obecní úřad',
    ico: site.townhall?.ico ?? '',
  };
}

/**
 * Runs an import from where it stopped (`done`), each item in its own transaction with the item's
 * save, its redirect, its link and the run's progress, under a lock of the run's row: a second worker
 * on the same run (after a crash was presumed) finds the position taken and stops. What the items'
 * files need is downloaded before the transaction.
 */
export async function runImport(ctx: Ctx, runId: number): Promise<void> {
  const [run] = await ctx.db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || (run.state !== 'queued' && run.state !== 'running')) return;
  const fail = async (error: string) => {
    await ctx.db
      .update(importRuns)
      .set({ state: 'failed', error, finishedAt: ctx.now })
      .where(eq(importRuns.id, runId));
  };
  const actor = run.createdBy === null ? null : await workActor(ctx.db, run.createdBy);
  if (!actor || !isAdmin(actor)) return fail('Kdo import spustil, už není správcem webu; spusťte ho znovu.');
  // The job's clock runs on from when it began, as the server's does: a run of hours dates each item's
  // save (its audit entry, its link) when it was made.
  const began = Date.now();
  const clock = () => new Date(ctx.now.getTime() + Date.now() - began);
  const work: Ctx = { ...ctx, actor };
  const data = await ctx.files.uploads.read(run.file);
  if (!data) return fail('Zdrojový soubor importu se ztratil; nahrajte ho znovu.');
  const base = { ...(await envFor(work, importOptionsSchema.parse(run.options))), address: run.address };
  const parsed = await parseApart(sourceKind.parse(run.source), data, base);
  const env = withSource(base, run.sourceName, parsed);
  await ctx.db
    .update(importRuns)
    .set({
      state: 'running',
      startedAt: run.startedAt ?? ctx.now,
      total: parsed.items.length,
      heartbeatAt: clock(),
    })
    .where(eq(importRuns.id, runId));
  const running: Running = { ctx, work, env, runId, clock };
  for (let position = run.done; position < parsed.items.length; position++) {
    const item = parsed.items[position]!;
    await recorded(running, await prepared(running, item), position);
  }
  await ctx.db
    .update(importRuns)
    .set({ state: 'done', finishedAt: clock(), heartbeatAt: clock() })
    .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')));
  ctx.reads?.clear();
}
