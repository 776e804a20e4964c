/**
 * The audit log in words (issue 29 §6): each action as a sentence, each kind of item with its name
 * and the page where it is edited, each recorded field with its label. The log stores codes
 * (`article.updated`), which stay stable; what the office reads comes from here. A test fails
 * when the code records an action this file has no words for.
 */

import { CASE_STATUS_LABELS } from '../../../common/cases.ts';
import { isSection, SECTIONS } from '../../../common/roles.ts';
import { levelName, levelNamed } from '../identity/schemas.ts';

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

export const AUDIT_ACTIONS: Record<string, string> = {
  'article.created': 'Článek vytvořen',
  'article.updated': 'Článek upraven',
  'article.submitted': 'Článek předán ke kontrole',
  'article.approved': 'Článek schválen a zveřejněn',
  'article.returned': 'Článek vrácen autorovi',
  'article.published': 'Článek zveřejněn',
  'article.unpublished': 'Článek stažen z webu mezi koncepty',
  'article.archived': 'Článek přesunut do archivu',
  'article.deleted': 'Článek smazán',
  'event.created': 'Akce vytvořena',
  'event.updated': 'Akce upravena',
  'event.deleted': 'Akce smazána',
  'event.published': 'Akce zveřejněna',
  'event.rejected': 'Návrh akce zamítnut',
  'event.unpublished': 'Akce stažena z webu mezi koncepty',
  'event-category.created': 'Kategorie akcí vytvořena',
  'event-category.renamed': 'Kategorie akcí přejmenována',
  'event-category.moved': 'Pořadí kategorií akcí změněno',
  'event-category.deleted': 'Kategorie akcí smazána',
  'notice.created': 'Položka vyvěšena na úřední desku',
  'notice.updated': 'Položka úřední desky upravena',
  'notice.taken-down': 'Položka sejmuta z úřední desky',
  'document.created': 'Dokument přidán',
  'document.updated': 'Dokument upraven',
  'document.deleted': 'Dokument smazán',
  'contract.created': 'Smlouva přidána',
  'contract.updated': 'Smlouva upravena',
  'contract.deleted': 'Smlouva smazána',
  'decree.created': 'Vyhláška přidána',
  'decree.updated': 'Vyhláška upravena',
  'decree.deleted': 'Vyhláška smazána',
  'magazine.created': 'Číslo zpravodaje přidáno',
  'magazine.updated': 'Číslo zpravodaje upraveno',
  'magazine.deleted': 'Číslo zpravodaje smazáno',
  'page.created': 'Stránka vytvořena',
  'page.updated': 'Stránka upravena',
  'page.deleted': 'Stránka smazána',
  'page.published': 'Stránka zveřejněna',
  'page.unpublished': 'Stránka stažena z webu',
  'overview.updated': 'Rozcestník upraven',
  'gallery.created': 'Fotogalerie vytvořena',
  'gallery.updated': 'Fotogalerie upravena',
  'gallery.photos-added': 'Fotografie přidány do galerie',
  'gallery.deleted': 'Fotogalerie smazána',
  'gallery.published': 'Fotogalerie zveřejněna',
  'gallery.unpublished': 'Fotogalerie stažena z webu',
  'department.created': 'Odbor přidán',
  'department.updated': 'Odbor upraven',
  'department.deleted': 'Odbor smazán',
  'contact.created': 'Pracovník úřadu přidán',
  'contact.updated': 'Pracovník úřadu upraven',
  'contact.deleted': 'Pracovník úřadu odebrán',
  'member.created': 'Člen orgánu města přidán',
  'member.updated': 'Člen orgánu města upraven',
  'member.deleted': 'Člen orgánu města odebrán',
  'meeting.created': 'Zasedání přidáno',
  'meeting.updated': 'Zasedání upraveno',
  'meeting.deleted': 'Zasedání smazáno',
  'setting.updated': 'Nastavení webu změněno',
  'banner.created': 'Banner přidán',
  'banner.updated': 'Banner upraven',
  'banner.moved': 'Pořadí bannerů změněno',
  'banner.deleted': 'Banner smazán',
  'media.uploaded': 'Obrázek nahrán do knihovny',
  'media.described': 'Popis obrázku změněn',
  'media.deleted': 'Obrázek smazán z knihovny',
  'alert.published': 'Krizová výstraha zveřejněna',
  'alert.updated': 'Krizová výstraha upravena',
  'alert.ended': 'Krizová výstraha ukončena',
  'redirect.created': 'Přesměrování přidáno',
  'redirect.updated': 'Přesměrování upraveno',
  'redirect.deleted': 'Přesměrování smazáno',
  'redirect.csv_imported': 'Přesměrování načtena z CSV',
  'import.started': 'Import obsahu spuštěn',
  'import.deleted': 'Zkušební průchod importu smazán',
  'commitment.created': 'Předpis platby vystaven',
  'commitments.batch': 'Předpisy vystaveny hromadně',
  'payments.imported': 'Výpis z banky načten',
  'payment.paid': 'Platba z fronty použita na předpis',
  'credit.applied': 'Přeplatek započten na předpis',
  'credit.refunded': 'Přeplatek vrácen plátci',
  'payment.dismissed': 'Platba z fronty vyřízena jinak',
  'case.digital-act': 'Podání s ověřenou totožností (digitální úkon)',
  'case.take': 'Případ převzat',
  'case.ask': 'Občan požádán o doplnění',
  'case.message': 'Zpráva občanovi odeslána',
  'case.note': 'Interní poznámka k případu',
  'case.decide': 'Případ vyřízen',
  'case.reject': 'Žádost zamítnuta',
  'case.reopen': 'Případ znovu otevřen',
  'case.close': 'Případ uzavřen',
  'data-message.replied': 'Odpověď na datovou zprávu odeslána',
  'data-message.filed': 'Datová zpráva zařazena k případu',
  'filing.letter-registered': 'Došlá písemnost zapsána do podacího deníku',
  'filing.exported': 'Podací deník stažen jako CSV',
  'booking.arrived': 'Příchod na rezervaci zapsán',
  'booking.no_show': 'Nepříchod na rezervaci zapsán',
  'booking.none': 'Zápis příchodu na rezervaci zrušen',
  'booking.cancelled': 'Rezervace zrušena úřadem',
  'booking-day.closed': 'Den rezervací uzavřen',
  'booking-day.reopened': 'Den rezervací znovu otevřen',
  'booking-service.saved': 'Služba rezervací uložena',
  'waste-address.created': 'Adresa přidána do evidence nádob',
  'waste-address.saved': 'Adresa v evidenci nádob upravena',
  'waste-bin.created': 'Nádoba přidána',
  'waste-bin.saved': 'Nádoba upravena',
  'waste-bin.new-code': 'Nádobě vydána nová nálepka',
  'waste-bin.deleted': 'Nádoba odebrána',
  'waste-prices.saved': 'Ceník svozů navíc uložen',
  'shop.order.ready': 'Objednávka připravena k vyzvednutí',
  'shop.order.picked_up': 'Objednávka vyzvednuta',
  'shop.order.paid': 'Objednávka zaplacena na pokladně',
  'shop.order.cancel': 'Objednávka zrušena',
  'shop.product.created': 'Zboží přidáno',
  'shop.product.updated': 'Zboží upraveno',
  'shop.stock.changed': 'Sklad zboží změněn',
  'shop.voucher.created': 'Slevový kód vytvořen',
  'user.roles': 'Role změněny',
  'user.group': 'Skupina se slevou změněna',
  'user.locked': 'Účet zablokován',
  'user.unlocked': 'Účet odblokován',
  'user.exported': 'Údaje účtu staženy (GDPR)',
  'user.erased': 'Účet vymazán (GDPR)',
  'group.saved': 'Skupina se slevou uložena',
  'group.created': 'Skupina se slevou přidána',
  'group.removed': 'Skupina se slevou smazána',
  'review-policy.changed': 'Kontrola před zveřejněním změněna',
  'totp.enabled': 'Ověřovací aplikace nastavena',
  'recovery-codes.renewed': 'Vytvořeny nové záložní kódy',
  'recovery-code.used': 'Přihlášení záložním kódem',
  'identity.linked': 'Účet propojen s Identitou občana',
  'identity.verified': 'Totožnost znovu ověřena přes Identitu občana',
  'identity.signed-in': 'Přihlášení přes Identitu občana',
  'identity.account-created': 'Účet založen přes Identitu občana',
  'identity.logged-out': 'Odhlášení z Identity občana',
};

/** The labels of recorded fields; any other field is shown by its name in words. */
const FIELD_WORDS: Record<string, string> = {
  title: 'Název',
  name: 'Jméno',
  level: 'Úroveň záruky',
  slug: 'Adresa',
  perex: 'Perex',
  body: 'Text',
  description: 'Popis',
  category: 'Kategorie',
  published: 'Zveřejnění',
  unpublish: 'Stažení z webu',
  state: 'Stav',
  status: 'Stav',
  posted_on: 'Vyvěšeno',
  relevant_until: 'Sejmutí',
  alt: 'Popis obrázku',
  file: 'Soubor',
  amount: 'Částka',
  total: 'Celkem',
  count: 'Počet',
  due: 'Splatnost',
  resident: 'Občan',
  scope: 'Role',
  group: 'Skupina',
  reason: 'Důvod',
  note: 'Poznámka',
  subject: 'Předmět',
  position: 'Pořadí',
  department: 'Odbor',
  role: 'Funkce',
  address: 'Adresa',
  code: 'Kód',
  kind: 'Druh',
  volume: 'Objem',
  stock: 'Sklad',
  discount: 'Sleva',
  service: 'Služba',
  slot: 'Termín',
  capacity: 'Kapacita',
  starts: 'Začátek',
  from: 'Od',
  to: 'Do',
  at: 'Kdy',
  meeting: 'Zasedání',
  minutes: 'Zápis',
  resolutions: 'Usnesení',
  council: 'Orgán',
  counterparty: 'Smluvní strana',
  repealed: 'Zrušena',
  key: 'Klíč',
  setting: 'Nastavení',
  tiles: 'Dlaždice',
  added: 'Přidáno',
  removed: 'Odebráno',
  added_documents: 'Přidané dokumenty',
  removed_documents: 'Odebrané dokumenty',
  restored_from: 'Obnoveno z verze',
  reference: 'Číslo jednací',
  case: 'Případ',
  active: 'Aktivní',
  cancelled: 'Zrušeno',
  variant: 'Varianta',
  line: 'Řádek',
  comment: 'Komentář',
  required: 'Vyžadována',
  bankAccount: 'Bankovní účet',
  ico: 'IČO',
  old_address: 'Stará adresa',
  new_address: 'Nová adresa',
  changed: 'Změněno',
  skipped: 'Vynecháno',
  source: 'Zdroj',
  value: 'Hodnota',
  text: 'Text',
  link: 'Odkaz',
  office: 'Úřad',
  street: 'Ulice a číslo',
  city: 'PSČ a obec',
  phone: 'Telefon',
  email: 'E-mail',
  dataBox: 'Datová schránka',
  dic: 'DIČ',
  social: 'Sociální síť',
  agency: 'Tvůrce webu',
  number: 'Číslo',
  channel: 'Jak došlo',
  year: 'Rok',
  rows: 'Řádků',
};

/** An article's state, as the news list names it. */
const ARTICLE_STATES: Record<string, string> = {
  draft: 'koncept',
  review: 'ke kontrole',
  scheduled: 'naplánováno',
  published: 'zveřejněno',
  archived: 'v archivu',
};

/** A role of a scope in words: `editor:news` is „editor: Aktuality a blog“. */
function roleWords(role: string): string {
  if (role === 'resident') return 'občan';
  if (role === 'admin') return 'správce';
  const [kind, name = ''] = role.split(':');
  if (kind === 'editor') return `editor: ${isSection(name) ? SECTIONS[name] : name}`;
  if (kind === 'clerk') return `referent odboru ${name}`;
  return role;
}

const CASE_STATUS_WORDS: Record<string, { label: string } | undefined> = CASE_STATUS_LABELS;

/** The codes some fields record, in words; the log keeps the codes, the office reads these. */
const VALUE_WORDS: Record<string, (code: string) => string> = {
  state: (code) => ARTICLE_STATES[code] ?? code,
  status: (code) => CASE_STATUS_WORDS[code]?.label ?? code,
  level: (code) => {
    const level = levelNamed(code);
    return level ? levelName(level) : code;
  },
  scope: (code) => code.split(', ').map(roleWords).join(', '),
};

/** Whether the log has a label of its own for a recorded field (not one made from its name). */
export const hasFieldWords = (field: string) => field in FIELD_WORDS;

export const fieldLabel = (field: string) =>
  FIELD_WORDS[field] ??
  (() => {
    const words = field
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  })();

/** An action the log has no words for yet still reads as more than a code: its item and verb. */
export const actionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

export interface AuditChange {
  field: string;
  label: string;
  /** Null where the summary records only the new value. */
  before: string | null;
  after: string;
}

/** A summary's fields as changes: `before → after` split, a lone value as what it became. */
export function changesOf(summary: Record<string, string | number | boolean | null>): AuditChange[] {
  return Object.entries(summary).map(([field, value]) => {
    const text = value === null ? '—' : value === true ? 'ano' : value === false ? 'ne' : String(value);
    const arrow = text.indexOf(' → ');
    const words = VALUE_WORDS[field] ?? ((code: string) => code);
    return {
      field,
      label: fieldLabel(field),
      before: arrow >= 0 ? words(text.slice(0, arrow)) : null,
      after: words(arrow >= 0 ? text.slice(arrow + 3) : text),
    };
  });
}
