import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PersonalData } from './schemas.ts';

/** Each section's heading, in the order the page reads. */
const SECTIONS: [keyof PersonalData, string][] = [
  ['account', 'Účet'],
  ['sessions', 'Přihlášení'],
  ['identity', 'Ověřená totožnost (Identita občana)'],
  ['data_box', 'Datová schránka'],
  ['data_messages_from_office', 'Datové zprávy od úřadu do vaší datové schránky'],
  ['data_messages_to_office', 'Datové zprávy z vaší datové schránky úřadu'],
  ['cases', 'Podání a jejich průběh'],
  ['drafts', 'Rozpracované formuláře'],
  ['commitments', 'Platby městu'],
  ['credits', 'Přeplatky'],
  ['bins', 'Popelnice'],
  ['pickup_orders', 'Svozy navíc'],
  ['bookings', 'Rezervace termínů'],
  ['orders', 'Objednávky z obchodu'],
  ['subscription', 'Odběr novinek'],
  ['event_proposals', 'Navržené akce'],
  ['defect_reports', 'Nahlášené závady'],
  ['defect_follows', 'Závady, které sledujete'],
];

/** The words for the fields a reader meets; a field not named here shows its own name. */
const LABELS: Record<string, string> = {
  firstname: 'Jméno',
  lastname: 'Příjmení',
  email: 'E-mail',
  email_confirmed_at: 'E-mail ověřen',
  phone_prefix: 'Předvolba',
  phone: 'Telefon',
  street: 'Ulice',
  city: 'Obec',
  zip: 'PSČ',
  group: 'Skupina se slevou',
  scope: 'Role',
  created_at: 'Vytvořeno',
  last_used_at: 'Naposledy použito',
  expires_at: 'Platí do',
  remember: 'Zapamatovat přihlášení',
  number: 'Číslo',
  title: 'Název',
  status: 'Stav',
  state: 'Stav',
  submitted_at: 'Podáno',
  updated_at: 'Změněno',
  summary: 'Co bylo podáno',
  section: 'Oddíl',
  rows: 'Údaje',
  label: 'Údaj',
  value: 'Hodnota',
  timeline: 'Průběh',
  at: 'Kdy',
  message: 'Zpráva',
  author: 'Kdo',
  files: 'Přílohy',
  filename: 'Soubor',
  amount: 'Částka (Kč)',
  paid_amount: 'Zaplaceno (Kč)',
  remaining: 'Zbývá (Kč)',
  issued_on: 'Vystaveno',
  due_on: 'Splatnost',
  paid_on: 'Zaplaceno dne',
  received_on: 'Přijato',
  resolution: 'Vyřízení',
  note: 'Poznámka',
  date: 'Den',
  bin: 'Popelnice',
  ordered_at: 'Objednáno',
  starts_at: 'Začátek',
  ends_at: 'Konec',
  place: 'Místo',
  organizer: 'Pořadatel',
  contact: 'Kontakt',
  proposer_name: 'Navrhl(a)',
  proposer_email: 'E-mail navrhovatele',
  proposed_at: 'Navrženo',
  topics: 'Témata',
  confirmed: 'Potvrzeno',
  service: 'Služba',
  items: 'Položky',
  total: 'Celkem',
  pseudonym: 'Identifikátor od Identity občana',
  box_id: 'ID datové schránky',
  owner_name: 'Držitel schránky',
  checked_at: 'Ověřeno v systému datových schránek',
  level: 'Úroveň záruky',
  level_name: 'Úroveň záruky slovy',
  verified_at: 'Naposledy ověřeno',
  linked_at: 'Propojeno s účtem',
  given_name: 'Jméno podle Identity občana',
  family_name: 'Příjmení podle Identity občana',
  birth_date: 'Datum narození',
  subject: 'Věc',
  office_reference: 'Číslo jednací úřadu',
  office_file_mark: 'Spisová značka úřadu',
  your_reference: 'Vaše číslo jednací',
  your_file_mark: 'Vaše spisová značka',
  recipient_box: 'Do datové schránky',
  sender_box: 'Z datové schránky',
  sender_name: 'Odesílatel',
  dm_id: 'ID datové zprávy',
  sent_at: 'Odesláno',
  delivered_at: 'Dodáno do datové schránky',
  accepted_at: 'Doručeno',
  failed_at: 'Nedoručitelná od',
  reason: 'Důvod',
  received_at: 'Přijato úřadem',
  documents: 'Dokumenty',
  media_type: 'Typ souboru',
  size: 'Velikost (bajty)',
  flag: 'Upozornění',
  category: 'Druh',
  description: 'Popis',
  reporter_email: 'E-mail oznamovatele',
  reporter_name: 'Jméno oznamovatele',
  confirmed_at: 'Potvrzeno',
  closed_at: 'Uzavřeno',
  satisfied: 'Spokojenost s vyřízením',
};

// Machine fields a reader has no use for.
const SKIPPED = new Set(['id', 'payment', 'spayd', 'qr_svg', 'sha256', 'storage_path', 'exported_at']);

function Value({ value }: { value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'ano' : 'ne';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'nic';
    if (value.every((v) => typeof v !== 'object' || v === null)) return value.join(', ');
    return (
      <ol>
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never updated
          <li key={i}>
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([key]) => !SKIPPED.has(key));
    return (
      <dl>
        {entries.map(([key, v]) => (
          <div key={key}>
            <dt>{LABELS[key] ?? key}</dt>
            <dd>
              <Value value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return String(value);
}

/** The export as a page to read: one heading per kind of data, and where the attached files are in the archive. */
export function readableDocument(data: PersonalData, files: string[]): string {
  const name = `${data.account.firstname} ${data.account.lastname}`;
  const body = renderToStaticMarkup(
    <html lang="cs">
      <head>
        <meta charSet="utf-8" />
        <title>{`Údaje, které web města Vzorov vede o účtu ${name}`}</title>
        <style>
          {
            'body{font-family:sans-serif;max-width:50rem;margin:2rem auto;line-height:1.5}dt{font-weight:bold}dd{margin:0 0 .5rem 1rem}'
          }
        </style>
      </head>
      <body>
        <h1>Údaje, které web města Vzorov vede o účtu {name}</h1>
        <p>
          Vytvořeno {data.exported_at}. Stejné údaje pro strojové zpracování jsou v souboru udaje.json, přílohy podání
          ve složce prilohy a dokumenty datových zpráv ve složce datove-zpravy (od úřadu podle čísla jednacího, vaše
          podle ID datové zprávy).
        </p>
        {SECTIONS.map(([key, heading]) => (
          <section key={key}>
            <h2>{heading}</h2>
            <Value value={data[key]} />
          </section>
        ))}
        <section>
          <h2>Přílohy v archivu</h2>
          <Value value={files} />
        </section>
      </body>
    </html>,
  );
  return `<!doctype html>\n${body}`;
}
