import { pragueParts } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { slugify } from '../../../../common/slug.ts';
import * as galleries from '../../galleries/service.server.ts';
import * as media from '../../media/service.server.ts';
import { ARTICLE_PATHS } from '../../news/paths.ts';
import { articleInputSchema } from '../../news/schemas.ts';
import * as news from '../../news/service.server.ts';
import { absolute } from '../addresses.ts';
import { rewriteBody } from '../files.server.ts';
import { withoutEmptyLinks } from '../sources/text.server.ts';
import type { ArticleItem } from '../sources/types.ts';
import {
  type Env,
  expected,
  fetchProblems,
  issues,
  keptSlug,
  mappedCategory,
  type SaveItem,
  storeFiles,
  withFreeSlug,
} from './common.server.ts';

// A news article, published at its original moment (no review: the former site published it), or at a
// moment still to come (scheduled there), or a draft (not public there); its pictures in the media
// library and its documents beside it.

/** Its category: the first the office mapped; one not on the site leaves it without (a note says so). */
function category(item: ArticleItem, env: Env): { slug: string | null; skip: boolean; notes: string[] } {
  const mapped = item.categories.map((name) => ({ name, slug: mappedCategory(name, 'article', env) }));
  const notes = mapped
    .filter((m) => m.slug === undefined)
    .map((m) => `Kategorie „${m.name}“ na webu není; článek ji nemá.`);
  return {
    slug: mapped.find((m) => m.slug)?.slug ?? null,
    skip: mapped.length > 0 && mapped.every((m) => m.slug === null),
    notes,
  };
}

function input(item: ArticleItem, env: Env, slug = '', body = item.body, imageId: number | null = null) {
  const at = item.publishedAt ? pragueParts(item.publishedAt) : null;
  return {
    kind: 'news' as const,
    title: item.title.slice(0, 200),
    slug,
    perex: item.perex,
    body,
    category: category(item, env).slug,
    featured: item.featured ?? false,
    image_id: imageId,
    // Scheduled at its moment: one past is published since then, one to come comes out then.
    ...(item.draft
      ? { publication: 'draft' as const }
      : { publication: 'scheduled' as const, publish_date: at?.date, publish_time: at?.time }),
  };
}

export function checkArticle(item: ArticleItem, env: Env): string[] {
  if (category(item, env).skip) return [`Kategorie „${item.categories.join('“, „')}“ se podle volby neimportuje.`];
  // Pictures in the text get their descriptions when saved; here the text is checked without them.
  const parsed = articleInputSchema.safeParse(input(item, env, '', item.body.replace(/<img[^>]*>/gi, '')));
  return parsed.success ? [] : issues(parsed.error);
}

export const previewArticle = (item: ArticleItem) => ({
  date: item.publishedAt ? pragueParts(item.publishedAt).date : null,
  summary: item.perex.slice(0, 200),
});

export const saveArticle: SaveItem<ArticleItem> = async (ctx, env, item, existing, files, stores) => {
  const { problems, complete: fetched } = fetchProblems(files);
  const { stored, complete } = await storeFiles(files, stores, item.title, problems);
  const notes = [...item.notes, ...category(item, env).notes];
  const imageUrl = item.image ? absolute(item.image.url, item.oldUrl) : null;
  const imageId = (imageUrl && stored.get(imageUrl)?.id) || null;
  const body = withoutEmptyLinks(rewriteBody(item.body, item.oldUrl, stored, item.title, notes));
  const saved = await withFreeSlug(keptSlug(existing) ?? slugify(item.title), 80, (slug) =>
    news
      .save(
        ctx,
        existing?.id ?? null,
        articleInputSchema.parse({ ...input(item, env, slug, body, imageId), ...expected(existing) }),
        {
          imported: true,
        },
      )
      .then(({ id }) => ({ id, path: `${ARTICLE_PATHS.news.list}/${slug}` })),
  );
  await albumOf(ctx, item, saved.id, stored, notes);
  return { ...saved, problems: [...notes, ...problems], complete: fetched && complete };
};

const PHOTOS = { one: 'fotku', few: 'fotky', other: 'fotek' };

/**
 * The article's album from its gallery's pictures that came (those that did not are named with the
 * files' problems), made once: an album the article has here already stays as the office keeps it.
 */
async function albumOf(
  ctx: Parameters<typeof saveArticle>[0],
  item: ArticleItem,
  articleId: number,
  stored: ReadonlyMap<string, { id: number; url: string }>,
  notes: string[],
) {
  const photos: galleries.AlbumPhoto[] = [];
  for (const picture of item.album?.pictures ?? []) {
    const copy = stored.get(absolute(picture.url, item.oldUrl) ?? picture.url);
    if (!copy) continue;
    const image = await media.pickedImage(ctx, copy.id);
    const size = { width: image.imageWidth, height: image.imageHeight };
    photos.push({ url: image.imageUrl, ...size, alt: picture.name, caption: picture.caption });
  }
  const publishedAt = item.draft ? null : (item.publishedAt ?? ctx.now);
  const made = await galleries.albumForArticle(ctx, articleId, { title: item.title, publishedAt, photos });
  const undescribed = photos.filter((p) => !p.alt.trim()).length;
  if (made && undescribed)
    notes.push(
      `Fotogalerie článku má ${countOf(undescribed, PHOTOS)} bez popisu; ukážou se, až je v galerii popíšete (/sprava/galerie/${made.id}).`,
    );
}
