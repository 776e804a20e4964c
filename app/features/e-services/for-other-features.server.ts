import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { FORMS, listDrafts } from './drafts.server.ts';
import { getCase, listCases } from './resident-cases.server.ts';
import { caseEvents, cases as caseTable, formFiles, lifeSituations } from './schema.server.ts';
import type { CasesPersonalData } from './schemas.ts';

/*
 * What the e-services offer other features (re-exported by service.server.ts, where they import it):
 * the decided requests of a form, what keeps a department or a clerk in use, a resident's data.
 */

/**
 * The residents' requests of one form the office decided (a case with a `vyrizeno` step) and filed
 * by a day, the newest per resident, with what they filled in: another feature acts on the
 * decision (the year's waste fee reads the decided reports' exemptions).
 */
export async function decidedRequests(
  ctx: Pick<ServiceContext, 'db'>,
  where: { form: string; userIds: number[]; filedBy: string },
): Promise<Map<number, { number: string; values: Record<string, string> }>> {
  if (where.userIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([caseTable.userId], {
      userId: caseTable.userId,
      number: caseTable.number,
      values: caseTable.values,
    })
    .from(caseTable)
    .where(
      and(
        eq(caseTable.form, where.form),
        inArray(caseTable.userId, where.userIds),
        sql`exists (select 1 from ${caseEvents} where ${caseEvents.caseId} = ${caseTable.id} and ${caseEvents.status} = 'vyrizeno')`,
        sql`(${caseTable.submittedAt} at time zone 'Europe/Prague')::date <= ${where.filedBy}::date`,
      ),
    )
    .orderBy(caseTable.userId, sql`${caseTable.submittedAt} desc`);
  return new Map(rows.map((r) => [r.userId, { number: r.number, values: r.values }]));
}

/** The life situations and residents' requests a department handles: it is not deleted while it has any (people's DirectoryUser). */
export async function departmentUses(ctx: Pick<ServiceContext, 'db'>, departmentId: number) {
  const [[situations], [requests]] = await Promise.all([
    ctx.db.select({ n: count() }).from(lifeSituations).where(eq(lifeSituations.departmentId, departmentId)),
    ctx.db.select({ n: count() }).from(caseTable).where(eq(caseTable.departmentId, departmentId)),
  ]);
  return [
    { what: 'životní situace', count: situations?.n ?? 0 },
    { what: 'žádosti', count: requests?.n ?? 0 },
  ];
}

/** The life situations that give one of the office's people as their clerk: they stay while named. */
export async function contactNamedBy(ctx: Pick<ServiceContext, 'db'>, contactId: number) {
  const rows = await ctx.db
    .select({ title: lifeSituations.title })
    .from(lifeSituations)
    .where(eq(lifeSituations.contactId, contactId))
    .orderBy(lifeSituations.title);
  return rows.length ? [{ what: 'životní situace', titles: rows.map((r) => r.title) }] : [];
}

/**
 * What the e-services keep of a resident (GDPR art. 15 and 20): each case as their account shows it,
 * with its timeline and files (the office's internal notes are the office's own), and their drafts.
 */
export async function personalDataOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<CasesPersonalData> {
  const summaries = await listCases(ctx.db, userId);
  const found = await Promise.all(summaries.map((c) => getCase(ctx.db, userId, c.id)));
  return {
    cases: found.filter((c) => c !== null),
    drafts: await listDrafts(ctx.db, userId, FORMS),
  };
}

/** The files a resident attached to their cases, with their content: for the archive of their data. */
export async function caseFilesOf(ctx: Pick<ServiceContext, 'db' | 'files'>, userId: number) {
  const rows = await ctx.db
    .select({ file: formFiles, number: caseTable.number })
    .from(formFiles)
    .innerJoin(caseTable, eq(caseTable.id, formFiles.caseId))
    .where(eq(formFiles.userId, userId))
    .orderBy(asc(caseTable.number), asc(formFiles.createdAt));
  const out: { caseNumber: string; filename: string; data: Buffer }[] = [];
  for (const { file, number } of rows) {
    const data = await ctx.files.uploads.read(file.storagePath);
    if (data) out.push({ caseNumber: number, filename: file.filename, data });
  }
  return out;
}
