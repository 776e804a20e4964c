import { isOneOf } from '../../../common/keys.ts';

/** The legal pages every Czech town's site has at their own addresses (DESIGN §8), not under /info. */
export const TOP_LEVEL_PAGES = [
  'povinne-zverejnovane-informace',
  'prohlaseni-o-pristupnosti',
  'ochrana-osobnich-udaju',
] as const;

/** Content pages that live inside another part of the site. */
const PLACED_PAGES: Record<string, string> = { 'czech-point': '/potrebuji-vyridit/czech-point' };

/** Where a content page lives on the site. */
export const pagePath = (slug: string) =>
  PLACED_PAGES[slug] ?? (isOneOf(TOP_LEVEL_PAGES, slug) ? `/${slug}` : `/info/${slug}`);

/** Pages whose address stays: the law names the legal ones, and other parts of the site place the rest. */
export const isFixedPage = (slug: string) => isOneOf(TOP_LEVEL_PAGES, slug) || Object.hasOwn(PLACED_PAGES, slug);

/**
 * Where a page of the tree lives, from the slugs of its ancestors and its own (the top-level page
 * first): a top-level page where `pagePath` puts it, a child under its parent (`/info/{parent}/{slug}`).
 */
export const pageTreePath = (slugs: readonly string[]) =>
  slugs.length === 1 ? pagePath(slugs[0]!) : `/info/${slugs.join('/')}`;

/** At most this many levels of pages: a page, its parent, … up to a top-level page. */
export const MAX_DEPTH = 5;
