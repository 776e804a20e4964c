import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isAdmin } from '../../../common/roles.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { versionAt } from '../../../server/lib/revisions.ts';
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
import { absolute } from './addresses.ts';
import { type Fetched, fetchFiles, filesOf } from './files.server.ts';
import { importLinks, importOutcomes, importRuns } from './schema.server.ts';
import {
  FIELD_NAMES,
  type ImportOptions,
  type ImportPlan,
  ITEM_KINDS,
  importOptionsSchema,
  KEPT_PROBLEMS,
  type Outcome,
  sourceKind,
} from './schemas.ts';
import { parseApart } from './sources/parse.server.ts';
import type { ParsedSource, SourceItem } from './sources/types.ts';
import {
  categoryTargets,
  check,
  currentVersions,
  type Env,
  entityOf,
  fetchProblems,
  hashOf,
  mappedCategory,
  preview,
  type Saved,
  type Stores,
  save,
  sourceCategories,
} from './targets/index.server.ts';
import { pageParent } from './targets/page.server.ts';

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

/**
 * Whose items a run's are (import_links.source): the name the clerk gave the source, else the name
 * the source gives itself (a WordPress blog's address), else none (a feed's guids, a board's IRIs).
 */
export const sourceOf = (sourceName: string, parsed: Pick<ParsedSource, 'origin'>) =>
  sourceName.trim() || parsed.origin || '';

const fieldsSchema = z.record(z.string(), z.string());

/** Each field's hash as imported: a later dry run names the fields that changed since. */
export function fieldHashes(item: SourceItem): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name === 'problems' || name === 'notes' || name === 'key') continue;
    hashes[name] = hashOf(value ?? null).slice(0, 16);
  }
  return hashes;
}

/** The fields (in the clerk's words) that differ from what the link's run imported; none known: empty. */
function changedFields(link: Link, item: SourceItem, filesHash: string): string[] {
  const before = fieldsSchema.safeParse(link.fields);
  const names: string[] = [];
  if (before.success) {
    const now = fieldHashes(item);
    for (const name of new Set([...Object.keys(before.data), ...Object.keys(now)]))
      if (before.data[name] !== now[name]) names.push(FIELD_NAMES[name] ?? name);
  }
  if (link.filesHash !== filesHash && !names.includes(FIELD_NAMES.files ?? 'soubory'))
    names.push(FIELD_NAMES.files ?? 'soubory');
  return names;
}

/**
 * Whether the link found by an item's key is that item. A source that names itself by its site (a
 * WordPress blog) numbers its items only within the file it was exported to: two exports claiming one
 * blog reuse the ids for different posts (the theme test data's "WP 6.1 Font size scale" and "Search"
 * are both post 163). One whose old address and title both differ is another item, not an update.
 */
function sameItem(link: Link, item: SourceItem, env: Env): boolean {
  // Keys that say themselves whose they are (guids, IRIs), or a source the clerk named, are trusted.
  if (!env.origin || (link.source !== '' && link.source !== env.origin)) return true;
  if (!link.oldUrl || !item.oldUrl || link.oldUrl === item.oldUrl) return true;
  const before = fieldsSchema.safeParse(link.fields);
  return before.success && before.data.title === fieldHashes(item).title;
}

/**
 * The item's link: its source's; else, where the clerk named the source, the one the file's own name for
 * itself (its blog) has; else one written before sources were told apart. The last two only where they
 * are the item (sameItem).
 */
interface Found {
  link?: Link;
  /** Its source's link of the same key, of another item. */
  clash?: Link;
}

function pick(candidates: Link[] | undefined, item: SourceItem, env: Env): Found {
  const source = env.source ?? '';
  const own = candidates?.find((l) => l.source === source);
  if (own) return sameItem(own, item, env) ? { link: own } : { clash: own };
  for (const other of [env.origin, ''].filter((s) => s !== undefined && s !== source)) {
    const earlier = candidates?.find((l) => l.source === other);
    if (earlier && sameItem(earlier, item, env)) return { link: earlier };
  }
  return {};
}

async function candidatesOf(ctx: Pick<Ctx, 'db'>, env: Env, items: SourceItem[]): Promise<Map<string, Link[]>> {
  const found = new Map<string, Link[]>();
  const sources = [...new Set([env.source ?? '', env.origin ?? '', ''])];
  for (const kind of Object.keys(ITEM_KINDS)) {
    const keys = items.filter((i) => i.kind === kind).map((i) => i.key);
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await ctx.db
        .select()
        .from(importLinks)
        .where(
          and(
            eq(importLinks.kind, kind),
            inArray(importLinks.source, sources),
            inArray(importLinks.key, keys.slice(i, i + 1000)),
          ),
        );
      for (const row of rows) {
        const at = `${row.kind}\n${row.key}`;
        found.set(at, [...(found.get(at) ?? []), row]);
      }
    }
  }
  return found;
}

/**
 * The item's hashes: of itself (a page's with the page here its parent became, so a page put at the top
 * for want of its parent goes under it once the parent comes), and of its files' list.
 */
async function hashesOf(ctx: Ctx, env: Env, item: SourceItem) {
  const parent = item.kind === 'page' && item.parentKey ? await pageParent(ctx, env, item) : undefined;
  return { hash: hashOf(parent === undefined ? item : [item, parent]), filesHash: hashOf(filesOf(item)) };
}
type Hashes = Awaited<ReturnType<typeof hashesOf>>;

/** The files' hash of an item whose files did not all come: which did, so a run that brings no new one is "unchanged". */
const partialHash = (came: string[]) => `partial:${hashOf([...new Set(came)].sort())}`;

interface Decision {
  /** What the source asks; the office's edit or deletion is found after (keptByOffice). */
  outcome: Exclude<Outcome, 'conflict' | 'deleted'>;
  problems: string[];
  /** Unchanged in its source, but some of its files did not come last time: they are tried again. */
  retry?: boolean;
}

/** What a run would do with an item, or did: the dry run and the run decide by this one rule. */
function decide(item: SourceItem, env: Env, { link, clash }: Found, { hash, filesHash }: Hashes): Decision {
  const problems = check(item, env);
  if (problems.length) return { outcome: 'skipped', problems };
  if (clash)
    return {
      outcome: 'skipped',
      problems: [
        `Stejné číslo položky (${item.key}) má už dříve importovaná jiná položka${clash.oldUrl ? ` z adresy ${clash.oldUrl}` : ''}${clash.path ? ` (nyní ${clash.path})` : ''}: soubor zřejmě pochází z jiného webu se stejnou adresou. Aby ji nepřepsala, zadejte při importu vlastní název zdroje.`,
      ],
    };
  if (!link) return { outcome: 'created', problems: [] };
  if (link.hash !== hash) return { outcome: 'updated', problems: [] };
  if (link.filesHash === filesHash) return { outcome: 'unchanged', problems: [] };
  // An item whose files did not all come last time is tried again; until one comes, it is unchanged.
  return { outcome: 'unchanged', problems: [], retry: true };
}

/** What the office did to a linked item since the import last wrote it, and the version that left it at. */
interface Office {
  state: 'deleted' | 'edited' | null;
  /** The version the import left the item at: a save over it expects it (the feature's 409 if newer). */
  left: number | null;
  /** Its version now (null: deleted). */
  current: number | null;
}

/**
 * The office's part in linked items, in one query per kind. The version an import left is kept with its
 * link; for a link written before that, it is the newest revision kept by the time of the link's save.
 */
async function officeOf(
  ctx: Ctx,
  linked: readonly { item: SourceItem; link: Link }[],
): Promise<Map<Link['id'], Office>> {
  const current = await currentVersions(
    ctx,
    linked.map(({ item, link }) => ({ item, id: link.targetId })),
  );
  const offices = new Map<Link['id'], Office>();
  for (const [at, { item, link }] of linked.entries()) {
    const now = current[at] ?? null;
    const left = link.version ?? (await versionAt(ctx, entityOf(item), link.targetId, link.updatedAt)) ?? now;
    offices.set(link.id, { state: now === null ? 'deleted' : left !== now ? 'edited' : null, left, current: now });
  }
  return offices;
}

/**
 * What the office's part makes of the source's: an item deleted here stays deleted; one edited here
 * that the source changes too is kept and reported as a conflict, unless the clerk chose the source's
 * (options.edited); one the source left as it was keeps the office's edit without a word.
 */
function keptByOffice(decided: Decision, office: Office | undefined, env: Env): 'conflict' | 'deleted' | null {
  if (!office || decided.outcome === 'skipped') return null;
  if (office.state === 'deleted') return 'deleted';
  if (office.state !== 'edited' || !(decided.outcome === 'updated' || decided.retry)) return null;
  return env.options.edited === 'source' ? null : 'conflict';
}

/** The version a save over the item expects: the one the import left, or the office's where the source wins. */
const expectedVersion = (office: Office | undefined, env: Env) =>
  (env.options.edited === 'source' ? office?.current : office?.left) ?? null;

const SAMPLES = 10;

/** The run's env with whose items they are: the clerk's name for the source, or the source's own. */
export const withSource = (env: Env, sourceName: string, parsed: ParsedSource): Env => ({
  ...env,
  origin: parsed.origin ?? '',
  source: sourceOf(sourceName, parsed),
});

/**
 * The dry run: every item decided as the run will decide it, nothing written. An item the run would
 * change is named with the fields that differ; one the office edited or deleted since is named as kept.
 */
export async function planOf(ctx: Ctx, parsed: ParsedSource, env: Env): Promise<ImportPlan> {
  const candidates = await candidatesOf(ctx, env, parsed.items);
  const counts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const kept = { conflict: 0, deleted: 0 };
  const changes: ImportPlan['changes'] = [];
  const kinds: Record<string, number> = {};
  const problems: ImportPlan['problems'] = [];
  const notes: NonNullable<ImportPlan['notes']> = [];
  const categories = new Map<string, { kind: SourceItem['kind']; items: number }>();
  const samples: ImportPlan['samples'] = [];
  const founds = parsed.items.map((item) => pick(candidates.get(`${item.kind}\n${item.key}`), item, env));
  const linked = parsed.items.flatMap((item, at) => {
    const link = founds[at]?.link;
    return link ? [{ item, link }] : [];
  });
  const offices = await officeOf(ctx, linked);
  for (const [position, item] of parsed.items.entries()) {
    // A whole site's export is hashed here, a few milliseconds a hundred items: the pages come between.
    if (position % 200 === 199) await nextTurn();
    const found = founds[position] ?? {};
    const hashes = await hashesOf(ctx, env, item);
    const decided = decide(item, env, found, hashes);
    const { outcome, problems: reasons } = decided;
    const office = keptByOffice(decided, found.link && offices.get(found.link.id), env);
    if (found.link && (office || outcome === 'updated')) {
      if (changes.length < 1000)
        changes.push({
          position,
          kind: item.kind,
          title: item.title,
          outcome: office ?? 'updated',
          path: office === 'deleted' ? null : found.link.path,
          fields: changedFields(found.link, item, hashes.filesHash),
        });
    }
    if (office) kept[office]++;
    else counts[outcome]++;
    kinds[item.kind] = (kinds[item.kind] ?? 0) + 1;
    if (reasons.length) problems.push({ position, title: item.title, problems: reasons });
    else if (item.notes.length) notes.push({ position, title: item.title, notes: item.notes });
    else if (samples.length < SAMPLES) samples.push({ kind: item.kind, title: item.title, ...preview(item) });
    for (const name of sourceCategories(item))
      categories.set(name, { kind: item.kind, items: (categories.get(name)?.items ?? 0) + 1 });
  }
  return {
    counts,
    kept,
    changes,
    kinds,
    samples,
    problems: problems.slice(0, 1000),
    notes: notes.slice(0, 1000),
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

  for (let position = run.done; position < parsed.items.length; position++) {
    const item = parsed.items[position]!;
    const candidates = await candidatesOf(ctx, env, [item]);
    const found = pick(candidates.get(`${item.kind}\n${item.key}`), item, env);
    const { link } = found;
    const { hash, filesHash } = await hashesOf(work, env, item);
    const decided = decide(item, env, found, { hash, filesHash });
    const state = link && (await officeOf(work, [{ item, link }])).get(link.id);
    const office = keptByOffice(decided, state, env);
    const writes = !office && (decided.outcome === 'created' || decided.outcome === 'updated' || decided.retry);
    const renew = () =>
      ctx.db
        .update(importRuns)
        .set({ heartbeatAt: clock() })
        .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')));
    // The lease is renewed before the item's downloads and with each file, which may take the longest.
    await renew();
    const allow = ctx.config.IMPORT_ALLOW_ADDRESSES;
    let fetched: Fetched[] | null = null;
    let known = new Map<string, { id: number; url: string }>();
    if (writes) {
      // A notice's documents belong to it alone and come again when its list changed; a text's
      // pictures and documents are shared, stored once, and only the new ones are downloaded.
      if (item.kind === 'notice' || item.kind === 'record') {
        if (!link || link.filesHash !== filesHash) fetched = await fetchFiles(item, allow, () => false, renew);
      } else {
        known = await knownFiles(
          work,
          filesOf(item).map((f) => f.url),
        );
        fetched = await fetchFiles(item, allow, (url) => known.has(url), renew);
      }
    }
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ done: importRuns.done, state: importRuns.state })
        .from(importRuns)
        .where(eq(importRuns.id, runId))
        .for('update');
      // Another worker took this item, or the run was given up as lost (its lease ran out).
      if (current?.done !== position || current.state !== 'running') throw new RunStopped();
      const now = clock();
      const txCtx: Ctx = { ...work, db: tx, now };
      let outcome: Outcome = office ?? decided.outcome;
      const accepted = office === 'conflict' && env.options.edited === 'accept';
      let problems = office ? [KEPT_PROBLEMS[accepted ? 'accepted' : office]] : decided.problems;
      let path: string | null = office === 'deleted' ? null : (link?.path ?? null);
      // Files tried again that failed again: nothing new to write, the item stays as it is (D27).
      const retried = decided.retry && fetched ? cameOf(item, known, fetched, new Set()) : null;
      if (writes && retried && link && partialHash(retried) === link.filesHash) {
        problems = fetchProblems(fetched).problems;
      } else if (writes) {
        try {
          const refused = new Set<string>();
          const saved = await tx.transaction(async (itemTx) => {
            const itemCtx = { ...txCtx, db: itemTx };
            const existing = link ? { id: link.targetId, path: link.path, version: expectedVersion(state, env) } : null;
            const done = await save(itemCtx, env, item, existing, fetched, storesOf(itemCtx, known, refused));
            const came = done.complete ? null : cameOf(item, known, fetched ?? [], refused);
            // Saved over itself with not one more file: rolled back, so no version is added for nothing.
            if (decided.retry && came && link && partialHash(came) === link.filesHash) throw new NothingNew(done);
            const [version] = await currentVersions(itemCtx, [{ item, id: done.id }]);
            return { ...done, came, version: version ?? null };
          });
          outcome = decided.retry ? 'updated' : decided.outcome;
          path = saved.path;
          problems = saved.problems;
          const linked = {
            // A link keeps the source it was found under, but one from before sources were told apart.
            source: link?.source || env.source || '',
            targetId: saved.id,
            hash,
            filesHash: saved.came ? partialHash(saved.came) : filesHash,
            path: saved.path,
            runId,
            version: saved.version,
            fields: fieldHashes(item),
            oldUrl: item.oldUrl,
            updatedAt: now,
          };
          // A link written before sources were told apart becomes its source's.
          if (link) await tx.update(importLinks).set(linked).where(eq(importLinks.id, link.id));
          else await tx.insert(importLinks).values({ kind: item.kind, key: item.key, ...linked });
          const old = [item.oldUrl, ...(item.alsoAt ?? [])].flatMap((from) => (from ? [{ from, to: saved.path }] : []));
          await remember(txCtx, old);
        } catch (error) {
          if (error instanceof NothingNew) {
            outcome = 'unchanged';
            problems = error.saved.problems;
          } else if (link && error instanceof HttpError && error.statusCode === 409) {
            // Saved in the office while its files downloaded: the office's version is kept.
            outcome = 'conflict';
            problems = [KEPT_PROBLEMS.conflict];
          } else if (link && error instanceof HttpError && error.statusCode === 404) {
            // Deleted in the office between the check and the save: it stays deleted.
            outcome = 'deleted';
            problems = [KEPT_PROBLEMS.deleted];
            path = null;
          } else {
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            outcome = 'skipped';
            problems = [...new Set(Object.values(error.errors ?? {}).flat())];
            if (!problems.length) problems = [error.message];
          }
        }
      }
      // A link from before versions were kept learns the one the import left, once. The source's
      // change the clerk took as seen (accepted) is the link's: reported again only when it changes again.
      if (!writes && link && (accepted || (link.version === null && state?.left)))
        await tx
          .update(importLinks)
          .set({
            version: state?.left ?? null,
            ...(accepted ? { hash, filesHash, fields: fieldHashes(item), updatedAt: now } : {}),
          })
          .where(eq(importLinks.id, link.id));
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
          heartbeatAt: now,
          [outcome]: sql`${importRuns[outcome]} + 1`,
          ...(outcome !== 'skipped' && problems.length ? { withProblems: sql`${importRuns.withProblems} + 1` } : {}),
        })
        .where(eq(importRuns.id, runId));
    });
  }
  await ctx.db
    .update(importRuns)
    .set({ state: 'done', finishedAt: clock(), heartbeatAt: clock() })
    .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')));
  ctx.reads?.clear();
}

/** A save of files tried again that brought none: rolled back. */
class NothingNew extends Error {
  readonly saved: Saved;

  constructor(saved: Saved) {
    super('nothing new');
    this.saved = saved;
  }
}

/** The files of an item that are here: stored by earlier runs, or downloaded now and not refused. */
function cameOf(item: SourceItem, known: ReadonlyMap<string, unknown>, fetched: Fetched[], refused: Set<string>) {
  const downloaded = new Set(fetched.flatMap((f) => ('file' in f ? [f.url] : [])));
  return filesOf(item)
    .map((f) => absolute(f.url, item.oldUrl) ?? f.url)
    .filter((url) => (known.has(url) || downloaded.has(url)) && !refused.has(url));
}

/** The stores of a text's files: pictures into the media library, documents beside the texts. */
function storesOf(ctx: Ctx, known: Map<string, { id: number; url: string }>, refused: Set<string>): Stores {
  const linked = async (kind: 'media' | 'file', url: string, stored: { id: number; url: string }) => {
    await ctx.db
      .insert(importLinks)
      .values({ kind, key: url, targetId: stored.id, hash: '', path: stored.url, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [importLinks.kind, importLinks.source, importLinks.key],
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
        refused.add(url);
        return (
          Object.values(error.errors ?? {})
            .flat()
            .join(' ') || error.message
        );
      }
    },
    async document(url, file) {
      const stored = await acceptDocument(file, ctx.files.media, 'imported');
      if ('error' in stored) {
        refused.add(url);
        return stored.error;
      }
      return linked('file', url, { id: 0, url: stored.url });
    },
  };
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
