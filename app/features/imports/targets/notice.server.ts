import { slugify } from '../../../../common/slug.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { noticeInputSchema } from '../../notice-board/schemas.ts';
import * as noticeBoard from '../../notice-board/service.server.ts';
import type { NoticeItem } from '../sources/types.ts';
import {
  categoriesOf,
  type Env,
  expected,
  fetchProblems,
  issues,
  keptSlug,
  type SaveItem,
  withFreeSlug,
} from './common.server.ts';

// A notice, as the board's editor posts one, with its documents checked by the board's own rules.

function input(item: NoticeItem, env: Env, slug = '') {
  const categories = categoriesOf(item, env);
  return {
    title: item.title,
    slug,
    description: item.description,
    category: 'slugs' in categories ? categories.slugs[0]! : '',
    originator: env.options.originator || env.office,
    reference_number: item.referenceNumber,
    file_mark: item.fileMark,
    posted_on: item.postedOn,
    relevant_until: item.relevantUntil,
    withhold_personal_data: false,
  };
}

export function checkNotice(item: NoticeItem, env: Env): string[] {
  const categories = categoriesOf(item, env);
  if ('problem' in categories) return [categories.problem];
  const parsed = noticeInputSchema.safeParse(input(item, env));
  return parsed.success ? [] : issues(parsed.error);
}

export const previewNotice = (item: NoticeItem) => ({
  date: item.postedOn || null,
  summary: [item.category, item.referenceNumber, `${item.documents.length} dok.`].filter(Boolean).join(' · '),
});

/** Documents come again (the old ones go) only when the source's list of them changed: `files` not null. */
export const saveNotice: SaveItem<NoticeItem> = async (ctx, env, item, existing, files) => {
  const { problems, complete: fetched } = fetchProblems(files);
  let complete = fetched;
  const documents: UploadedFile[] = [];
  for (const f of files ?? []) {
    if (!('file' in f)) continue;
    const problem = await noticeBoard.documentProblem(f.file);
    if (problem) {
      problems.push(`„${f.file.filename}“ (${f.url}): ${problem}`);
      complete = false;
    } else if (documents.length >= noticeBoard.DOCUMENT_LIMITS.files)
      problems.push(`„${f.file.filename}“: položka může mít nejvýš ${noticeBoard.DOCUMENT_LIMITS.files} dokumentů.`);
    else documents.push(f.file);
  }
  const change =
    files === null
      ? {}
      : {
          documents,
          removeDocuments: existing ? (await noticeBoard.adminGet(ctx, existing.id)).documents.map((d) => d.id) : [],
        };
  const saved = await withFreeSlug(keptSlug(existing) ?? slugify(item.title), 150, (slug) =>
    noticeBoard
      .save(
        ctx,
        existing?.id ?? null,
        noticeInputSchema.parse({ ...input(item, env, slug), ...expected(existing) }),
        change,
      )
      .then(({ id }) => ({ id, path: `/uredni-deska/${slug}` })),
  );
  return { ...saved, problems: [...item.notes, ...problems], complete };
};
