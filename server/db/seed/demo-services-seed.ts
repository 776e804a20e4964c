import { eq, sql } from 'drizzle-orm';
import { pages } from '../../../app/features/pages/schema.server.ts';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { formByKey } from '../../../common/forms/registry.ts';
import { summarise } from '../../../common/forms/summary.ts';
import { validateForm } from '../../../common/forms/validate.ts';
import { escapeHtml } from '../../lib/mail.ts';
import { caseNumber } from '../../modules/services/forms.ts';
import { sampleValues } from '../../modules/services/sample-values.ts';
import type { Db } from '../client.ts';
import {
  type CASE_STATUSES,
  caseEvents,
  cases,
  contacts,
  departments,
  formDrafts,
  lifeSituations,
  serviceTopics,
  users,
} from '../schema/index.ts';
import { czechPointIntro, czechPointServices, demoSituations, demoTopics } from './demo-services.ts';
import { demoAccounts } from './demo-town.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = (typeof CASE_STATUSES)[number];

/** Each demo resident's cases: one in every status, with what the office wrote along the way. */
const DEMO_CASES: {
  email: string;
  form: string;
  daysAgo: number;
  /** What the resident wrote where the sample filler would write placeholder text. */
  values: Record<string, string>;
  steps: { after: number; status: Status | null; message?: string }[];
}[] = [
  {
    email: 'jana.novakova@vzorov.example',
    form: 'dog-registration',
    values: {
      dog_name: 'Bety',
      breed: 'border kolie',
      sex: 'female',
      colour: 'černobílá',
      chip_number: '203098100123456',
    },
    daysAgo: 2,
    steps: [],
  },
  {
    email: 'jana.novakova@vzorov.example',
    form: 'tree-felling-permit',
    values: {
      species: 'bříza bělokorá',
      tree_count: '2',
      circumference: '145',
      reason: 'Stromy jsou po vichřici nakloněné nad střechu rodinného domu a hrozí jejich pád. Přikládám fotografie.',
      replanting: 'yes',
      replanting_proposal: 'Na stejném pozemku vysadíme dva javory mléč.',
    },
    daysAgo: 12,
    steps: [
      {
        after: 3,
        status: 'v-reseni',
        message:
          'Žádost jsme zaevidovali pod spisovou značkou OŽP/412/2026. Místní šetření na pozemku proběhne v pátek dopoledne; ozveme se den předem.',
      },
    ],
  },
  {
    email: 'jana.novakova@vzorov.example',
    form: 'special-use-fee',
    values: {
      purpose: 'construction',
      location: 'chodník před domem Lipová 12',
      area: '6',
      description: 'Kontejner na stavební suť při rekonstrukci koupelny, 2 × 3 m.',
    },
    daysAgo: 20,
    steps: [
      { after: 2, status: 'v-reseni' },
      {
        after: 5,
        status: 'ceka-na-doplneni',
        message:
          'Prosíme o doplnění situačního nákresu se zakreslením záboru (stačí fotografie ručního nákresu). Bez něj nemůžeme plochu záboru posoudit. Doplnit jej můžete e-mailem nebo osobně na finančním odboru.',
      },
    ],
  },
  {
    email: 'jana.novakova@vzorov.example',
    form: 'waste-fee',
    values: { notice_type: 'start', liability_basis: 'resident', property_kind: 'house', property_number: '412' },
    daysAgo: 75,
    steps: [
      { after: 1, status: 'v-reseni' },
      {
        after: 6,
        status: 'vyrizeno',
        message:
          'Ohlášení jsme zapsali. Poplatek za rok 2027 je 900 Kč za osobu a je splatný do 31. května 2027. Platební údaje najdete v sekci Moje závazky.',
      },
    ],
  },
  {
    email: 'josef.dvorak@vzorov.example',
    form: 'grave-lease-request',
    values: {
      cemetery: 'vzorov',
      grave_type: 'urn',
      preferred_location: 'Nové oddělení u kaple, pokud je to možné.',
      purpose: 'future',
    },
    daysAgo: 9,
    steps: [
      {
        after: 2,
        status: 'v-reseni',
        message: 'Hrobové místo B.12.4 je volné. Návrh smlouvy vám připravíme do konce týdne.',
      },
    ],
  },
  {
    email: 'josef.dvorak@vzorov.example',
    form: 'social-security-confirmation',
    values: {
      confirmation_type: 'life',
      authority: 'foreign',
      authority_name: 'Deutsche Rentenversicherung',
      purpose: 'Potvrzení o žití pro výplatu německého důchodu.',
      delivery: 'in_person',
    },
    daysAgo: 40,
    steps: [
      { after: 3, status: 'vyrizeno', message: 'Potvrzení je připravené k vyzvednutí na sociálním odboru, dveře 205.' },
    ],
  },
];

/** The "Potřebuji vyřídit" catalogue, and cases and a draft for the demo residents. */
export async function seedServices(tx: Tx, now = new Date()) {
  await tx
    .insert(serviceTopics)
    .values(demoTopics.map((t, position) => ({ ...t, position })))
    .onConflictDoNothing();
  const topicIds = new Map((await tx.select().from(serviceTopics)).map((t) => [t.slug, t.id]));
  const departmentIds = new Map(
    (await tx.select({ id: departments.id, slug: departments.slug }).from(departments)).map((d) => [d.slug, d.id]),
  );
  const contactIds = new Map(
    (await tx.select({ id: contacts.id, slug: contacts.slug }).from(contacts)).map((c) => [c.slug, c.id]),
  );
  await tx
    .insert(lifeSituations)
    .values(
      demoSituations.map(({ topic, department, contact, ...s }, position) => ({
        ...s,
        topicId: topicIds.get(topic)!,
        departmentId: departmentIds.get(department)!,
        contactId: contactIds.get(contact) ?? null,
        position,
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(pages)
    .values({
      slug: 'czech-point',
      title: 'Czech POINT',
      description:
        'Výpisy z veřejných rejstříků, ověření podpisů a listin, konverze dokumentů a datové schránky na jednom místě na úřadě.',
      body: czechPointPage(),
    })
    .onConflictDoNothing();

  const today = pragueToday(now);
  for (const demo of DEMO_CASES) {
    const def = formByKey(demo.form);
    const account = demoAccounts.find((a) => a.email === demo.email);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (!def || !account || !user) continue;
    const values = { ...sampleValues(def, account, addDays(today, -demo.daysAgo)).values, ...demo.values };
    const { data } = validateForm(def, values, {}, addDays(today, -demo.daysAgo));
    const submittedAt = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    const updatedAt = new Date(submittedAt.getTime() + (demo.steps.at(-1)?.after ?? 0) * 86_400_000);
    const [{ n }] = (await tx.execute(sql`select nextval('case_numbers')::int as n`)).rows as [{ n: number }];
    const [row] = await tx
      .insert(cases)
      .values({
        number: caseNumber(n, submittedAt),
        userId: user.id,
        form: def.key,
        title: def.title,
        status: demo.steps.findLast((s) => s.status)?.status ?? 'prijato',
        values: data,
        summary: summarise(def, data),
        feeAmount: def.fee?.amount ?? null,
        feeLabel: def.fee?.label ?? null,
        departmentId: departmentIds.get(def.department) ?? null,
        idempotencyKey: `demo-${def.key}`,
        submittedAt,
        updatedAt,
      })
      .returning({ id: cases.id });
    await tx.insert(caseEvents).values([
      { caseId: row!.id, at: submittedAt, status: 'prijato' as const, message: null },
      ...demo.steps.map((step) => ({
        caseId: row!.id,
        at: new Date(submittedAt.getTime() + step.after * 86_400_000),
        status: step.status,
        message: step.message ?? null,
      })),
    ]);
  }

  // Jana started a request for a subsidy and has not finished it yet.
  const [jana] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'jana.novakova@vzorov.example'));
  const subsidy = formByKey('subsidy-request');
  const account = demoAccounts[0]!;
  if (jana && subsidy) {
    const { values } = sampleValues(subsidy, account, today);
    const started = {
      ...Object.fromEntries(Object.entries(values).slice(0, 4)),
      organization_name: 'Spolek přátel Vzorovského rybníka',
      project_name: 'Úklid a nové lavičky u rybníka',
    };
    await tx
      .insert(formDrafts)
      .values({ userId: jana.id, form: subsidy.key, values: started, updatedAt: new Date(now.getTime() - 86_400_000) })
      .onConflictDoNothing();
  }
}

/** The Czech POINT page: what the counter issues and for how much, as a table the office can edit later. */
function czechPointPage(): string {
  const rows = czechPointServices
    .map(
      (s) =>
        `<tr><td>${escapeHtml(s.name)}</td><td>${escapeHtml(s.price)}</td><td>${escapeHtml(s.note ?? '')}</td></tr>`,
    )
    .join('');
  return [
    ...czechPointIntro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<h2>Co vám vydáme a kolik to stojí</h2>',
    `<table><thead><tr><th scope="col">Služba</th><th scope="col">Cena</th><th scope="col">Poznámka</th></tr></thead><tbody>${rows}</tbody></table>`,
  ].join('\n');
}
