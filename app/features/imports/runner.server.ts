import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isAdmin } from '../../../common/roles.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { workActor } from '../../../server/lib/sessions.ts';
import { acceptDocument } from '../../../server/lib/uploads.ts';
import * as events from '../events/service.server.ts';
import * as media from '../media/service.server.ts';
import * as news from '../news/service.server.ts';
import * as noticeBoard from '../notice-board/service.server.ts';
import * as records from '../records/service.server.ts';
import { remember } from '../redirects/service.server.ts';
import * as shell from '../shell/service.server.ts';
import { type Fetched, fetchFiles, filesOf } from './files.server.ts';
import { importLinks, importOutcomes, importRuns } from './schema.server.ts';
import {
  type ImportOptions,
  type ImportPlan,
  ITEM_KINDS,
  importOptionsSchema,
  type Outcome,
  sourceKind,
} from './schemas.ts';
import { parseApart } from './sources/parse.server.ts';
import type { ParsedSource, SourceItem } from './sources/types.ts';
import {
  categoryTargets,
  check,
  type Env,
  hashOf,
  mappedCategory,
  preview,
  type Stores,
  save,
  sourceCategories,
} from './targets/index.server.ts';

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

type Link = typeof importLinks.$inferSelect;

async function linksOf(ctx: Pick<Ctx, 'db'>, items: SourceItem[]): Promise<Map<string, Link>> {
  const found = new Map<string, Link>();
  for (const kind of Object.keys(ITEM_KINDS)) {
    const keys = items.filter((i) => i.kind === kind).map((i) => i.key);
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await ctx.db
        .select()
        .from(importLinks)
        .where(and(eq(importLinks.kind, kind), inArray(importLinks.key, keys.slice(i, i + 1000))));
      for (const row of rows) found.set(`${row.kind}\n${row.key}`, row);
    }
  }
  return found;
}

/** The item's hashes: of itself, and of its files' list. */
const hashesOf = (item: SourceItem) => ({ hash: hashOf(item), filesHash: hashOf(filesOf(item)) });

/** What a run would do with an item, or did: the dry run and the run decide by this one rule. */
function decide(
  item: SourceItem,
  env: Env,
  link: Link | undefined,
  { hash, filesHash }: ReturnType<typeof hashesOf>,
): { outcome: Outcome; problems: string[] } {
  const problems = check(item, env);
  if (problems.length) return { outcome: 'skipped', problems };
  if (!link) return { outcome: 'created', problems: [] };
  // An item whose files did not all come last time is tried again.
  const same = link.hash === hash && link.filesHash === filesHash;
  return { outcome: same ? 'unchanged' : 'updated', problems: [] };
}

const SAMPLES = 10;

/** The dry run: every item decided as the run will decide it, nothing written. */
export async function planOf(ctx: Ctx, parsed: ParsedSource, env: Env): Promise<ImportPlan> {
  const links = await linksOf(ctx, parsed.items);
  const counts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const kinds: Record<string, number> = {};
  const problems: ImportPlan['problems'] = [];
  const categories = new Map<string, { kind: SourceItem['kind']; items: number }>();
  const samples: ImportPlan['samples'] = [];
  for (const [position, item] of parsed.items.entries()) {
    // A whole site's export is hashed here, a few milliseconds a hundred items: the pages come between.
    if (position % 200 === 199) await nextTurn();
    const { outcome, problems: reasons } = decide(item, env, links.get(`${item.kind}\n${item.key}`), hashesOf(item));
    counts[outcome]++;
    kinds[item.kind] = (kinds[item.kind] ?? 0) + 1;
    if (reasons.length) problems.push({ position, title: item.title, problems: reasons });
    else if (samples.length < SAMPLES) samples.push({ kind: item.kind, title: item.title, ...preview(item) });
    for (const name of sourceCategories(item))
      categories.set(name, { kind: item.kind, items: (categories.get(name)?.items ?? 0) + 1 });
  }
  return {
    counts,
    kinds,
    samples,
    problems: problems.slice(0, 1000),
    categories: [...categories].map(([name, { kind, items }]) => ({
      name,
      items,
      target: mappedCategory(name, kind, env) ?? null,
    })),
    targets: [...new Set(parsed.items.map((i) => i.kind))].flatMap((kind) => categoryTargets(kind, env)),
    ...(parsed.table ? { table: parsed.table } : {}),
  };
}

export class RunStopped extends Error {}

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
  const env = await envFor(work, importOptionsSchema.parse(run.options));
  const parsed = await parseApart(sourceKind.parse(run.source), data, env);
  await ctx.db
    .update(importRuns)
    .set({ state: 'running', startedAt: run.startedAt ?? ctx.now, total: parsed.items.length })
    .where(eq(importRuns.id, runId));

  for (let position = run.done; position < parsed.items.length; position++) {
    const item = parsed.items[position]!;
    const [link] = await ctx.db
      .select()
      .from(importLinks)
      .where(and(eq(importLinks.kind, item.kind), eq(importLinks.key, item.key)));
    const { hash, filesHash } = hashesOf(item);
    const decided = decide(item, env, link, { hash, filesHash });
    const allow = ctx.config.IMPORT_ALLOW_ADDRESSES;
    let fetched: Fetched[] | null = null;
    let known = new Map<string, { id: number; url: string }>();
    if (decided.outcome === 'created' || decided.outcome === 'updated') {
      // A notice's documents belong to it alone and come again when its list changed; a text's
      // pictures and documents are shared, stored once, and only the new ones are downloaded.
      if (item.kind === 'notice' || item.kind === 'record') {
        if (!link || link.filesHash !== filesHash) fetched = await fetchFiles(item, allow, () => false);
      } else {
        known = await knownFiles(
          work,
          filesOf(item).map((f) => f.url),
        );
        fetched = await fetchFiles(item, allow, (url) => known.has(url));
      }
    }
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ done: importRuns.done })
        .from(importRuns)
        .where(eq(importRuns.id, runId))
        .for('update');
      if (current?.done !== position) throw new RunStopped();
      const now = clock();
      const txCtx: Ctx = { ...work, db: tx, now };
      let outcome = decided.outcome;
      let problems = decided.problems;
      let path: string | null = link?.path ?? null;
      if (outcome === 'created' || outcome === 'updated') {
        try {
          const saved = await tx.transaction((itemTx) =>
            saveItem({ ...txCtx, db: itemTx }, env, item, link, fetched, known),
          );
          path = saved.path;
          problems = saved.problems;
          const linkedFiles = saved.complete ? filesHash : '';
          await tx
            .insert(importLinks)
            .values({
              kind: item.kind,
              key: item.key,
              targetId: saved.id,
              hash,
              filesHash: linkedFiles,
              path: saved.path,
              runId,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: [importLinks.kind, importLinks.key],
              set: {
                targetId: saved.id,
                hash,
                filesHash: linkedFiles,
                path: saved.path,
                runId,
                updatedAt: now,
              },
            });
          const old = [item.oldUrl, ...(item.alsoAt ?? [])].flatMap((from) => (from ? [{ from, to: saved.path }] : []));
          await remember(txCtx, old);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          outcome = 'skipped';
          problems = [...new Set(Object.values(error.errors ?? {}).flat())];
          if (!problems.length) problems = [error.message];
        }
      }
      await tx.insert(importOutcomes).values({
        runId,
        position,
        kind: item.kind,
        title: item.title.slice(0, 300),
        outcome,
        path: outcome === 'skipped' ? null : path,
        oldUrl: item.oldUrl,
        problems,
      });
      await tx
        .update(importRuns)
        .set({
          done: position + 1,
          [outcome]: sql`${importRuns[outcome]} + 1`,
          ...(outcome !== 'skipped' && problems.length ? { withProblems: sql`${importRuns.withProblems} + 1` } : {}),
        })
        .where(eq(importRuns.id, runId));
    });
  }
  await ctx.db.update(importRuns).set({ state: 'done', finishedAt: clock() }).where(eq(importRuns.id, runId));
  ctx.reads?.clear();
}

/** The stores of a text's files: pictures into the media library, documents beside the texts. */
function storesOf(ctx: Ctx, known: Map<string, { id: number; url: string }>): Stores {
  const linked = async (kind: 'media' | 'file', url: string, stored: { id: number; url: string }) => {
    await ctx.db
      .insert(importLinks)
      .values({ kind, key: url, targetId: stored.id, hash: '', path: stored.url, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [importLinks.kind, importLinks.key],
        set: { targetId: stored.id, path: stored.url, updatedAt: ctx.now },
      });
    return stored;
  };
  return {
    known,
    async picture(url, file, alt) {
      try {
        const stored = await ctx.db.transaction((tx) => media.upload({ ...ctx, db: tx }, file, alt));
        return await linked('media', url, { id: stored.id, url: stored.url });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        return (
          Object.values(error.errors ?? {})
            .flat()
            .join(' ') || error.message
        );
      }
    },
    async document(url, file) {
      const stored = await acceptDocument(file, ctx.files.media, 'imported');
      return 'error' in stored ? stored.error : linked('file', url, { id: 0, url: stored.url });
    },
  };
}

/** An item saved; an earlier run's item that the office deleted since is made anew. */
async function saveItem(
  ctx: Ctx,
  env: Env,
  item: SourceItem,
  link: Link | undefined,
  fetched: Fetched[] | null,
  known: Map<string, { id: number; url: string }>,
) {
  const stores = storesOf(ctx, known);
  const existing = link ? { id: link.targetId, path: link.path } : null;
  try {
    return await ctx.db.transaction((tx) => save({ ...ctx, db: tx }, env, item, existing, fetched, stores));
  } catch (error) {
    if (!existing || !(error instanceof HttpError) || error.statusCode !== 404) throw error;
  }
  const files = fetched ?? (await fetchFiles(item, ctx.config.IMPORT_ALLOW_ADDRESSES, (url) => known.has(url)));
  return save(ctx, env, item, null, files, stores);
}

/** The files earlier runs brought, by their old address, that are still here. */
async function knownFiles(ctx: Ctx, urls: string[]) {
  const known = new Map<string, { id: number; url: string }>();
  if (!urls.length) return known;
  const rows = await ctx.db
    .select({ kind: importLinks.kind, key: importLinks.key, id: importLinks.targetId, url: importLinks.path })
    .from(importLinks)
    .where(and(inArray(importLinks.kind, ['media', 'file']), inArray(importLinks.key, urls)));
  for (const row of rows) {
    if (!row.url) continue;
    const there =
      row.kind === 'media'
        ? await media.pickedImage(ctx, row.id).then(
            () => true,
            () => false,
          )
        : await ctx.files.media.exists(row.url.replace(/^\/media\//, ''));
    if (there) known.set(row.key, { id: row.id, url: row.url });
  }
  return known;
}
