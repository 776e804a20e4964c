import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { Tx } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { auditAs } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { officeNoticeMail } from '../../../server/lib/staff-notice.ts';
import { hashToken } from '../../../server/lib/tokens.ts';
import { lockedForStep } from '../../../server/lib/workflow-step.ts';
import { canReopen, DEFECT_STATUS_LABELS, type DefectStatus, REOPEN_DAYS, REPORTER_ACTIONS } from './flow.ts';
import { tellFollowers } from './mails.server.ts';
import {
  type ReporterDefect,
  type ReporterReopenInput,
  type ReporterReplyInput,
  type ReporterStepResult,
  reporterMessages,
  type SatisfactionInput,
} from './reporter-schemas.ts';
import { rowLinkId, rowLinkMatches } from './row-links.server.ts';
import { defectCategories, defectEvents, defectFollowers, defectReports } from './schema.server.ts';

// The reporter after filing (issue 60): their report with the history meant for them, and what they
// may do — answer the office's question, reopen a closed report within 30 days, say whether they
// are satisfied. A signed-in resident finds their reports by number among their own; a guest by the
// link mailed to confirm the report, whose token's hash the reporter's follower row keeps.

type Report = typeof defectReports.$inferSelect;

/** How the reporter is known: their account and the report's number, or the guest's token. */
export type ReporterKey = { number: string } | { token: string };

/** A guest's steps: this many an hour from one address, and on one report. */
const GUEST_PER_IP = 60;
const GUEST_PER_REPORT = 20;

const FINISHED: readonly DefectStatus[] = ['vyreseno', 'zamitnuto'];

/** The report and whether its reporter confirmed it, or a 404 for a report that is not theirs. */
async function findOwn(ctx: Pick<ServiceContext, 'db' | 'actor'>, key: ReporterKey) {
  if ('number' in key) {
    const userId = requireActor(ctx).id;
    const [row] = await ctx.db
      .select({ id: defectReports.id, confirmedAt: defectReports.confirmedAt })
      .from(defectReports)
      .where(and(eq(defectReports.number, key.number), eq(defectReports.reporterUserId, userId)));
    if (!row) throw notFound();
    return { id: row.id, confirmed: row.confirmedAt !== null, guest: false };
  }
  // The token mailed to confirm the report, or the row link of the mails after it (row-links.server.ts).
  const rowId = rowLinkId(key.token);
  const [row] = await ctx.db
    .select({
      id: defectReports.id,
      confirmedAt: defectReports.confirmedAt,
      follower: defectFollowers.confirmedAt,
      key: defectFollowers.tokenHash,
    })
    .from(defectFollowers)
    .innerJoin(defectReports, eq(defectReports.id, defectFollowers.reportId))
    .where(
      and(
        rowId === null ? eq(defectFollowers.tokenHash, hashToken(key.token)) : eq(defectFollowers.id, rowId),
        eq(defectFollowers.kind, 'reporter'),
      ),
    );
  if (!row || (rowId !== null && !rowLinkMatches('follow', key.token, rowId, row.key))) throw notFound();
  return { id: row.id, confirmed: row.confirmedAt !== null && row.follower !== null, guest: true };
}

/** The last Prague day a closed report may be reopened, or null while it is open or cannot be. */
function reopenUntil(r: Report): string | null {
  if (!FINISHED.includes(r.status) || !r.closedAt) return null;
  return addDays(pragueToday(r.closedAt), REOPEN_DAYS);
}

/** What the reporter may do now, in the report's status on the day. */
function actionsOf(r: Report, confirmed: boolean, today: string) {
  const closedOn = r.closedAt ? pragueToday(r.closedAt) : null;
  return {
    reply: confirmed && r.status === 'ceka-na-doplneni',
    reopen: confirmed && closedOn !== null && canReopen(r.status, closedOn, today),
    satisfaction: confirmed && FINISHED.includes(r.status),
  };
}

/** The reporter's view of their report: a 404 for anyone else's, and for an unknown link. */
export async function reporterDefect(ctx: ServiceContext, key: ReporterKey): Promise<ReporterDefect> {
  const own = await findOwn(ctx, key);
  const [found] = await ctx.db
    .select({ report: defectReports, category: defectCategories.name })
    .from(defectReports)
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(eq(defectReports.id, own.id));
  if (!found) throw notFound();
  const { report: r, category } = found;
  // Notes for the office stay there; the reporter reads the public steps and those meant for them.
  const [events, twin] = await Promise.all([
    ctx.db
      .select()
      .from(defectEvents)
      .where(and(eq(defectEvents.reportId, r.id), inArray(defectEvents.visibility, ['public', 'reporter'])))
      .orderBy(asc(defectEvents.at), asc(defectEvents.id)),
    r.mergedIntoId === null
      ? []
      : ctx.db.select({ number: defectReports.number }).from(defectReports).where(eq(defectReports.id, r.mergedIntoId)),
  ]);
  return {
    number: r.number,
    category,
    status: r.status,
    status_label: DEFECT_STATUS_LABELS[r.status].label,
    place: r.placeText,
    area: r.area,
    description: r.description,
    created_at: r.createdAt.toISOString(),
    due_on: r.dueOn,
    closed_at: r.closedAt?.toISOString() ?? null,
    confirmed: own.confirmed,
    satisfied: r.satisfied,
    merged_into: twin[0]?.number ?? null,
    version: r.version,
    reopen_until: reopenUntil(r),
    actions: actionsOf(r, own.confirmed, pragueToday(ctx.now)),
    history: events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      status: e.status,
      message: e.message,
      visibility: e.visibility,
      author: e.author,
    })),
  };
}

/** What a step changes: the report's columns, its history's entry, the audit's action and summary. */
interface StepPlan {
  set: Partial<typeof defectReports.$inferInsert>;
  event: Pick<typeof defectEvents.$inferInsert, 'action' | 'status' | 'message' | 'visibility'>;
  audit: { action: string; summary: Record<string, string> };
  /** What the clerk who has the report is mailed: an answer and a reopening wait for them. */
  notice?: { subject: string; text: string };
  /** The supporters hear of the new status (a reopening, which they see on the public page too). */
  tellSupporters?: true;
}

/**
 * A reporter's step: the report found as theirs, locked over the version they saw (workflow-step.ts),
 * `plan` deciding from its status (or refusing; null: nothing to change), then the report, its
 * history and the audit written in one transaction. A guest's steps are counted against a limit.
 */
async function reporterStep(
  ctx: ServiceContext,
  key: ReporterKey,
  version: number,
  plan: (r: Report) => StepPlan | null,
): Promise<ReporterStepResult> {
  const own = await findOwn(ctx, key);
  if (own.guest)
    await consume(
      ctx.db,
      [
        { key: `defect-reporter:ip:${ctx.ip}`, max: GUEST_PER_IP, windowMs: HOUR },
        { key: `defect-reporter:report:${own.id}`, max: GUEST_PER_REPORT, windowMs: HOUR },
      ],
      ctx.now,
    );
  if (!own.confirmed) throw new HttpError(409, reporterMessages.unconfirmed);
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await lockedForStep(
      tx,
      tx.select().from(defectReports).where(eq(defectReports.id, own.id)).for('update'),
      { version, words: { missing: 'Hlášení neexistuje.', changed: reporterMessages.changed, takenBy: '' } },
    );
    const r = locked.row;
    const step = plan(r);
    if (!step) return { r, step, after: r };
    const [updated] = await tx
      .update(defectReports)
      .set({ ...step.set, version: locked.version, updatedAt: ctx.now })
      .where(eq(defectReports.id, r.id))
      .returning();
    await writeStep(ctx, tx, r, step, own.guest);
    return { r, step, after: updated ?? r };
  });
  const { after } = done;
  if (done.step?.notice) await tellClerk(ctx, done.r, done.step.notice);
  // Without the reporter's words: those are for the office.
  if (done.step?.tellSupporters)
    await tellFollowers(ctx, {
      reports: [after.id],
      number: after.number,
      status: after.status,
      message: null,
      audience: 'supporters',
      twin: null,
    });
  return { version: after.version, status: after.status, satisfied: after.satisfied };
}

/** After the commit, the clerk who has the report hears of it; one nobody has waits in its department's queue. */
async function tellClerk(ctx: ServiceContext, r: Report, notice: { subject: string; text: string }) {
  if (!r.assignedTo) return;
  const [clerk] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, r.assignedTo));
  if (!clerk) return;
  await sendNotice(
    ctx.mailer,
    ctx.log,
    officeNoticeMail(clerk.email, { ...notice, url: `${ctx.config.PUBLIC_URL}/sprava/zavady/${r.id}` }),
  );
}

/** The step's history entry and its audit, in the step's transaction. */
async function writeStep(ctx: ServiceContext, tx: Tx, r: Report, step: StepPlan, guest: boolean) {
  const actor = guest ? null : ctx.actor;
  await tx.insert(defectEvents).values({
    ...step.event,
    reportId: r.id,
    at: ctx.now,
    author: 'reporter',
    actorId: actor?.id ?? null,
  });
  const who = actor
    ? { id: actor.id, name: `${actor.firstname} ${actor.lastname}` }
    : { id: null, name: 'Oznamovatel (odkaz z e-mailu)' };
  await auditAs({ db: tx, now: ctx.now }, who, {
    action: step.audit.action,
    entity: 'defect',
    entityId: r.id,
    summary: step.audit.summary,
  });
}

/** The reporter's answer to the office's question: the report is under way again. */
export function reporterReply(ctx: ServiceContext, key: ReporterKey, input: ReporterReplyInput) {
  return reporterStep(ctx, key, input.version, (r) => {
    if (r.status !== 'ceka-na-doplneni') throw new HttpError(409, reporterMessages.notAsked);
    const status = REPORTER_ACTIONS.reply;
    return {
      set: { status },
      // The office and the reporter read it; the public does not, it may name people.
      event: { action: 'reply', status, message: input.message, visibility: 'reporter' },
      audit: { action: 'defect.reply', summary: { status: `${r.status} → ${status}` } },
      notice: {
        subject: `Oznamovatel doplnil hlášení ${r.number}`,
        text: `Oznamovatel odpověděl na dotaz k hlášení ${r.number}. Hlášení je zpět v řešení.`,
      },
    };
  });
}

/**
 * A resolved or rejected report reopened by its reporter, with the reason, within 30 days of its
 * closing: it is under way again in its department's queue, with whoever had it, and asks about
 * satisfaction anew when it closes again.
 */
export function reporterReopen(ctx: ServiceContext, key: ReporterKey, input: ReporterReopenInput) {
  return reporterStep(ctx, key, input.version, (r) => {
    if (!FINISHED.includes(r.status) || !r.closedAt) throw new HttpError(409, reporterMessages.notClosed);
    if (!canReopen(r.status, pragueToday(r.closedAt), pragueToday(ctx.now)))
      throw invalid({ reason: [reporterMessages.tooLate] }, reporterMessages.tooLate);
    const status = REPORTER_ACTIONS.reopen;
    return {
      set: { status, closedAt: null, satisfied: null },
      // The public sees that it was reopened; the reason is the reporter's words, shown to the office and them.
      event: { action: 'reopen', status, message: input.reason, visibility: 'public' },
      audit: { action: 'defect.reopen', summary: { status: `${r.status} → ${status}` } },
      notice: {
        subject: `Oznamovatel znovu otevřel hlášení ${r.number}`,
        text: `Oznamovatel znovu otevřel hlášení ${r.number}, protože závada podle něj trvá. Hlášení je zpět v řešení.`,
      },
      tellSupporters: true,
    };
  });
}

/** "Are you satisfied?" after a resolution or a rejection: the same answer again changes nothing. */
export function reporterSatisfaction(ctx: ServiceContext, key: ReporterKey, input: SatisfactionInput) {
  const satisfied = input.satisfied === 'ano';
  return reporterStep(ctx, key, input.version, (r) => {
    if (!FINISHED.includes(r.status)) throw new HttpError(409, reporterMessages.notFinished);
    if (r.satisfied === satisfied) return null;
    return {
      set: { satisfied },
      event: { action: satisfied ? 'satisfied' : 'dissatisfied', status: null, message: null, visibility: 'reporter' },
      audit: { action: 'defect.satisfied', summary: { satisfied: satisfied ? 'ano' : 'ne' } },
    };
  });
}
