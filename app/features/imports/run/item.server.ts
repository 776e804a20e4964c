import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { remember } from '../../redirects/service.server.ts';
import { type Fetched, fetchFiles, filesOf } from '../files.server.ts';
import { importLinks, importOutcomes, importRuns } from '../schema.server.ts';
import { KEPT_PROBLEMS, type Outcome } from '../schemas.ts';
import type { SourceItem } from '../sources/types.ts';
import { currentVersions, type Env, fetchProblems, save } from '../targets/index.server.ts';
import {
  type Decision,
  decide,
  expectedVersion,
  hashesOf,
  keptByOffice,
  type Office,
  officeOf,
  partialHash,
} from './decide.server.ts';
import { cameOf, knownFiles, NothingNew, storesOf } from './item-files.server.ts';
import { candidatesOf, fieldHashes, type Link, pick } from './links.server.ts';

// One item of a run: decided, its files downloaded, then saved with its link, its outcome and the run's
// progress in one transaction.

type Ctx = ServiceContext;

export class RunStopped extends Error {}

/** A run under way: what each of its items shares. */
export interface Running {
  ctx: Ctx;
  /** The run's context as the clerk who started it. */
  work: Ctx;
  env: Env;
  runId: number;
  /** The job's clock (see runImport). */
  clock: () => Date;
}

/** An item decided and its files downloaded, before its transaction. */
interface Prepared {
  item: SourceItem;
  link: Link | undefined;
  state: Office | undefined;
  decided: Decision;
  office: 'conflict' | 'deleted' | null;
  writes: boolean | undefined;
  hash: string;
  filesHash: string;
  fetched: Fetched[] | null;
  known: Map<string, { id: number; url: string }>;
}

/** What an item's transaction records of it. */
interface Written {
  outcome: Outcome;
  problems: string[];
  path: string | null;
}

/** The item decided as the dry run decides it, and (to be written) its files downloaded. */
export async function prepared(r: Running, item: SourceItem): Promise<Prepared> {
  const { ctx, work, env, runId, clock } = r;
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
  return { item, link, state, decided, office, writes, hash, filesHash, fetched, known };
}

/** The item's transaction: its save (where it writes), its link, its outcome and the run's progress. */
export async function recorded(r: Running, one: Prepared, position: number): Promise<void> {
  const { ctx, work, env, runId, clock } = r;
  const { item, link, state, decided, office, writes, hash, filesHash } = one;

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
    if (writes) ({ outcome, problems, path } = await written(r, one, txCtx, { outcome, problems, path }));
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

/** The item saved over (or as) what it made before, and its link; or why it was not. */
async function written(r: Running, one: Prepared, txCtx: Ctx, was: Written): Promise<Written> {
  const { env, runId } = r;
  const { item, link, state, decided, writes, hash, filesHash, fetched, known } = one;
  const tx = txCtx.db;
  const now = txCtx.now;
  let { outcome, problems, path } = was;
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
  return { outcome, problems, path };
}
