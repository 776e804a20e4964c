import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { formDefinitions, formPath } from '../../../common/forms/registry.ts';
import type { FormDefinition } from '../../../common/forms/types.ts';
import { allFields, type FormValues, inputNames } from '../../../common/forms/validate.ts';
import type { Db } from '../../../server/db/client.ts';
import { cleanText } from '../../../server/lib/clean-text.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { type CheckedFile, writeAttachments } from './attachments.server.ts';
import { toStoredFile } from './case-rows.server.ts';
import { formDrafts, formFiles } from './schema.server.ts';
import type { Draft } from './schemas.ts';

/** The forms by key: a draft of a form no longer offered is left out of the lists. */
export const FORMS = new Map(formDefinitions.map((f) => [f.key, f]));

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
