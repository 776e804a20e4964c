import { and, asc, eq, inArray } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import { summarise } from '../../../common/forms/summary.ts';
import type { FormDefinition } from '../../../common/forms/types.ts';
import { validateForm } from '../../../common/forms/validate.ts';
import type { Db } from '../../../server/db/client.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { audit } from '../../../server/lib/audit.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import type { Actor } from '../../../server/lib/service-context.ts';
import { issue as issueCommitment } from '../commitments/service.server.ts';
import { departmentsById, issueReference } from '../people/service.server.ts';
import { type CheckedFile, writeAttachments } from './attachments.server.ts';
import { dueOn } from './case-flow.ts';
import { toSummary } from './case-rows.server.ts';
import { type ActIdentity, contentHash, filingContent, recordAct } from './digital-acts.server.ts';
import { knownValues } from './drafts.server.ts';
import { caseByKey } from './resident-cases.server.ts';
import { caseEvents, cases, formDrafts, formFiles } from './schema.server.ts';
import type { CaseSummary } from './schemas.ts';

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
