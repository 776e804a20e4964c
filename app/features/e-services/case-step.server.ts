import { eq } from 'drizzle-orm';
import type { CaseStatus } from '../../../common/cases.ts';
import type { Tx } from '../../../server/db/client.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { caseEvents, cases } from './schema.server.ts';

/** How a step's refusals name a case. */
export const CASE_STEP_WORDS = {
  missing: 'Případ neexistuje.',
  changed: 'Případ se mezitím změnil. Načtěte ho znovu a podívejte se, co je nového.',
  takenBy: 'Případ mezitím převzal(a)',
};

/**
 * A step on a case, the clerk's or the resident's answer, written in the caller's transaction over the
 * case it has locked: the new status (and who handles it), the version moved so that a clerk working
 * on an older one gets the 409, and the step's entry on the timeline. Not `saveItem`: a step is not
 * an edit of an item (no revision, no search update; the caller writes its own audit entry).
 */
export async function writeCaseStep(
  tx: Tx,
  c: { id: string; status: string },
  step: {
    /** The version the step writes, as `lockedForStep` gave it. */
    version: number;
    status: CaseStatus;
    at: Date;
    author: 'office' | 'resident';
    actorId: number;
    message: string | null;
    assignedTo?: number;
    internal?: boolean;
  },
) {
  const updated = await oneRow(
    tx
      .update(cases)
      .set({
        status: step.status,
        ...(step.assignedTo === undefined ? {} : { assignedTo: step.assignedTo }),
        version: step.version,
        updatedAt: step.at,
      })
      .where(eq(cases.id, c.id))
      .returning({ version: cases.version, status: cases.status }),
  );
  const event = await oneRow(
    tx
      .insert(caseEvents)
      .values({
        caseId: c.id,
        at: step.at,
        status: step.status === c.status ? null : step.status,
        message: step.message,
        author: step.author,
        actorId: step.actorId,
        internal: step.internal ?? false,
      })
      .returning({ id: caseEvents.id }),
  );
  return { ...updated, eventId: event.id };
}
