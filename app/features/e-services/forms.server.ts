import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import { formPath } from '../../../common/forms/registry.ts';
import { summarise } from '../../../common/forms/summary.ts';
import type { FormDefinition } from '../../../common/forms/types.ts';
import { allFields, type FormValues, inputNames, validateForm } from '../../../common/forms/validate.ts';
import type { Db } from '../../../server/db/client.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { audit } from '../../../server/lib/audit.ts';
import { cleanText } from '../../../server/lib/clean-text.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import type { Actor } from '../../../server/lib/service-context.ts';
import { issue as issueCommitment } from '../commitments/service.server.ts';
import * as dataBox from '../data-box/service.server.ts';
import { departmentOf, departmentsById, issueReference } from '../people/service.server.ts';
import { type CheckedFile, writeAttachments } from './attachments.server.ts';
import { dueOn, FINISHED } from './case-flow.ts';
import { dataBoxEntries } from './data-box-timeline.ts';
import { type ActIdentity, actOf, contentHash, filingContent, recordAct } from './digital-acts.server.ts';
import { caseEvents, cases, formDrafts, formFiles } from './schema.server.ts';
import type { Case, CaseSummary, Draft, StoredFile } from './schemas.ts';

/**
 * A request's fee becomes a commitment to pay, due in 15 days, with the case number as its variable
 * symbol; the case names it. In the filing's transaction (`ctx.db`), so both are written or neither.
 */
export async function issueFee(
  ctx: { db: Db; now: Date },
  filed: { id: string; number: string; userId: number },
  fee: { label: string; amount: number; form: string },
) {
  const { id } = await issueCommitment(ctx, {
    userId: filed.userId,
    kind: 'zadost',
    title: `${fee.label} (${filed.number})`,
    amount: fee.amount,
    variableSymbol: filed.number.replace(/\D/g, ''),
    message: `${fee.form} ${filed.number}`,
    due: { inDays: 15 },
  });
  await ctx.db.update(cases).set({ commitmentId: id }).where(eq(cases.id, filed.id));
}

/** A draft is not validated, only kept; a value longer than any field allows is cut. */
const DRAFT_VALUE_MAX = 5000;

/** Only the names the form has; a draft or a crafted POST cannot store anything else. */
export function knownValues(def: FormDefinition, values: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const field of allFields(def)) {
    for (const name of inputNames(field)) {
      const value = values[name];
      if (typeof value === 'string' && value !== '') out[name] = cleanText(value);
    }
  }
  return out;
}

/** What a draft keeps: the known values, each cut (by characters, not UTF-16 units) to a sane length. */
const draftValues = (def: FormDefinition, values: Record<string, unknown>): FormValues =>
  Object.fromEntries(
    Object.entries(knownValues(def, values)).map(([name, value]) => [
      name,
      [...value].slice(0, DRAFT_VALUE_MAX).join(''),
    ]),
  );

export const toStoredFile = (f: typeof formFiles.$inferSelect): StoredFile => ({
  id: f.id,
  field: f.field,
  filename: f.filename,
  media_type: f.mediaType,
  size: f.size,
});

async function draftRow(db: Db, userId: number, form: string) {
  const [row] = await db
    .select()
    .from(formDrafts)
    .where(and(eq(formDrafts.userId, userId), eq(formDrafts.form, form)))
    .limit(1);
  return row ?? null;
}

async function draftFiles(db: Db, draftId: string) {
  return db.select().from(formFiles).where(eq(formFiles.draftId, draftId)).orderBy(asc(formFiles.createdAt));
}

export async function getDraft(db: Db, userId: number, def: FormDefinition): Promise<Draft | null> {
  const row = await draftRow(db, userId, def.key);
  if (!row) return null;
  return {
    form: def.key,
    title: def.title,
    path: formPath(def),
    values: row.values,
    files: (await draftFiles(db, row.id)).map(toStoredFile),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The resident's drafts, the last changed first. */
export async function listDrafts(db: Db, userId: number, forms: Map<string, FormDefinition>): Promise<Draft[]> {
  const rows = await db
    .select()
    .from(formDrafts)
    .where(eq(formDrafts.userId, userId))
    .orderBy(desc(formDrafts.updatedAt));
  // The files of all the drafts in one query.
  const files = rows.length
    ? await db
        .select()
        .from(formFiles)
        .where(
          inArray(
            formFiles.draftId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(formFiles.createdAt))
    : [];
  const drafts: Draft[] = [];
  for (const row of rows) {
    const def = forms.get(row.form);
    if (!def) continue;
    drafts.push({
      form: def.key,
      title: def.title,
      path: formPath(def),
      values: row.values,
      files: files.filter((f) => f.draftId === row.id).map(toStoredFile),
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return drafts;
}

/**
 * Saves what the resident has typed so far (and files they attached), and
 * drops the attached files they asked to remove. One draft per form and person.
 */
export async function saveDraft(
  db: Db,
  store: FileStore,
  userId: number,
  def: FormDefinition,
  input: { values: Record<string, unknown>; files?: CheckedFile[]; removeFiles?: string[] },
): Promise<Draft> {
  const values = draftValues(def, input.values);
  const written = input.files?.length ? await writeAttachments(store, userId, input.files) : [];
  let removed: { storagePath: string }[];
  try {
    removed = await db.transaction(async (tx) => {
      const draft = await oneRow(
        tx
          .insert(formDrafts)
          .values({ userId, form: def.key, values })
          .onConflictDoUpdate({
            target: [formDrafts.userId, formDrafts.form],
            set: { values, updatedAt: sql`now()` },
          })
          .returning({ id: formDrafts.id }),
      );
      if (written.length > 0)
        await tx.insert(formFiles).values(written.map((f) => ({ ...f, userId, draftId: draft.id })));
      if (!input.removeFiles?.length) return [];
      return tx
        .delete(formFiles)
        .where(
          and(
            eq(formFiles.userId, userId),
            eq(formFiles.draftId, draft.id),
            inArray(formFiles.id, input.removeFiles.filter(isUuid)),
          ),
        )
        .returning({ storagePath: formFiles.storagePath });
    });
  } catch (error) {
    await store.remove(written.map((f) => f.storagePath));
    throw error;
  }
  await store.remove(removed.map((r) => r.storagePath));
  const saved = await getDraft(db, userId, def);
  if (!saved) throw new Error('The draft just saved is not there.');
  return saved;
}

export async function deleteDraft(db: Db, store: FileStore, userId: number, form: string): Promise<boolean> {
  // Only the files still the draft's: ones a filing has just moved to its case stay.
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: formDrafts.id })
      .from(formDrafts)
      .where(and(eq(formDrafts.userId, userId), eq(formDrafts.form, form)))
      .for('update');
    if (!row) return null;
    const files = await tx
      .delete(formFiles)
      .where(eq(formFiles.draftId, row.id))
      .returning({ storagePath: formFiles.storagePath });
    await tx.delete(formDrafts).where(eq(formDrafts.id, row.id));
    return files;
  });
  if (!result) return false;
  await store.remove(result.map((f) => f.storagePath));
  return true;
}

/** The files a person's draft of a form holds. */
export async function storedFiles(db: Db, userId: number, form: string) {
  const row = await draftRow(db, userId, form);
  return row ? draftFiles(db, row.id) : [];
}

export interface Submission {
  values: Record<string, unknown>;
  files: CheckedFile[];
  removeFiles: string[];
  idempotencyKey: string;
  /**
   * A filing made as a digital act: the identity it is made with, and the hash of what the resident
   * reviewed and confirmed, which must be what is filed now.
   */
  act?: { identity: ActIdentity; confirmedHash: string; actor: Actor };
}

/**
 * Files a request: validates it as the browser did, then in one transaction
 * creates the case with its number and first timeline entry, takes over the
 * draft's files and the new ones, and drops the draft. A key already used by
 * this person returns the case it made instead of a second one.
 */
export async function submit(
  db: Db,
  store: FileStore,
  userId: number,
  def: FormDefinition,
  input: Submission,
  now: Date,
): Promise<{ created: boolean; case: CaseSummary }> {
  const existing = await caseByKey(db, userId, input.idempotencyKey);
  if (existing) return { created: false, case: existing };

  const written = await writeAttachments(store, userId, input.files);
  let dropped: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      // The draft is locked while its files move, so two tabs filing at once cannot both take them.
      const [draft] = await tx
        .select({ id: formDrafts.id })
        .from(formDrafts)
        .where(and(eq(formDrafts.userId, userId), eq(formDrafts.form, def.key)))
        .for('update');
      const draftFiles = draft
        ? await tx.select().from(formFiles).where(eq(formFiles.draftId, draft.id)).orderBy(asc(formFiles.createdAt))
        : [];
      const kept = draftFiles.filter((f) => !input.removeFiles.includes(f.id));
      dropped = draftFiles.filter((f) => input.removeFiles.includes(f.id)).map((f) => f.storagePath);

      const fileCounts: Record<string, number> = {};
      for (const f of [...kept, ...written]) fileCounts[f.field] = (fileCounts[f.field] ?? 0) + 1;
      const { errors, data } = validateForm(def, knownValues(def, input.values), fileCounts, pragueToday(now));
      if (Object.keys(errors).length > 0) throw new HttpError(422, 'Žádost obsahuje chyby.', errors);
      const fileNames: Record<string, string[]> = {};
      for (const f of [...kept, ...written]) fileNames[f.field] = [...(fileNames[f.field] ?? []), f.filename];
      const content = input.act ? filingContent(def, data, [...kept, ...written]) : null;
      if (input.act && content !== null && contentHash(content) !== input.act.confirmedHash)
        throw new HttpError(409, CHANGED_SINCE_REVIEW);

      const number = caseNumber(await nextNumber(tx, 'case_numbers'), now);
      const department = [...(await departmentsById({ db: tx })).values()].find((d) => d.slug === def.department);
      const row = await oneRow(
        tx
          .insert(cases)
          .values({
            number,
            referenceNumber: await issueReference({ db: tx }, department?.id ?? null, now, `${number}: ${def.title}`),
            userId,
            form: def.key,
            title: def.title,
            values: data,
            summary: summarise(def, data, fileNames),
            feeAmount: def.fee?.amount ?? null,
            feeLabel: def.fee?.label ?? null,
            departmentId: department?.id ?? null,
            dueOn: dueOn(pragueToday(now), def.periodDays),
            idempotencyKey: input.idempotencyKey,
          })
          .returning(),
      );
      await tx.insert(caseEvents).values({ caseId: row.id, status: 'prijato', message: null, author: 'system' });
      if (input.act && content) {
        await recordAct(tx, now, { caseId: row.id, caseNumber: row.number, identity: input.act.identity, content });
        await audit({ db: tx, now }, input.act.actor, {
          action: 'case.digital-act',
          entity: 'case',
          entityId: row.id,
          summary: { number: row.number, level: input.act.identity.level },
        });
      }
      if (def.fee) await issueFee({ db: tx, now }, row, { ...def.fee, form: def.title });
      if (written.length > 0) await tx.insert(formFiles).values(written.map((f) => ({ ...f, userId, caseId: row.id })));
      if (kept.length > 0)
        await tx
          .update(formFiles)
          .set({ caseId: row.id, draftId: null })
          .where(
            inArray(
              formFiles.id,
              kept.map((f) => f.id),
            ),
          );
      // The draft goes, and with it (cascade) the rows of files the resident removed.
      if (draft) await tx.delete(formDrafts).where(eq(formDrafts.id, draft.id));
      return row;
    });
    await store.remove(dropped);
    return { created: true, case: toSummary(result) };
  } catch (error) {
    await store.remove(written.map((f) => f.storagePath));
    // Two requests with one key at the same moment: the second meets the unique index and gets the first's case.
    const raced = await caseByKey(db, userId, input.idempotencyKey);
    if (raced) return { created: false, case: raced };
    throw error;
  }
}

export const CHANGED_SINCE_REVIEW =
  'Žádost se od kontroly změnila (například v jiném okně). Zkontrolujte ji prosím znovu a podejte ji.';

/** VZ-2026-00042: the year is Prague's, whatever the server's time zone. */
export const caseNumber = (n: number, at = new Date()) =>
  `VZ-${pragueToday(at).slice(0, 4)}-${String(n).padStart(5, '0')}`;

/** A case as its lists show it, to the resident and (with more) to the office. */
/** What a case's line in a list needs: not the form as filed, which is most of a case. */
export const summaryColumns = {
  id: cases.id,
  number: cases.number,
  referenceNumber: cases.referenceNumber,
  title: cases.title,
  status: cases.status,
  submittedAt: cases.submittedAt,
  updatedAt: cases.updatedAt,
};

export const toSummary = (
  c: Pick<
    typeof cases.$inferSelect,
    'id' | 'number' | 'referenceNumber' | 'title' | 'status' | 'submittedAt' | 'updatedAt'
  >,
): CaseSummary => ({
  id: c.id,
  number: c.number,
  reference_number: c.referenceNumber,
  title: c.title,
  status: c.status,
  submitted_at: c.submittedAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

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
