// Apart from the Zod schemas (schemas.ts), so the search page does not carry Zod.
/** What the site search covers; later areas add their types here. */
export const SEARCH_TYPES = {
  news: 'Aktuality',
  blog: 'Bloček starostky',
  event: 'Akce',
  page: 'Stránky',
  gallery: 'Fotogalerie',
  notice: 'Úřední deska',
  decree: 'Vyhlášky a nařízení',
  document: 'Dokumenty',
  contract: 'Smlouvy',
  magazine: 'Zpravodaj',
  contact: 'Kontakty',
  department: 'Odbory úřadu',
  situation: 'Potřebuji vyřídit',
  product: 'Obchod',
} as const;
export type SearchType = keyof typeof SEARCH_TYPES;
