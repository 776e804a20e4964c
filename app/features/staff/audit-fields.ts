import { CASE_STATUS_LABELS } from '../../../common/cases.ts';
import { isSection, SECTIONS } from '../../../common/roles.ts';
import { levelName, levelNamed } from '../identity/schemas.ts';

// Each recorded field with its label, and the codes some fields keep, in words.

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
  satisfied: 'Spokojenost oznamovatele',
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
