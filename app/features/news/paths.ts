// Kept apart from the Zod schemas (schemas.ts) so the browser bundle does not carry Zod.
export const ARTICLE_KINDS = ['news', 'blog'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Where each kind lives on the site. */
export const ARTICLE_PATHS: Record<ArticleKind, { list: string; name: string }> = {
  news: { list: '/aktuality', name: 'Aktuality' },
  blog: { list: '/blocek-starostky', name: 'Bloček starostky' },
};
