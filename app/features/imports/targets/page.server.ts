import { and, eq } from 'drizzle-orm';
import { slugify } from '../../../../common/slug.ts';
import { pageInputSchema } from '../../pages/schemas.ts';
import * as pages from '../../pages/service.server.ts';
import { rewriteBody } from '../files.server.ts';
import { importLinks } from '../schema.server.ts';
import { withoutEmptyLinks } from '../sources/text.server.ts';
import type { PageItem } from '../sources/types.ts';
import { type Env, fetchProblems, issues, keptSlug, type SaveItem, storeFiles, withFreeSlug } from './common.server.ts';

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
  const parentId = await parentOf(ctx, env, item, notes);
  const wanted = slugify(item.slug || item.title);
  const saved = await withFreeSlug(keptSlug(existing) ?? wanted, 100, async (slug) => {
    const { id } = await pages.pageSave(
      ctx,
      existing?.id ?? null,
      pageInputSchema.parse(input(item, slug, body, parentId)),
    );
    // Under a parent the address is the parent's followed by its own (`/info/rodic/stranka`).
    return { id, path: (await pages.pageGet(ctx, id)).path };
  });
  return { ...saved, problems: [...notes, ...problems], complete: fetched && complete };
};

/**
 * The page here that the item's parent became in this or an earlier run of the same source (or in one
 * from before sources were told apart); none: the page goes to the top.
 */
async function parentOf(ctx: Parameters<SaveItem<PageItem>>[0], env: Env, item: PageItem, notes: string[]) {
  if (!item.parentKey) return null;
  const links = await ctx.db
    .select({ id: importLinks.targetId, source: importLinks.source })
    .from(importLinks)
    .where(and(eq(importLinks.kind, 'page'), eq(importLinks.key, item.parentKey)));
  const link = links.find((l) => l.source === (env.source ?? '')) ?? links.find((l) => l.source === '');
  // The parent imported earlier may have been deleted here since.
  const there =
    link &&
    (await pages.pageGet(ctx, link.id).then(
      () => true,
      () => false,
    ));
  if (!there) notes.push('Nadřazená stránka tu není (neimportovala se nebo byla smazána); stránka je zařazena nahoru.');
  return there ? link.id : null;
}
