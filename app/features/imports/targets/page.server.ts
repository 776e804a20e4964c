import { slugify } from '../../../../common/slug.ts';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { pageInputSchema } from '../../pages/schemas.ts';
import * as pages from '../../pages/service.server.ts';
import { rewriteBody } from '../files.server.ts';
import { withoutEmptyLinks } from '../sources/text.server.ts';
import type { PageItem } from '../sources/types.ts';
import {
  type Env,
  expected,
  fetchProblems,
  importedTarget,
  issues,
  keptSlug,
  type SaveItem,
  storeFiles,
  withFreeSlug,
} from './common.server.ts';

// A content page (under /info), at the address it had where that is free, under the page it was under
// there (imported before it), its pictures in the media library and its documents beside it.

const input = (item: PageItem, slug = '', body = item.body, parentId: number | null = null) => ({
  title: item.title.slice(0, 200),
  slug,
  description: item.description || item.title.slice(0, 400),
  body,
  published: item.published ?? true,
  parent_id: parentId,
});

export function checkPage(item: PageItem): string[] {
  const parsed = pageInputSchema.safeParse(input(item, '', item.body.replace(/<img[^>]*>/gi, '')));
  return parsed.success ? [] : issues(parsed.error);
}

export const previewPage = (item: PageItem) => ({ date: null, summary: item.description.slice(0, 200) });

export const savePage: SaveItem<PageItem> = async (ctx, env, item, existing, files, stores) => {
  const { problems, complete: fetched } = fetchProblems(files);
  const { stored, complete } = await storeFiles(files, stores, item.title, problems);
  const notes = [...item.notes];
  const body = withoutEmptyLinks(rewriteBody(item.body, item.oldUrl, stored, item.title, notes));
  const parentId = await pageParent(ctx, env, item);
  if (item.parentKey && parentId === null)
    notes.push('Nadřazená stránka tu není (neimportovala se nebo byla smazána); stránka je zařazena nahoru.');
  const wanted = slugify(item.slug || item.title);
  const saved = await withFreeSlug(keptSlug(existing) ?? wanted, 100, async (slug) => {
    const { id } = await pages.pageSave(
      ctx,
      existing?.id ?? null,
      pageInputSchema.parse({ ...input(item, slug, body, parentId), ...expected(existing) }),
    );
    // Under a parent the address is the parent's followed by its own (`/info/rodic/stranka`).
    return { id, path: (await pages.pageGet(ctx, id)).path };
  });
  return { ...saved, problems: [...notes, ...problems], complete: fetched && complete };
};

/**
 * The page here that the item's parent became in this or an earlier run of the same source (or in one
 * from before sources were told apart), if it is still here; none: the page goes to the top. The runner
 * counts it in the item's hash, so a page put at the top for want of its parent goes under it on the
 * run after the parent comes (and to the top when the parent is deleted here).
 */
export async function pageParent(ctx: ServiceContext, env: Env, item: PageItem): Promise<number | null> {
  if (!item.parentKey) return null;
  const id = await importedTarget(ctx, env, 'page', item.parentKey);
  if (id === null) return null;
  try {
    await pages.pageGet(ctx, id);
    return id;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
