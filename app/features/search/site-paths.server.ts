import { eq, inArray, like, or } from 'drizzle-orm';
import { formDefinitions, formPath } from '../../../common/forms/registry.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { searchDocuments } from './schema.server.ts';

/** The sections' own addresses, with what a link to them is called: the site's fixed pages. */
export const SECTIONS: readonly { path: string; title: string }[] = [
  { path: '/', title: 'Úvodní stránka' },
  { path: '/mapa-stranek', title: 'Mapa stránek' },
  { path: '/identitaobcana', title: 'Identita občana' },
  { path: '/caj-se-starostkou', title: 'Čaj se starostkou' },
  { path: '/registrace', title: 'Registrace' },
  { path: '/aktuality', title: 'Aktuality' },
  { path: '/blocek-starostky', title: 'Bloček starostky' },
  { path: '/akce', title: 'Akce' },
  { path: '/akce/kalendar', title: 'Kalendář akcí' },
  { path: '/akce/nova', title: 'Navrhnout akci' },
  { path: '/galerie', title: 'Fotogalerie' },
  { path: '/uredni-deska', title: 'Úřední deska' },
  { path: '/adresy-a-uredni-hodiny', title: 'Adresy a úřední hodiny' },
  { path: '/dokumenty', title: 'Dokumenty' },
  { path: '/smlouvy', title: 'Smlouvy' },
  { path: '/vyhlasky-a-narizeni', title: 'Vyhlášky a nařízení' },
  { path: '/zpravodaj', title: 'Zpravodaj' },
  { path: '/samosprava', title: 'Samospráva' },
  { path: '/zastupitelstvo', title: 'Zastupitelstvo' },
  { path: '/rada', title: 'Rada města' },
  { path: '/urad', title: 'Městský úřad' },
  { path: '/contacts', title: 'Kontakty' },
  { path: '/telefonni-seznam', title: 'Telefonní seznam' },
  { path: '/potrebuji-vyridit', title: 'Potřebuji vyřídit' },
  { path: '/odber', title: 'Odběr novinek' },
  { path: '/obchod', title: 'Obchod' },
  { path: '/stores', title: 'Prodejní místa' },
  { path: '/hledani', title: 'Hledání' },
  { path: '/ucet', title: 'Můj účet' },
  { path: '/login', title: 'Přihlášení' },
];

const FIXED = new Set([...SECTIONS.map((s) => s.path), ...formDefinitions.map(formPath)]);

/** A desk booking's form (its services come and go with the office's settings). */
const BOOKING = /^\/potrebuji-vyridit\/[a-z0-9-]+\/rezervace$/;

/**
 * Whether an address of this site leads to a page: a section, a request form, or anything the search
 * holds (articles, events, content pages, overviews, the notice board…). Its query and fragment do
 * not count. What is not an address of this site (https://…) is not asked here.
 */
export async function isSitePath(ctx: Pick<ServiceContext, 'db'>, link: string): Promise<boolean> {
  const path = link.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  if (FIXED.has(path) || BOOKING.test(path)) return true;
  const [found] = await ctx.db
    .select({ url: searchDocuments.url })
    .from(searchDocuments)
    .where(or(eq(searchDocuments.url, path), like(searchDocuments.url, `${path.replace(/[\\%_]/g, '\\$&')}#%`)))
    .limit(1);
  return found !== undefined;
}

/**
 * The pages an editor links to from the menu or a tile, for the picker: the sections, then the
 * content pages and overviews, the life situations and the albums, by title.
 */
export async function linkTargets(ctx: Pick<ServiceContext, 'db'>): Promise<{ path: string; title: string }[]> {
  const indexed = await ctx.db
    .select({ path: searchDocuments.url, title: searchDocuments.title })
    .from(searchDocuments)
    .where(inArray(searchDocuments.type, ['page', 'situation', 'gallery']))
    .orderBy(searchDocuments.type, searchDocuments.title)
    .limit(1000);
  return [...SECTIONS, ...indexed];
}

export const DEAD_LINK = 'Na této adrese web žádnou stránku nemá. Vyberte stránku ze seznamu, nebo adresu opravte.';

/** The links of a form (by field) that point into this site where no page is, each with why. */
export async function deadLinks(
  ctx: Pick<ServiceContext, 'db'>,
  links: Record<string, string>,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [field, link] of Object.entries(links))
    if (link.startsWith('/') && !link.startsWith('//') && !(await isSitePath(ctx, link))) errors[field] = [DEAD_LINK];
  return errors;
}
