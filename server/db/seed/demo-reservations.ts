import type { reservationServices } from '../../../app/features/reservations/schema.server.ts';
import type { WeeklyHours } from '../../../app/features/reservations/schemas.ts';
import type { Field } from '../../../common/forms/types.ts';

type DemoService = Omit<typeof reservationServices.$inferInsert, 'id' | 'position'>;

/** The office's hours for appointments: long days Monday and Wednesday, mornings otherwise. */
const OFFICE: WeeklyHours = {
  '1': [
    ['08:00', '11:30'],
    ['12:30', '17:00'],
  ],
  '2': [['08:00', '11:30']],
  '3': [
    ['08:00', '11:30'],
    ['12:30', '17:00'],
  ],
  '4': [['08:00', '11:30']],
  '5': [['08:00', '11:00']],
};

const agenda = (options: [string, string][]): Field => ({
  type: 'select',
  name: 'agenda',
  label: 'Co potřebujete vyřídit',
  required: true,
  options: options.map(([value, label]) => ({ value, label })),
});

export const demoReservationServices: DemoService[] = [
  {
    slug: 'obcansky-prukaz',
    name: 'Občanské průkazy a cestovní pasy',
    description:
      'Podání žádosti o občanský průkaz nebo cestovní pas, převzetí hotového dokladu. Na jeden termín vyřídíme jednu osobu; dvě přepážky.',
    place: 'Městský úřad Vzorov, náměstí Míru 1, přízemí, dveře 3',
    weekly: OFFICE,
    slotMinutes: 20,
    capacity: 2,
    horizonDays: 60,
    leadMinutes: 120,
    cancelHours: 2,
    maxActive: 2,
    questions: [
      agenda([
        ['op', 'Žádost o občanský průkaz'],
        ['pas', 'Žádost o cestovní pas'],
        ['oboji', 'Občanský průkaz i cestovní pas'],
        ['prevzeti', 'Převzetí hotového dokladu'],
      ]),
    ],
    situations: ['obcansky-prukaz', 'cestovni-pas'],
  },
  {
    slug: 'czech-point',
    name: 'Czech POINT',
    description: 'Výpisy z rejstříků, ověření podpisu a listin, konverze dokumentů, datové schránky.',
    place: 'Městský úřad Vzorov, náměstí Míru 1, přízemí, dveře 3',
    weekly: OFFICE,
    slotMinutes: 15,
    capacity: 1,
    horizonDays: 30,
    leadMinutes: 120,
    cancelHours: 2,
    maxActive: 2,
    questions: [],
    situations: ['overeni-podpisu-a-listin'],
  },
  {
    slug: 'matrika',
    name: 'Matrika',
    description: 'Narození, uzavření manželství, úmrtí, duplikáty matričních dokladů, změna jména a příjmení.',
    place: 'Městský úřad Vzorov, náměstí Míru 1, přízemí, dveře 5',
    weekly: { '1': OFFICE['1'], '3': OFFICE['3'] },
    slotMinutes: 30,
    capacity: 1,
    horizonDays: 60,
    leadMinutes: 24 * 60,
    cancelHours: 24,
    maxActive: 1,
    questions: [
      agenda([
        ['snatek', 'Uzavření manželství'],
        ['narozeni', 'Narození dítěte'],
        ['umrti', 'Úmrtí'],
        ['duplikat', 'Duplikát matričního dokladu'],
        ['jine', 'Něco jiného'],
      ]),
    ],
    situations: ['uzavreni-manzelstvi', 'narozeni-ditete'],
  },
  {
    slug: 'stavebni-urad',
    name: 'Stavební úřad – konzultace',
    description: 'Konzultace stavebního záměru před podáním žádosti: co budete potřebovat a jak postupovat.',
    place: 'Městský úřad Vzorov, náměstí Míru 1, 2. patro, dveře 204',
    weekly: { '1': [['13:00', '17:00']], '3': [['13:00', '17:00']] },
    slotMinutes: 30,
    capacity: 1,
    horizonDays: 60,
    leadMinutes: 24 * 60,
    cancelHours: 24,
    maxActive: 1,
    questions: [
      {
        type: 'textarea',
        name: 'zamer',
        label: 'O jakou stavbu nebo úpravu jde',
        hint: 'Stačí pár vět, ať se můžeme připravit. Například: přístavba garáže k rodinnému domu, Lipová 12.',
        required: true,
        minLength: 10,
        maxLength: 1000,
      },
    ],
    situations: ['vyjadreni-ke-stavbe', 'ohlaseni-stavebnich-praci'],
  },
  {
    slug: 'poplatky',
    name: 'Místní poplatky a pokladna',
    description: 'Placení a přiznání místních poplatků (odpad, psi, pobyt), vrácení přeplatků.',
    place: 'Městský úřad Vzorov, náměstí Míru 1, 1. patro, dveře 112',
    weekly: OFFICE,
    slotMinutes: 10,
    capacity: 2,
    horizonDays: 30,
    leadMinutes: 60,
    cancelHours: 1,
    maxActive: 2,
    questions: [],
    situations: ['poplatek-za-odpady', 'prihlaseni-psa', 'odhlaseni-psa'],
  },
  {
    slug: 'caj-se-starostkou',
    name: 'Čaj se starostkou',
    description:
      'Dvacet minut u čaje se starostkou Mgr. Helenou Vzorovou: přijďte s nápadem, stížností nebo otázkou, která se týká Vzorova.',
    place: 'Kancelář starostky, radnice, 1. patro, dveře 101',
    weekly: { '3': [['15:00', '18:00']] },
    slotMinutes: 20,
    capacity: 1,
    horizonDays: 60,
    leadMinutes: 24 * 60,
    cancelHours: 24,
    maxActive: 1,
    questions: [
      {
        type: 'textarea',
        name: 'tema',
        label: 'O čem si chcete povídat',
        hint: 'Starostka se tak může připravit a případně přizvat někoho z úřadu.',
        required: true,
        minLength: 10,
        maxLength: 1000,
      },
    ],
    situations: [],
  },
];

/** Days the office does not take appointments, beyond public holidays. */
export const demoClosures = (year: number) => [
  { service: null, date: `${year}-12-31`, reason: 'Úřad je uzavřen (inventura).' },
  { service: 'stavebni-urad', date: `${year + 1}-01-07`, reason: 'Školení pracovníků stavebního úřadu.' },
];
