import { dayFromText } from '../../../../common/dates.ts';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import {
  contractInputSchema,
  decreeInputSchema,
  documentInputSchema,
  magazineInputSchema,
} from '../../records/schemas.ts';
import * as records from '../../records/service.server.ts';
import type { RecordItem, RecordKind } from '../sources/types.ts';
import {
  categoriesOf,
  type Env,
  type Existing,
  expected,
  fetchProblems,
  issues,
  type SaveItem,
} from './common.server.ts';

// A row of a register as the records editor saves one: a document, a contract, a decree or a
// newsletter issue, each checked by its own schema, its file by the register's own rules.

const day = (text: string | undefined) => dayFromText(text ?? '') ?? (text ?? '').trim();
const int = (text: string | undefined) => (/^\s*\d+\s*$/.test(text ?? '') ? Number(text) : Number.NaN);
const money = (text: string | undefined) => (text ?? '').replace(/Kč|CZK/gi, '').trim();

/** The record's input for its kind's schema, from the row's text. */
function input(item: RecordItem, env: Env) {
  const v = item.values;
  switch (item.recordKind) {
    case 'documents': {
      const categories = categoriesOf(item, env);
      return documentInputSchema.safeParse({
        name: v.name,
        category: 'slugs' in categories ? categories.slugs[0] : '',
        date: day(v.date),
      });
    }
    case 'contracts':
      return contractInputSchema.safeParse({
        counterparty: v.counterparty,
        counterparty_ico: (v.counterparty_ico ?? '').replace(/\s/g, ''),
        subject: v.subject,
        kind: v.kind || 'smlouva',
        value_without_vat: money(v.value_without_vat),
        value_with_vat: money(v.value_with_vat),
        signed_on: day(v.signed_on),
        registry_id: v.registry_id ?? '',
      });
    case 'decrees': {
      const issued = day(v.issued_on);
      const valid = v.valid_from ? day(v.valid_from) : issued;
      return decreeInputSchema.safeParse({
        number: v.number,
        title: v.title,
        kind: /na[řr][íi]zen/i.test(v.kind ?? '') ? 'narizeni' : 'vyhlaska',
        issued_on: issued,
        valid_from: valid,
        effective_from: v.effective_from ? day(v.effective_from) : valid,
        summary: v.summary || v.title,
        collection_url: v.collection_url ?? '',
      });
    }
    case 'newsletter':
      return magazineInputSchema.safeParse({
        year: int(v.year),
        number: int(v.number),
        title: v.title || `Zpravodaj ${v.number}/${v.year}`,
        published_on: day(v.published_on),
        highlights: (v.highlights ?? '')
          .split(/[;\n]/)
          .map((h) => h.trim())
          .filter(Boolean),
      });
  }
}

export function checkRecord(item: RecordItem, env: Env): string[] {
  if (item.recordKind === 'documents') {
    const categories = categoriesOf(item, env);
    if ('problem' in categories) return [categories.problem];
  }
  const parsed = input(item, env);
  return parsed.success ? [] : issues(parsed.error);
}

export const previewRecord = (item: RecordItem) => {
  const v = item.values;
  const date = v.date || v.signed_on || v.issued_on || v.published_on;
  return {
    date: dayFromText(date ?? ''),
    summary: [v.category, v.counterparty, v.number, item.file ? 'se souborem' : 'bez souboru']
      .filter(Boolean)
      .join(' · '),
  };
};

/** The public list a record is on, where it has no file to lead to. */
const LISTS: Record<RecordKind, string> = {
  documents: '/dokumenty',
  contracts: '/smlouvy',
  decrees: '/vyhlasky-a-narizeni',
  newsletter: '/zpravodaj',
};

async function saveOfKind(
  ctx: ServiceContext,
  item: RecordItem,
  env: Env,
  existing: Existing | null,
  file?: UploadedFile,
) {
  const parsed = input(item, env);
  if (!parsed.success) throw new HttpError(422, issues(parsed.error).join(' '));
  const data = { ...parsed.data, ...expected(existing) };
  const id = existing?.id ?? null;
  switch (item.recordKind) {
    case 'documents': {
      const saved = await records.documentSave(ctx, id, documentInputSchema.parse(data), file);
      return { id: saved.id, file: (await records.documentGet(ctx, saved.id)).file };
    }
    case 'contracts': {
      const saved = await records.contractSave(ctx, id, contractInputSchema.parse(data), file);
      return { id: saved.id, file: (await records.contractGet(ctx, saved.id)).file };
    }
    case 'decrees': {
      const saved = await records.decreeSave(ctx, id, decreeInputSchema.parse(data), file);
      return { id: saved.id, file: (await records.decreeGet(ctx, saved.id)).file };
    }
    case 'newsletter': {
      const saved = await records.magazineSave(ctx, id, magazineInputSchema.parse(data), file ? { file } : {});
      return { id: saved.id, file: (await records.magazineGet(ctx, saved.id)).file };
    }
  }
}

/** With its file; a file the register refuses (not a PDF) leaves the record without one, and says so. */
export const saveRecord: SaveItem<RecordItem> = async (ctx, env, item, existing, files) => {
  const { problems, complete: fetched } = fetchProblems(files);
  let complete = fetched;
  const upload = (files ?? []).flatMap((f) => ('file' in f ? [f.file] : []))[0];
  let saved: Awaited<ReturnType<typeof saveOfKind>>;
  try {
    saved = await ctx.db.transaction((tx) => saveOfKind({ ...ctx, db: tx }, item, env, existing, upload));
  } catch (error) {
    if (!upload || !(error instanceof HttpError) || !error.errors?.file) throw error;
    problems.push(`Soubor ${item.file?.url}: ${error.errors.file.join(' ')}`);
    complete = false;
    saved = await saveOfKind(ctx, item, env, existing);
  }
  return {
    id: saved.id,
    path: saved.file?.url ?? LISTS[item.recordKind],
    problems: [...item.notes, ...problems],
    complete,
  };
};
