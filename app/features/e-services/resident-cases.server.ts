import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import * as dataBox from '../data-box/service.server.ts';
import { departmentOf } from '../people/service.server.ts';
import { FINISHED } from './case-flow.ts';
import { summaryColumns, toStoredFile, toSummary } from './case-rows.server.ts';
import { dataBoxEntries } from './data-box-timeline.ts';
import { actOf } from './digital-acts.server.ts';
import { caseEvents, cases, formDrafts, formFiles } from './schema.server.ts';
import type { Case, CaseSummary } from './schemas.ts';

export async function caseByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.userId, userId), eq(cases.idempotencyKey, key)))
    .limit(1);
  return row ? toSummary(row) : null;
}

export async function listCases(db: Db, userId: number): Promise<CaseSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(cases)
    .where(eq(cases.userId, userId))
    .orderBy(desc(cases.submittedAt));
  return rows.map(toSummary);
}

/**
 * A person's cases as their account lists them: every one still open, and the finished ones filed
 * in one year (the latest unless asked), with the years there are. Fifty requests over fifteen
 * years are read a year at a time, as the commitments are.
 */
export async function casesByYear(
  db: Db,
  userId: number,
  asked?: number,
): Promise<{ cases: CaseSummary[]; year: number | null; years: number[] }> {
  const filedYear = sql<number>`extract(year from ${cases.submittedAt} at time zone 'Europe/Prague')::int`;
  const finished = and(eq(cases.userId, userId), inArray(cases.status, [...FINISHED]));
  const years = (await db.selectDistinct({ year: filedYear }).from(cases).where(finished).orderBy(desc(filedYear))).map(
    (row) => row.year,
  );
  const year = asked !== undefined && years.includes(asked) ? asked : (years[0] ?? null);
  const rows = await db
    .select(summaryColumns)
    .from(cases)
    .where(
      and(
        eq(cases.userId, userId),
        or(notInArray(cases.status, [...FINISHED]), year === null ? undefined : sql`${filedYear} = ${year}`),
      ),
    )
    .orderBy(desc(cases.submittedAt));
  return { cases: rows.map(toSummary), year, years };
}

/** A case of this person; anyone else's is as good as nonexistent. */
export async function getCase(db: Db, userId: number, id: string): Promise<Case | null> {
  if (!isUuid(id)) return null;
  const [c] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.userId, userId)))
    .limit(1);
  if (!c) return null;
  const department = c.departmentId === null ? null : await departmentOf({ db }, c.departmentId);
  const [files, events] = await Promise.all([
    db.select().from(formFiles).where(eq(formFiles.caseId, id)).orderBy(asc(formFiles.createdAt)),
    // The office's internal notes are the office's own.
    db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, id), eq(caseEvents.internal, false)))
      .orderBy(asc(caseEvents.at), asc(caseEvents.id)),
  ]);
  return {
    ...toSummary(c),
    form: c.form,
    fee: c.feeAmount !== null ? { amount: c.feeAmount, label: c.feeLabel ?? 'Poplatek' } : null,
    department: department ? { slug: department.slug, name: department.name } : null,
    digital_act: await actOf(db, id),
    summary: c.summary,
    files: files.map(toStoredFile),
    timeline: [
      ...events.map((e) => ({ at: e.at.toISOString(), status: e.status, message: e.message, author: e.author })),
      ...dataBoxEntries(await dataBox.messagesOfCase({ db }, id)).map((e) => ({
        ...e,
        status: null,
        author: 'system' as const,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/** A stored file of this person's case or draft, for download. */
export async function ownFile(db: Db, userId: number, fileId: string, where: { caseId?: string; form?: string }) {
  if (!isUuid(fileId) || (where.caseId !== undefined && !isUuid(where.caseId))) return null;
  const conditions = [eq(formFiles.id, fileId), eq(formFiles.userId, userId)];
  if (where.caseId) conditions.push(eq(formFiles.caseId, where.caseId));
  else conditions.push(isNull(formFiles.caseId));
  const [file] = await db
    .select()
    .from(formFiles)
    .where(and(...conditions))
    .limit(1);
  if (!file) return null;
  if (where.form) {
    const draft = file.draftId
      ? (await db.select().from(formDrafts).where(eq(formDrafts.id, file.draftId)).limit(1))[0]
      : null;
    if (draft?.form !== where.form) return null;
  }
  return file;
}
