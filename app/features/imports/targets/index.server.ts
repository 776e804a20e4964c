import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import * as events from '../../events/service.server.ts';
import * as news from '../../news/service.server.ts';
import * as noticeBoard from '../../notice-board/service.server.ts';
import * as pages from '../../pages/service.server.ts';
import * as records from '../../records/service.server.ts';
import type { RecordItem, SourceItem } from '../sources/types.ts';
import { checkArticle, previewArticle, saveArticle } from './article.server.ts';
import type { Env, SaveItem } from './common.server.ts';
import { checkEvent, previewEvent, saveEvent } from './event.server.ts';
import { checkNotice, previewNotice, saveNotice } from './notice.server.ts';
import { checkPage, previewPage, savePage } from './page.server.ts';
import { checkRecord, previewRecord, saveRecord } from './record.server.ts';

export {
  categoryTargets,
  type Env,
  fetchProblems,
  hashOf,
  mappedCategory,
  type Saved,
  type Stores,
  sourceCategories,
} from './common.server.ts';

/** Why an item cannot be imported, in the words its editor would show; none: it can. */
export function check(item: SourceItem, env: Env): string[] {
  if (item.problems.length) return item.problems;
  switch (item.kind) {
    case 'notice':
      return checkNotice(item, env);
    case 'article':
      return checkArticle(item, env);
    case 'event':
      return checkEvent(item, env);
    case 'page':
      return checkPage(item);
    case 'record':
      return checkRecord(item, env);
  }
}

/** A one-line preview of an item for the dry run. */
export function preview(item: SourceItem): { date: string | null; summary: string } {
  switch (item.kind) {
    case 'notice':
      return previewNotice(item);
    case 'article':
      return previewArticle(item);
    case 'event':
      return previewEvent(item);
    case 'page':
      return previewPage(item);
    case 'record':
      return previewRecord(item);
  }
}

/** Saves an item through its feature, in the caller's transaction (`ctx.db`). */
export const save: SaveItem<SourceItem> = (ctx, env, item, existing, files, stores) => {
  switch (item.kind) {
    case 'notice':
      return saveNotice(ctx, env, item, existing, files, stores);
    case 'article':
      return saveArticle(ctx, env, item, existing, files, stores);
    case 'event':
      return saveEvent(ctx, env, item, existing, files, stores);
    case 'page':
      return savePage(ctx, env, item, existing, files, stores);
    case 'record':
      return saveRecord(ctx, env, item, existing, files, stores);
  }
};

/** The kind of item in the revisions and the audit log that an item becomes here. */
export function entityOf(item: SourceItem): string {
  if (item.kind === 'record') return RECORD_ENTITIES[item.recordKind];
  return item.kind;
}

const RECORD_ENTITIES: Record<RecordItem['recordKind'], string> = {
  documents: 'document',
  contracts: 'contract',
  decrees: 'decree',
  newsletter: 'magazine',
};

/** The versions of a kind's items of `ids` still here, as their feature keeps them. */
function versionsOfKind(ctx: ServiceContext, entity: string, ids: number[]): Promise<Map<number, number>> {
  switch (entity) {
    case 'notice':
      return noticeBoard.noticeVersions(ctx, ids);
    case 'article':
      return news.articleVersions(ctx, ids);
    case 'event':
      return events.eventVersions(ctx, ids);
    case 'page':
      return pages.pageVersions(ctx, ids);
    case 'document':
      return records.recordVersions(ctx, 'documents', ids);
    case 'contract':
      return records.recordVersions(ctx, 'contracts', ids);
    case 'decree':
      return records.recordVersions(ctx, 'decrees', ids);
    default:
      return records.recordVersions(ctx, 'newsletter', ids);
  }
}

/**
 * The versions of what items became here (raised by every save, the office's and the import's), in one
 * query per kind; an item deleted in the office since has none (null).
 */
export async function currentVersions(
  ctx: ServiceContext,
  targets: readonly { item: SourceItem; id: number }[],
): Promise<(number | null)[]> {
  const byEntity = new Map<string, number[]>();
  for (const { item, id } of targets) byEntity.set(entityOf(item), [...(byEntity.get(entityOf(item)) ?? []), id]);
  const found = new Map<string, Map<number, number>>();
  for (const [entity, ids] of byEntity) found.set(entity, await versionsOfKind(ctx, entity, ids));
  return targets.map(({ item, id }) => found.get(entityOf(item))?.get(id) ?? null);
}
