import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { versionsById } from '../../../server/lib/versions.ts';
import { events } from './schema.server.ts';

/** The versions of the events of `ids` still here (an import's check for office edits and deletions). */
export const eventVersions = (ctx: Pick<ServiceContext, 'db'>, ids: readonly number[]) =>
  versionsById(ctx.db, events, events, ids);
