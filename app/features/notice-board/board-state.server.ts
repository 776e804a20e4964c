import { and, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { archiveTime, noticeItems } from './schema.server.ts';

/**
 * Where an item is, from its dates, whether it was taken down early and today's date in Prague: on
 * the board from the day it is posted through its relevant-until day, in the archive from the next
 * day or from the moment it was taken down, and nowhere before it is posted. Nothing has to run.
 */
export type BoardState = 'upcoming' | 'posted' | 'archived';

export function stateOf(
  item: { postedOn: string; relevantUntil: string | null; takenDownAt: Date | null },
  today: string,
): BoardState {
  if (item.postedOn > today) return 'upcoming';
  if (item.takenDownAt || (item.relevantUntil !== null && item.relevantUntil < today)) return 'archived';
  return 'posted';
}

/** Relevant through today or with no last day: as `archiveTime`, so that the archive's index finds the few on the board among the years. */
export const onBoard = (today: string): SQL =>
  and(
    lte(noticeItems.postedOn, today),
    sql`${archiveTime(noticeItems)} >= ${today}::date`,
    isNull(noticeItems.takenDownAt),
  )!;

export const inArchive = (today: string): SQL =>
  or(lt(noticeItems.relevantUntil, today), isNotNull(noticeItems.takenDownAt))!;

export const upcoming = (today: string): SQL => sql`${noticeItems.postedOn} > ${today}`;

export const inState = (state: BoardState, today: string): SQL =>
  state === 'upcoming' ? upcoming(today) : state === 'archived' ? inArchive(today) : onBoard(today);
