import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid } from '../../../../server/lib/http-errors.ts';
import type { Actor, ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { lockedForStep } from '../../../../server/lib/workflow-step.ts';
import type { departmentsById } from '../../people/service.server.ts';
import { canDo, DEFECT_STATUS_LABELS, isOpen, NEEDS_MESSAGE, SEEN_BY, statusAfter } from '../flow.ts';
import { tellFollowers } from '../mails.server.ts';
import type { DefectActionInput } from '../office-schemas.ts';
import { defectEvents, defectFollowers, defectReports } from '../schema.server.ts';
import { checkedFixPhoto, removeWritten, saveFixPhoto, type WrittenFiles } from './photos.server.ts';
import { visibleDefect, visibleTo } from './queue.server.ts';

// The steps a clerk takes on a report (issue 60 §3): take it, ask the reporter, answer (for everyone
// or the reporter only), note, hand it to another department, resolve, reject, merge a duplicate into
// its twin, and say what of the reporter's words the public may read. Each goes by the report's way
// (flow.ts), over the version the clerk saw, with its history entry and its audit in one transaction;
// then whoever follows the report is told, once each.

type Report = typeof defectReports.$inferSelect;

const STEP_NAMES = {
  take: 'převzetí',
  ask: 'dotaz',
  answer: 'odpověď',
  note: 'poznámka',
  handoff: 'předání',
  resolve: 'vyřešení',
  reject: 'zamítnutí',
  merge: 'sloučení',
  publish: 'zveřejnění',
} as const;

const NEEDS_TEXT: Partial<Record<DefectActionInput['action'], string>> = {
  ask: 'Napište, na co se oznamovatele ptáte.',
  answer: 'Napište text odpovědi.',
  note: 'Napište text poznámky.',
  reject: 'Napište důvod zamítnutí.',
};

/** The changes a step makes beyond its status, and who is told of it afterwards. */
interface StepPlan {
  set: Partial<typeof defectReports.$inferInsert>;
  /** The report a duplicate goes into: its followers gain the duplicate's. */
  twin?: Report;
}

export async function defectAct(ctx: ServiceContext, id: number, input: DefectActionInput, photo?: UploadedFile) {
  const actor = requireStaff(ctx, 'cases');
  const { action } = input;
  if (NEEDS_MESSAGE.includes(action) && !input.message) throw invalid({ message: [NEEDS_TEXT[action] ?? ''] });
  if (photo && action !== 'resolve') throw invalid({ photo: [FIX_PHOTO_ONLY] });
  const { departments } = await visibleDefect(ctx, id);
  // Checked and re-encoded before the transaction: the report stays locked no longer than it must.
  const fixPhoto = photo ? await checkedFixPhoto(photo) : null;
  const written: WrittenFiles = { uploads: [], media: [] };
  const done = await ctx.db
    .transaction(async (tx) => {
      const { row: r, version } = await lockedForDefectStep(tx, id, input, actor);
      const plan = await planStep(ctx, tx, r, input, departments);
      const status = statusAfter(action, r.status);
      const [updated] = await tx
        .update(defectReports)
        .set({
          ...plan.set,
          status,
          closedAt: isOpen(status) ? null : isOpen(r.status) ? ctx.now : r.closedAt,
          version,
          updatedAt: ctx.now,
        })
        .where(eq(defectReports.id, id))
        .returning({ version: defectReports.version, status: defectReports.status });
      const visibility = action === 'answer' ? input.visibility : SEEN_BY[action];
      await tx.insert(defectEvents).values({
        reportId: id,
        at: ctx.now,
        action,
        status: status === r.status ? null : status,
        message: input.message ?? (plan.twin ? `Sloučeno s hlášením ${plan.twin.number}.` : null),
        visibility,
        author: 'office',
        actorId: actor.id,
      });
      if (plan.twin) await mergeFollowers(tx, r.id, plan.twin.id);
      if (fixPhoto) await saveFixPhoto(ctx, tx, actor, r.id, fixPhoto, written);
      await audit({ db: tx, now: ctx.now }, actor, {
        action: `defect.${action}`,
        entity: 'defect',
        entityId: r.id,
        summary: { status: status === r.status ? r.status : `${r.status} → ${status}` },
      });
      return { before: r, after: updated, visibility, twin: plan.twin };
    })
    .catch(async (error: unknown) => {
      await removeWritten(ctx, written);
      throw error;
    });
  // Followers hear of what they may see: not a note, a publishing, or a colleague taking over.
  const quiet = done.visibility === 'office' || (action === 'take' && done.after?.status === done.before.status);
  if (!quiet)
    await tellFollowers(ctx, {
      reports: done.twin ? [done.before.id, done.twin.id] : [done.before.id],
      number: done.before.number,
      status: done.after?.status === done.before.status ? null : (done.after?.status ?? null),
      message: input.message ?? null,
      audience: done.visibility === 'reporter' ? 'reporter' : 'everyone',
      twin: done.twin?.number ?? null,
    });
  return { version: done.after?.version ?? done.before.version, status: done.after?.status ?? done.before.status };
}

const FIX_PHOTO_ONLY = 'Fotografii opravy lze přiložit jen k vyřešení závady.';

const STEP_WORDS = {
  missing: 'Hlášení neexistuje.',
  changed: 'Hlášení se mezitím změnilo. Načtěte ho znovu a podívejte se, co je nového.',
  takenBy: 'Hlášení mezitím převzal(a)',
};

/** The report, locked for the step (workflow-step.ts), or a 409 in a status the step is not allowed from. */
async function lockedForDefectStep(tx: Tx, id: number, input: DefectActionInput, actor: Actor) {
  const locked = await lockedForStep(
    tx,
    tx.select().from(defectReports).where(eq(defectReports.id, id)).for('update'),
    {
      version: input.version,
      taking: input.action === 'take' ? { actorId: actor.id } : undefined,
      words: STEP_WORDS,
    },
  );
  if (!canDo(input.action, locked.row.status))
    throw new HttpError(
      409,
      `Hlášení ve stavu „${DEFECT_STATUS_LABELS[locked.row.status].label}“ tento krok nedovoluje (${STEP_NAMES[input.action]}).`,
    );
  return locked;
}

/** What the step changes besides the status: who has the report, its department, its twin, its public text. */
async function planStep(
  ctx: ServiceContext,
  tx: Tx,
  r: Report,
  input: DefectActionInput,
  departments: Awaited<ReturnType<typeof departmentsById>>,
): Promise<StepPlan> {
  const actor = requireStaff(ctx, 'cases');
  switch (input.action) {
    case 'take':
      return { set: { assignedTo: actor.id } };
    case 'handoff': {
      const to = [...departments.values()].find((d) => d.slug === input.department);
      if (!to) throw invalid({ department: ['Vyberte odbor, kterému hlášení předáte.'] });
      if (to.id === r.departmentId) throw invalid({ department: ['Hlášení už tento odbor má.'] });
      return { set: { departmentId: to.id, assignedTo: null } };
    }
    case 'merge': {
      const [twin] = input.into
        ? await tx
            .select()
            .from(defectReports)
            .where(and(eq(defectReports.number, input.into.toUpperCase()), visibleTo(ctx, departments)))
            .for('update')
        : [];
      if (!twin) throw invalid({ into: ['Napište číslo hlášení, se kterým toto sloučit (např. Z-2026-0042).'] });
      if (twin.id === r.id) throw invalid({ into: ['Hlášení nelze sloučit samo se sebou.'] });
      if (!isOpen(twin.status) || twin.mergedIntoId !== null)
        throw invalid({ into: [`Hlášení ${twin.number} je už uzavřené; slučte s otevřeným.`] });
      return { set: { mergedIntoId: twin.id }, twin };
    }
    case 'publish':
      return { set: { publicText: input.public_text || null } };
    default:
      return { set: {} };
  }
}

/** The duplicate's followers follow its twin too: each person once, whether by account or by e-mail. */
async function mergeFollowers(tx: Tx, fromId: number, intoId: number) {
  const theirs = await tx.select().from(defectFollowers).where(eq(defectFollowers.reportId, fromId));
  for (const f of theirs) {
    const same = f.userId
      ? eq(defectFollowers.userId, f.userId)
      : sql`lower(${defectFollowers.email}) = lower(${f.email})`;
    const [known] = await tx
      .select({ id: defectFollowers.id })
      .from(defectFollowers)
      .where(and(eq(defectFollowers.reportId, intoId), same));
    if (!known)
      await tx.insert(defectFollowers).values({
        reportId: intoId,
        kind: 'supporter',
        userId: f.userId,
        email: f.email,
        // A guest's link stays with the report they filed; the twin's mails link its public page.
        tokenHash: null,
        confirmedAt: f.confirmedAt,
      });
  }
}
