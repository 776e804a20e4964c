import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { HttpError, notFound } from './http-errors.ts';

// A step on an item's way through the office (a case, a defect report): taking it, asking, deciding.
// Not `saveItem`: a step is a transition, not an edit of the item (no revision, no search update),
// and its refusal over a newer version says to look at what is new, not that typed text is kept.

/** How a step's refusals name the item: the sentences differ by the item's grammatical gender. */
export interface StepWords {
  /** 404: "Případ neexistuje." */
  missing: string;
  /** 409 over a newer version: "Případ se mezitím změnil. …" */
  changed: string;
  /** 409 when a colleague took the item first: "Případ mezitím převzal(a)" (the name follows). */
  takenBy: string;
}

/**
 * The item, as the step's transaction locked it (`rows`, a `select … for update`): a 404 when it is
 * gone, a 409 over another version than the clerk saw (naming who took it, when a take came second).
 * Without a version (the resident's answer, which no clerk's view precedes) the step goes over.
 * Gives the row and the version the step writes: this is the one place a step moves it.
 */
export async function lockedForStep<Row extends { version: number; assignedTo: number | null }>(
  tx: Tx,
  rows: PromiseLike<Row[]>,
  step: { version?: number; taking?: { actorId: number }; words: StepWords },
): Promise<{ row: Row; version: number }> {
  const [row] = await rows;
  if (!row) throw notFound(step.words.missing);
  if (step.version !== undefined && row.version !== step.version) {
    const [holder] = row.assignedTo ? await tx.select().from(users).where(eq(users.id, row.assignedTo)) : [];
    throw new HttpError(
      409,
      step.taking && holder && holder.id !== step.taking.actorId
        ? `${step.words.takenBy} ${holder.firstname} ${holder.lastname}.`
        : step.words.changed,
    );
  }
  return { row, version: row.version + 1 };
}
