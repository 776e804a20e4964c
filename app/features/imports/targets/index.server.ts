import { HttpError } from '../../../../server/lib/http-errors.ts';
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

/** A register's row as its editor opens it, with its version. */
function recordVersion(ctx: ServiceContext, item: RecordItem, id: number): Promise<{ version: number }> {
  switch (item.recordKind) {
    case 'documents':
      return records.documentGet(ctx, id);
    case 'contracts':
      return records.contractGet(ctx, id);
    case 'decrees':
      return records.decreeGet(ctx, id);
    case 'newsletter':
      return records.magazineGet(ctx, id);
  }
}

/**
 * The version of what an item became here, as its feature keeps it (raised by every save, the office's
 * and the import's); null when it is gone (deleted in the office).
 */
export async function versionOf(ctx: ServiceContext, item: SourceItem, id: number): Promise<number | null> {
  try {
    switch (item.kind) {
      case 'notice':
        return (await noticeBoard.adminGet(ctx, id)).version;
      case 'article':
        return (await news.adminGet(ctx, id)).version;
      case 'event':
        return (await events.adminGet(ctx, id)).version;
      case 'page':
        return (await pages.pageGet(ctx, id)).version;
      case 'record':
        return (await recordVersion(ctx, item, id)).version;
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
