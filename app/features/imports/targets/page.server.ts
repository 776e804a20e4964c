import { slugify } from '../../../../common/slug.ts';
import { pagePath } from '../../pages/paths.ts';
import { pageInputSchema } from '../../pages/schemas.ts';
import * as pages from '../../pages/service.server.ts';
import { rewriteBody } from '../files.server.ts';
import type { PageItem } from '../sources/types.ts';
import { fetchProblems, issues, keptSlug, type SaveItem, storeFiles, withFreeSlug } from './common.server.ts';

// A content page (under /info), at the address it had where that is free, its pictures in the media
// library and its documents beside it.

const input = (item: PageItem, slug = '', body = item.body) => ({
  title: item.title.slice(0, 200),
  slug,
  description: item.description || item.title.slice(0, 400),
  body,
  published: true,
});

export function checkPage(item: PageItem): string[] {
  const parsed = pageInputSchema.safeParse(input(item, '', item.body.replace(/<img[^>]*>/gi, '')));
  return parsed.success ? [] : issues(parsed.error);
}

export const previewPage = (item: PageItem) => ({ date: null, summary: item.description.slice(0, 200) });

export const savePage: SaveItem<PageItem> = async (ctx, _env, item, existing, files, stores) => {
  const { problems, complete: fetched } = fetchProblems(files);
  const { stored, complete } = await storeFiles(files, stores, item.title, problems);
  const notes = [...item.notes];
  const body = rewriteBody(item.body, item.oldUrl, stored, item.title, notes);
  const wanted = slugify(item.slug || item.title);
  const saved = await withFreeSlug(keptSlug(existing) ?? wanted, 100, async (slug) => {
    const { id } = await pages.pageSave(ctx, existing?.id ?? null, pageInputSchema.parse(input(item, slug, body)));
    return { id, path: pagePath(slug) };
  });
  return { ...saved, problems: [...notes, ...problems], complete: fetched && complete };
};
