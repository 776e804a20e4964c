import { eq } from 'drizzle-orm';
import { pragueToday } from '../../../../common/dates.ts';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import { publishing, saveItem, type TxContext } from '../../../../server/lib/item-save.ts';
import type { Actor, ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { stateOf } from '../board-state.server.ts';
import { recordItem } from '../record.server.ts';
import { noticeItems } from '../schema.server.ts';
import { lockNotice, NOTICE_UNSEARCHED } from './notices.server.ts';

// Taking items down before their time: each removal in the board's record and the audit log, in the
// transaction that makes it. The search keeps them: the archive is searched as the board is.

/** Takes one item down in the caller's transaction: refused unless it is on the board now. */
function takeDownIn(tx: TxContext, actor: Actor, id: number, version?: number) {
  const today = pragueToday(tx.now);
  return saveItem(tx, actor, NOTICE_UNSEARCHED, {
    id,
    version,
    lock: (noticeId) => lockNotice(tx, noticeId),
    write: async (before, next) => {
      if (!before) throw new Error('Only a stored item is taken down.');
      if (stateOf(before, today) !== 'posted')
        throw new HttpError(409, `Sejmout lze jen položku, která je právě vyvěšena; „${before.title}“ není.`);
      await tx.db
        .update(noticeItems)
        .set({ relevantUntil: today, takenDownAt: tx.now, updatedAt: tx.now, version: next })
        .where(eq(noticeItems.id, before.id));
      await recordItem(tx, 'removed', before.id);
      return {
        id: before.id,
        action: 'notice.taken-down',
        summary: { title: before.title, relevant_until: `${before.relevantUntil ?? '—'} → ${today}` },
      };
    },
  });
}

/**
 * Takes an item down now: it leaves the board at once for the archive, and today, the last day it
 * hung, becomes its relevant-until day. An item not yet posted, or already in the archive, cannot be
 * taken down.
 */
export async function takeDown(ctx: ServiceContext, id: number, version?: number): Promise<{ version: number }> {
  const actor = requireStaff(ctx, 'notice-board');
  const done = await publishing(ctx, (tx) => takeDownIn(tx, actor, id, version));
  return { version: done.version };
}

/** Takes many items down now, all or none: each one's removal in the board's record and the audit log. */
export async function takeDownMany(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const actor = requireStaff(ctx, 'notice-board');
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await publishing(ctx, async (tx) => {
    for (const id of unique) await takeDownIn(tx, actor, id);
  });
  return { count: unique.length };
}
