import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { users } from '../../../server/db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { hashToken, newToken } from '../../../server/lib/tokens.ts';
import { isOpen } from './flow.ts';
import { rowLink, rowLinkId, rowLinkMatches } from './row-links.server.ts';
import { defectCategories, defectFollowers, defectReports } from './schema.server.ts';
import { alreadyFollowingMail, confirmSupportMail } from './support-mails.server.ts';
import { type SupportInput, type SupportResult, supportMessages } from './support-schemas.ts';

// "Trápí mě to taky" (issue 60 §4): a signed-in resident follows a report at once; a guest by an
// e-mail they confirm with a mailed link, and nothing is counted before. Whoever follows so may stop
// by the link in each mail about the report. A guest is told the same whatever their e-mail is,
// so the form never says who follows or reported what.

type Follower = typeof defectFollowers.$inferSelect;

/** A guest asks at most this many times an hour from one e-mail, anyone this many times from one address. */
const PER_EMAIL = 5;
const PER_IP = 30;

const invalidEmail = () => invalid({ email: [supportMessages.email] });
/** A report closed or merged: nothing to join any more. */
const conflictError = (message: string) => new HttpError(409, message);

/** A confirmed report by its number, or 404 (as the public page). */
async function confirmedReport(ctx: Pick<ServiceContext, 'db'>, number: string) {
  const [row] = await ctx.db
    .select()
    .from(defectReports)
    .where(and(eq(defectReports.number, number), isNotNull(defectReports.confirmedAt)));
  if (!row) throw notFound();
  return row;
}

/** The report, if one may still join it: open, not merged (its twin is named instead). */
async function openReport(ctx: Pick<ServiceContext, 'db'>, number: string) {
  const row = await confirmedReport(ctx, number);
  if (row.mergedIntoId !== null) {
    const [twin] = await ctx.db
      .select({ number: defectReports.number })
      .from(defectReports)
      .where(eq(defectReports.id, row.mergedIntoId));
    throw conflictError(twin ? supportMessages.merged(twin.number) : supportMessages.closed);
  }
  if (!isOpen(row.status)) throw conflictError(supportMessages.closed);
  return row;
}

/** Confirmed supporters of a report: the reporter is not among them. */
export async function supportersOf(ctx: Pick<ServiceContext, 'db'>, reportId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(defectFollowers)
    .where(
      and(
        eq(defectFollowers.reportId, reportId),
        eq(defectFollowers.kind, 'supporter'),
        isNotNull(defectFollowers.confirmedAt),
      ),
    );
  return row?.n ?? 0;
}

/** What the report's page shows of following: the count, whether one may join, and the viewer's part. */
export async function supportState(ctx: Pick<ServiceContext, 'db' | 'actor'>, number: string) {
  const report = await confirmedReport(ctx, number);
  const mine = ctx.actor
    ? await ctx.db
        .select({ kind: defectFollowers.kind })
        .from(defectFollowers)
        .where(and(eq(defectFollowers.reportId, report.id), eq(defectFollowers.userId, ctx.actor.id)))
    : [];
  const reporter = ctx.actor !== null && report.reporterUserId === ctx.actor.id;
  return {
    open: isOpen(report.status) && report.mergedIntoId === null,
    supporters: await supportersOf(ctx, report.id),
    mine: reporter ? ('reporter' as const) : (mine[0]?.kind ?? null),
  };
}

/** Follows a report: a resident at once, a guest once they confirm the mailed link. Twice is no error. */
export async function supportReport(ctx: ServiceContext, number: string, input: SupportInput): Promise<SupportResult> {
  if (!ctx.actor && !input.email) throw invalidEmail();
  if (!ctx.actor)
    await consume(
      ctx.db,
      [
        { key: `defect-support:ip:${ctx.ip}`, max: PER_IP, windowMs: HOUR },
        { key: `defect-support:email:${input.email?.toLowerCase()}`, max: PER_EMAIL, windowMs: HOUR },
      ],
      ctx.now,
    );
  const report = await openReport(ctx, number);
  const result = ctx.actor
    ? await supportAsResident(ctx, report, ctx.actor.id)
    : await supportAsGuest(ctx, report, input.email ?? '');
  return { number, result, supporters: await supportersOf(ctx, report.id) };
}

type Report = typeof defectReports.$inferSelect;

async function supportAsResident(ctx: ServiceContext, report: Report, userId: number) {
  if (report.reporterUserId === userId) return 'reporter' as const;
  const [known] = await ctx.db
    .select()
    .from(defectFollowers)
    .where(and(eq(defectFollowers.reportId, report.id), eq(defectFollowers.userId, userId)));
  if (known) return known.kind === 'reporter' ? ('reporter' as const) : ('already' as const);
  const inserted = await ctx.db
    .insert(defectFollowers)
    .values({ reportId: report.id, kind: 'supporter', userId, confirmedAt: ctx.now, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: defectFollowers.id });
  // A double click: the other request made the row.
  return inserted.length > 0 ? ('following' as const) : ('already' as const);
}

/** A guest is always answered "mailed": the mail says what it came to (a link to confirm, or that they follow already). */
async function supportAsGuest(ctx: ServiceContext, report: Report, email: string) {
  // By the e-mail given, or by an account of that e-mail (a resident who reported it signed in).
  const [known] = (
    await ctx.db
      .select({ follower: defectFollowers })
      .from(defectFollowers)
      .leftJoin(users, eq(users.id, defectFollowers.userId))
      .where(
        and(
          eq(defectFollowers.reportId, report.id),
          or(sql`lower(${defectFollowers.email}) = lower(${email})`, sql`lower(${users.email}) = lower(${email})`),
        ),
      )
      .orderBy(desc(isNotNull(defectFollowers.confirmedAt)))
  ).map((row) => row.follower);
  const category = await categoryName(ctx, report.categoryId);
  const about = { number: report.number, category, place: report.placeText };
  // A reporter (confirmed with their report) is only told they follow it; their link stays theirs.
  if (known?.confirmedAt || known?.kind === 'reporter') {
    const stop = known.kind === 'supporter' && known.confirmedAt ? await stopUrl(ctx, known) : null;
    await sendNotice(ctx.mailer, ctx.log, alreadyFollowingMail(email, { ...about, reporter: !stop, stop }));
    return 'mailed' as const;
  }
  const token = newToken();
  if (known?.email)
    await ctx.db.update(defectFollowers).set({ tokenHash: token.hash }).where(eq(defectFollowers.id, known.id));
  else
    await ctx.db
      .insert(defectFollowers)
      .values({ reportId: report.id, kind: 'supporter', email, tokenHash: token.hash, createdAt: ctx.now })
      .onConflictDoNothing();
  const url = `${ctx.config.PUBLIC_URL}/zavady/podpora/${token.token}`;
  await sendNotice(ctx.mailer, ctx.log, confirmSupportMail(email, { ...about, url }));
  return 'mailed' as const;
}

async function categoryName(ctx: Pick<ServiceContext, 'db'>, id: number) {
  const [row] = await ctx.db
    .select({ name: defectCategories.name })
    .from(defectCategories)
    .where(eq(defectCategories.id, id));
  return row?.name ?? '';
}

/** The supporter and their report a confirmation link names, or 404. */
async function byConfirmToken(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const [found] = await ctx.db
    .select({ follower: defectFollowers, report: defectReports, category: defectCategories.name })
    .from(defectFollowers)
    .innerJoin(defectReports, eq(defectReports.id, defectFollowers.reportId))
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(and(eq(defectFollowers.tokenHash, hashToken(token)), eq(defectFollowers.kind, 'supporter')));
  if (!found) throw notFound(supportMessages.unknownToken);
  return found;
}

/** What a guest's link is about, for the page that asks them to confirm: opening it confirms nothing. */
export async function supportToConfirm(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const { follower, report, category } = await byConfirmToken(ctx, token);
  return {
    number: report.number,
    category,
    place: report.placeText,
    confirmed: follower.confirmedAt !== null,
  };
}

/** The guest's link, posted: they follow the report and count. Again, it changes nothing. */
export async function confirmSupport(ctx: ServiceContext, token: string): Promise<SupportResult> {
  const { follower, report } = await byConfirmToken(ctx, token);
  if (!follower.confirmedAt)
    await ctx.db.update(defectFollowers).set({ confirmedAt: ctx.now }).where(eq(defectFollowers.id, follower.id));
  return { number: report.number, result: 'following', supporters: await supportersOf(ctx, report.id) };
}

// The stop link is a row link (row-links.server.ts): the same in every mail, dead with the row.

/** The link that ends a supporter's following; a row without a secret (a merged duplicate's) gets one. */
export async function stopUrl(ctx: Pick<ServiceContext, 'db' | 'config'>, follower: Follower): Promise<string> {
  let key = follower.tokenHash;
  if (!key) {
    key = newToken().hash;
    await ctx.db.update(defectFollowers).set({ tokenHash: key }).where(eq(defectFollowers.id, follower.id));
  }
  return `${ctx.config.PUBLIC_URL}/zavady/podpora/${rowLink('stop', follower.id, key)}/zrusit`;
}

/** The supporter a stop link names, or null when it names nobody (a forged link, or one already used). */
async function byStopToken(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const id = rowLinkId(token);
  if (id === null) return null;
  const [found] = await ctx.db
    .select({ follower: defectFollowers, report: defectReports, category: defectCategories.name })
    .from(defectFollowers)
    .innerJoin(defectReports, eq(defectReports.id, defectFollowers.reportId))
    .innerJoin(defectCategories, eq(defectCategories.id, defectReports.categoryId))
    .where(and(eq(defectFollowers.id, id), eq(defectFollowers.kind, 'supporter')));
  return found && rowLinkMatches('stop', token, id, found.follower.tokenHash) ? found : null;
}

/** What a stop link is about, or null once it was used (the page says so rather than a 404). */
export async function supportToStop(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const found = await byStopToken(ctx, token);
  return found ? { number: found.report.number, category: found.category, place: found.report.placeText } : null;
}

/** The stop link, posted: the supporter is told nothing more. A second time it names nobody: 404. */
export async function stopSupport(ctx: ServiceContext, token: string): Promise<SupportResult> {
  const found = await byStopToken(ctx, token);
  if (!found) throw notFound(supportMessages.unknownToken);
  await ctx.db.delete(defectFollowers).where(eq(defectFollowers.id, found.follower.id));
  return { number: found.report.number, result: 'stopped', supporters: await supportersOf(ctx, found.report.id) };
}

/** A signed-in supporter stops following on the report's page. Not following is no error. */
export async function stopMySupport(ctx: ServiceContext, number: string): Promise<SupportResult> {
  const userId = requireActor(ctx).id;
  const report = await confirmedReport(ctx, number);
  await ctx.db
    .delete(defectFollowers)
    .where(
      and(
        eq(defectFollowers.reportId, report.id),
        eq(defectFollowers.userId, userId),
        eq(defectFollowers.kind, 'supporter'),
      ),
    );
  return { number, result: 'stopped', supporters: await supportersOf(ctx, report.id) };
}
