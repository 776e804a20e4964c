// The log's sections and the kinds of item it records, each with its name and the page where it is edited.

export const AUDIT_SECTION_KEYS = [
  'news',
  'events',
  'notice-board',
  'records',
  'pages',
  'galleries',
  'people',
  'shell',
  'media',
  'alerts',
  'redirects',
  'imports',
  'payments',
  'cases',
  'bookings',
  'waste',
  'shop',
  'users',
  'security',
] as const;
export type AuditSection = (typeof AUDIT_SECTION_KEYS)[number];

/** The parts of the site and the office, as the log's filter names them. */
export const AUDIT_SECTIONS: Record<AuditSection, string> = {
  news: 'Aktuality a blog',
  events: 'Akce',
  'notice-board': 'Úřední deska',
  records: 'Dokumenty, smlouvy, vyhlášky',
  pages: 'Stránky a rozcestníky',
  galleries: 'Fotogalerie',
  people: 'Úřad, lidé a orgány města',
  shell: 'Nastavení, menu a bannery',
  media: 'Knihovna obrázků',
  alerts: 'Krizové výstrahy',
  redirects: 'Přesměrování starých adres',
  imports: 'Import obsahu',
  payments: 'Platby',
  cases: 'Případy',
  bookings: 'Rezervace',
  waste: 'Evidence nádob',
  shop: 'Obchod',
  users: 'Občané a role',
  security: 'Zabezpečení přihlášení',
};

interface EntityWords {
  /** The item as the log names it: "Článek". */
  name: string;
  section: AuditSection;
  /** Where the item is edited, from its id; none where there is no page of one item. */
  url?: (id: string) => string;
}

export const AUDIT_ENTITIES: Record<string, EntityWords> = {
  article: { name: 'Článek', section: 'news', url: (id) => `/sprava/aktuality/${id}` },
  event: { name: 'Akce', section: 'events', url: (id) => `/sprava/akce/${id}` },
  'event-category': { name: 'Kategorie akcí', section: 'events', url: () => '/sprava/akce/kategorie' },
  notice: { name: 'Položka úřední desky', section: 'notice-board', url: (id) => `/sprava/uredni-deska/${id}` },
  document: { name: 'Dokument', section: 'records', url: (id) => `/sprava/dokumenty/${id}` },
  contract: { name: 'Smlouva', section: 'records', url: (id) => `/sprava/smlouvy/${id}` },
  decree: { name: 'Vyhláška', section: 'records', url: (id) => `/sprava/vyhlasky/${id}` },
  magazine: { name: 'Číslo zpravodaje', section: 'records', url: (id) => `/sprava/zpravodaj/${id}` },
  page: { name: 'Stránka', section: 'pages', url: (id) => `/sprava/stranky/${id}` },
  overview: { name: 'Rozcestník', section: 'pages', url: (id) => `/sprava/rozcestniky/${id}` },
  gallery: { name: 'Fotogalerie', section: 'galleries', url: (id) => `/sprava/galerie/${id}` },
  department: { name: 'Odbor', section: 'people', url: (id) => `/sprava/odbory/${id}` },
  contact: { name: 'Pracovník úřadu', section: 'people', url: (id) => `/sprava/pracovnici/${id}` },
  member: { name: 'Člen orgánu města', section: 'people', url: (id) => `/sprava/zastupitele/${id}` },
  meeting: { name: 'Zasedání', section: 'people', url: (id) => `/sprava/zasedani/${id}` },
  setting: {
    name: 'Nastavení webu',
    section: 'shell',
    url: (id) => (/menu$/.test(id) ? '/sprava/menu' : '/sprava/nastaveni'),
  },
  banner: { name: 'Banner', section: 'shell', url: (id) => `/sprava/bannery/${id}` },
  media: { name: 'Obrázek', section: 'media', url: (id) => `/sprava/media/${id}` },
  alert: { name: 'Krizová výstraha', section: 'alerts', url: (id) => `/sprava/vystrahy/${id}` },
  redirect: { name: 'Přesměrování', section: 'redirects', url: (id) => `/sprava/presmerovani/${id}` },
  import: { name: 'Import obsahu', section: 'imports', url: (id) => `/sprava/import/${id}` },
  commitment: {
    name: 'Předpis platby',
    section: 'payments',
    url: (id) => `/sprava/platby?q=${encodeURIComponent(id)}`,
  },
  'bank-import': { name: 'Výpis z banky', section: 'payments' },
  'bank-payment': { name: 'Platba z výpisu', section: 'payments', url: (id) => `/sprava/platby/fronta/${id}` },
  credit: { name: 'Přeplatek', section: 'payments', url: (id) => `/sprava/platby/preplatky/${id}` },
  case: { name: 'Případ', section: 'cases', url: (id) => `/sprava/pripady/${id}` },
  defect: { name: 'Hlášení závady', section: 'cases', url: (id) => `/sprava/zavady/${id}` },
  'open311-client': { name: 'Aplikace hlášení závad', section: 'users', url: () => '/sprava/zavady/aplikace' },
  'data-message': { name: 'Datová zpráva', section: 'cases', url: () => '/sprava/podatelna?vse=1' },
  'reference-number': {
    name: 'Číslo jednací',
    section: 'cases',
    url: (id) => `/sprava/podaci-denik?q=${encodeURIComponent(id)}`,
  },
  booking: { name: 'Rezervace', section: 'bookings' },
  'booking-day': { name: 'Den rezervací', section: 'bookings' },
  'booking-service': { name: 'Služba rezervací', section: 'bookings', url: (id) => `/sprava/rezervace/sluzby/${id}` },
  'waste-address': { name: 'Adresa v evidenci nádob', section: 'waste', url: (id) => `/sprava/odpad/adresa/${id}` },
  'waste-bin': { name: 'Nádoba', section: 'waste' },
  'waste-prices': { name: 'Ceník svozů navíc', section: 'waste', url: () => '/sprava/odpad/cenik' },
  order: { name: 'Objednávka', section: 'shop', url: (id) => `/sprava/obchod/objednavka/${id}` },
  product: { name: 'Zboží', section: 'shop', url: (id) => `/sprava/obchod/zbozi/${id}` },
  voucher: { name: 'Slevový kód', section: 'shop', url: () => '/sprava/obchod/kody' },
  user: { name: 'Účet', section: 'users', url: (id) => `/sprava/obcane/${id}` },
  group: { name: 'Skupina se slevou', section: 'users', url: () => '/sprava/obcane/skupiny' },
  'review-policy': { name: 'Kontrola před zveřejněním', section: 'users', url: () => '/sprava/kontrola' },
};

/** Actions of a sign-in's own security, recorded without an item. */
const SECURITY_ACTIONS = ['totp.enabled', 'recovery-codes.renewed', 'recovery-code.used'];

/** The section of an entry: its item's, or its action's for an entry without an item. */
export function sectionOf(entity: string | null, action: string): AuditSection | null {
  if (SECURITY_ACTIONS.includes(action)) return 'security';
  return entity && AUDIT_ENTITIES[entity] ? AUDIT_ENTITIES[entity].section : null;
}

/**
 * Which entries a section's filter matches, for the log's query: those of its entities, or for
 * the sign-in's security its actions (which are recorded on the account, so other sections leave them out).
 */
export function sectionFilter(section: AuditSection): {
  entities: string[];
  actions: string[];
  exceptActions: string[];
} {
  if (section === 'security') return { entities: [], actions: SECURITY_ACTIONS, exceptActions: [] };
  return {
    entities: Object.entries(AUDIT_ENTITIES).flatMap(([key, e]) => (e.section === section ? [key] : [])),
    actions: [],
    exceptActions: SECURITY_ACTIONS,
  };
}
