import type { AuditSummary } from '../db/schema/index.ts';
import { audit, lockedForSave } from './audit.ts';
import { notFound } from './http-errors.ts';
import { keepRevision } from './revisions.ts';
import type { Actor, ServiceContext } from './service-context.ts';

// The one save of an item the office edits (an article, a document, a person…): every feature's editor
// goes through `saveItem`, which alone decides an item's version, and keeps its own rules (review,
// scheduling, the notice board's record) in the `write` it hands over.

/** What a save does its work with: the caller's transaction and the request's clock. */
export type TxContext = Pick<ServiceContext, 'db' | 'now'>;

/** How the site search learns of changed items: the feature's source handed to the search hub (the base knows no feature). */
export type Reindex = (ctx: TxContext, ids: number[]) => Promise<void>;

/** One kind of editable item, as the audit log, its refusals and the search know it. */
export interface ItemKind {
  /** Its name in the audit log and the revisions: `article`; the log's actions are `article.created` and `article.updated`. */
  entity: string;
  /** The item as a sentence's subject, for the refusal of a save over a newer version: `Článek`. */
  what: string;
  /** The refusal when the item is not there (404): `Článek neexistuje.` */
  missing: string;
  /** Tells the search of a saved item, for a kind the site search finds. */
  reindex?: Reindex;
}

/** What the feature's write made: the item's id, and what the audit log (and the revisions, where kept) hold of it. */
export interface Written {
  id: number;
  summary: AuditSummary;
  /** The action logged, where it is not the kind's `created`/`updated`. */
  action?: string;
  /** The item's editable fields as saved, for a kind whose versions are kept. */
  revision?: Record<string, unknown>;
}

export interface ItemSave<Before extends { version: number }> {
  /** The item saved over, or null for a new one. */
  id: number | null;
  /** The version the editor opened; without one (a script that does not track them) the save goes over. */
  version: number | undefined;
  /** The item's row, locked for the save (`select … for update`). */
  lock: (id: number) => PromiseLike<Before[]>;
  /**
   * The feature's own rules and its insert (`before` null) or update, writing `version` into the row:
   * 1 for a new item, one more than the locked row's for a change.
   */
  write: (before: Before | null, version: number) => Promise<Written>;
}

/**
 * Saves one item in the caller's transaction: locks it (a 404 when it is gone, a 409 over a newer
 * version), lets the feature write it at the next version, and records the audit entry, the kept
 * revision and the search's update with it, so each exists exactly when the change does. Run it in
 * `publishing`, which forgets the cached public reads once the change is committed.
 */
export async function saveItem<Before extends { version: number }>(
  ctx: TxContext,
  actor: Actor,
  kind: ItemKind,
  save: ItemSave<Before>,
): Promise<{ id: number; version: number }> {
  const before =
    save.id === null
      ? null
      : await lockedForSave(
          ctx,
          { entity: kind.entity, id: save.id, version: save.version, what: kind.what, missing: kind.missing },
          save.lock(save.id),
        );
  const version = before ? before.version + 1 : 1;
  const written = await save.write(before, version);
  await audit(ctx, actor, {
    action: written.action ?? `${kind.entity}.${before ? 'updated' : 'created'}`,
    entity: kind.entity,
    entityId: written.id,
    summary: written.summary,
  });
  if (written.revision)
    await keepRevision(ctx, actor, { entity: kind.entity, entityId: written.id, version, data: written.revision });
  await kind.reindex?.(ctx, [written.id]);
  return { id: written.id, version };
}

/**
 * Deletes one item in the caller's transaction: `remove` deletes its row (`delete … returning`; none is
 * the kind's 404), and the audit entry (`<entity>.deleted`, with the summary of the row that went) and
 * the search's update go with it. What else must go or stay (files, links) is the feature's, around it.
 */
export async function deleteItem<Row>(
  ctx: TxContext,
  actor: Actor,
  kind: ItemKind,
  item: { id: number; remove: () => PromiseLike<Row[]>; summary: (row: Row) => AuditSummary },
): Promise<Row> {
  const row = await oneRow(item.remove(), () => notFound(kind.missing));
  await audit(ctx, actor, {
    action: `${kind.entity}.deleted`,
    entity: kind.entity,
    entityId: item.id,
    summary: item.summary(row),
  });
  await kind.reindex?.(ctx, [item.id]);
  return row;
}

/**
 * A change the public sees, in one transaction; once it is committed, the cached public reads (and the
 * cached pages with them) are forgotten here and in the other instances, so the next visitor sees it.
 * Not before the commit: a read between the two would cache the old content again.
 */
export async function publishing<T>(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'reads'>,
  work: (tx: TxContext) => Promise<T>,
): Promise<T> {
  const done = await ctx.db.transaction((tx) => work({ db: tx, now: ctx.now }));
  ctx.reads?.clear();
  return done;
}

/**
 * The one row a query gives: an insert's or update's `returning`, a lookup by key. None is the
 * `refusal` (a 404 the caller words), or, where a row must be there, an error of the code.
 */
export async function oneRow<T>(rows: PromiseLike<T[]> | T[], refusal?: () => Error): Promise<T> {
  const [row] = await rows;
  if (row !== undefined) return row;
  throw refusal ? refusal() : new Error('The query gave no row where one must be.');
}
