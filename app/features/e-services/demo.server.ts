import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { formByKey } from '../../../common/forms/registry.ts';
import { summarise } from '../../../common/forms/summary.ts';
import { validateForm } from '../../../common/forms/validate.ts';
import { escapeHtml } from '../../../common/html-escape.ts';
import type { Tx } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { readDemo, seededId } from '../../../server/db/seed/demo-data.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { placePage } from '../pages/service.server.ts';
import { directoryIds, issueReference } from '../people/service.server.ts';
import { dueOn } from './case-flow.ts';
import { caseNumber, issueFee } from './filing.server.ts';
import { type SamplePerson, sampleValues } from './sample-values.ts';
import { CASE_STATUSES, caseEvents, cases, formDrafts, lifeSituations, serviceTopics } from './schema.server.ts';

/** A demo account by its e-mail, with the details the sample filler writes into a form. */
async function demoPerson(tx: Tx, email: string): Promise<(SamplePerson & { id: number }) | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.email, email));
  return (
    user && {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone ?? '',
      street: user.street ?? '',
      city: user.city ?? '',
      zip: user.zip ?? '',
    }
  );
}

const slug = z.string().regex(/^[a-z0-9-]+$/);

/** Topics of the catalogue (demo/e-services/topics.yaml). */
const topicsFile = z.array(z.object({ slug, name: z.string(), description: z.string() }));

/** Life situations (demo/e-services/situations.yaml); departments and contacts by their slugs. */
const situationsFile = z.array(
  z.object({
    slug,
    topic: slug,
    title: z.string(),
    summary: z.string(),
    description: z.array(z.string()).min(1),
    who: z.string(),
    documents: z.array(z.string()),
    fees: z.string(),
    deadlines: z.string(),
    processingTime: z.string(),
    legalBasis: z.array(z.string()),
    department: slug,
    contact: slug,
    keywords: z.array(z.string()),
  }),
);

/** The Czech POINT page (demo/e-services/czech-point.yaml). */
const czechPointFile = z.object({
  title: z.string(),
  description: z.string(),
  priceListHeading: z.string(),
  intro: z.array(z.string()),
  services: z.array(z.object({ name: z.string(), price: z.string(), note: z.string().optional() })),
});

/** A form's key in the file, its definition once read. */
const knownForm = z.string().transform((key, ctx) => {
  const form = formByKey(key);
  if (form) return form;
  ctx.addIssue({ code: 'custom', message: 'Neznámý formulář' });
  return z.NEVER;
});

/** Each demo resident's cases (demo/e-services/cases.yaml). */
const casesFile = z.array(
  z.object({
    email: z.email(),
    form: knownForm,
    values: z.record(z.string(), z.string()),
    daysAgo: z.number().int().min(0),
    steps: z.array(
      z.object({
        after: z.number().int().min(0),
        status: z.enum(CASE_STATUSES).nullable(),
        message: z.string().optional(),
      }),
    ),
  }),
);

/** Requests a demo resident started and has not finished (demo/e-services/drafts.yaml). */
const draftsFile = z.array(
  z.object({
    email: z.email(),
    form: knownForm,
    sampleAnswers: z.number().int().min(0),
    values: z.record(z.string(), z.string()),
    daysAgo: z.number().int().min(0),
  }),
);

/** The "Potřebuji vyřídit" catalogue, and cases and a draft for the demo residents. */
export async function seedServices(tx: Tx, now = new Date()) {
  await tx
    .insert(serviceTopics)
    .values(readDemo('e-services/topics', topicsFile).map((t, position) => ({ ...t, position })))
    .onConflictDoNothing();
  const topicIds = new Map((await tx.select().from(serviceTopics)).map((t) => [t.slug, t.id]));
  const { departments: departmentIds, contacts: contactIds } = await directoryIds({ db: tx });
  await tx
    .insert(lifeSituations)
    .values(
      readDemo('e-services/situations', situationsFile).map(({ topic, department, contact, ...s }, position) => ({
        ...s,
        topicId: seededId(topicIds, topic, 'the topic'),
        departmentId: seededId(departmentIds, department, 'the department'),
        contactId: contactIds.get(contact) ?? null,
        position,
      })),
    )
    .onConflictDoNothing();

  const czechPoint = readDemo('e-services/czech-point', czechPointFile);
  await placePage(
    { db: tx },
    {
      slug: 'czech-point',
      title: czechPoint.title,
      description: czechPoint.description,
      body: czechPointPage(czechPoint),
    },
  );

  const today = pragueToday(now);
  for (const demo of readDemo('e-services/cases', casesFile)) {
    const def = demo.form;
    const user = await demoPerson(tx, demo.email);
    if (!user) continue;
    const values = { ...sampleValues(def, user, addDays(today, -demo.daysAgo)).values, ...demo.values };
    const { data } = validateForm(def, values, {}, addDays(today, -demo.daysAgo));
    const submittedAt = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    const updatedAt = new Date(submittedAt.getTime() + (demo.steps.at(-1)?.after ?? 0) * 86_400_000);
    const number = caseNumber(await nextNumber(tx, 'case_numbers'), submittedAt);
    const departmentId = departmentIds.get(def.department) ?? null;
    const row = await oneRow(
      tx
        .insert(cases)
        .values({
          number,
          referenceNumber: await issueReference({ db: tx }, departmentId, submittedAt, `${number}: ${def.title}`),
          userId: user.id,
          form: def.key,
          title: def.title,
          status: demo.steps.findLast((s) => s.status)?.status ?? 'prijato',
          values: data,
          summary: summarise(def, data),
          feeAmount: def.fee?.amount ?? null,
          feeLabel: def.fee?.label ?? null,
          departmentId,
          dueOn: dueOn(addDays(today, -demo.daysAgo), def.periodDays),
          idempotencyKey: `demo-${def.key}`,
          submittedAt,
          updatedAt,
        })
        .returning({ id: cases.id, number: cases.number, userId: cases.userId }),
    );
    if (def.fee) await issueFee({ db: tx, now: submittedAt }, row, { ...def.fee, form: def.title });
    await tx.insert(caseEvents).values([
      { caseId: row.id, at: submittedAt, status: 'prijato' as const, message: null, author: 'system' as const },
      ...demo.steps.map((step) => ({
        caseId: row.id,
        at: new Date(submittedAt.getTime() + step.after * 86_400_000),
        status: step.status,
        message: step.message ?? null,
      })),
    ]);
  }

  // Requests started and not finished yet.
  for (const demo of readDemo('e-services/drafts', draftsFile)) {
    const def = demo.form;
    const user = await demoPerson(tx, demo.email);
    if (!user) continue;
    const { values } = sampleValues(def, user, today);
    const started = { ...Object.fromEntries(Object.entries(values).slice(0, demo.sampleAnswers)), ...demo.values };
    await tx
      .insert(formDrafts)
      .values({
        userId: user.id,
        form: def.key,
        values: started,
        updatedAt: new Date(now.getTime() - demo.daysAgo * 86_400_000),
      })
      .onConflictDoNothing();
  }
}

/** The Czech POINT page: what the counter issues and for how much, as a table the office can edit later. */
function czechPointPage(page: z.output<typeof czechPointFile>): string {
  const rows = page.services
    .map(
      (s) =>
        `<tr><td>${escapeHtml(s.name)}</td><td>${escapeHtml(s.price)}</td><td>${escapeHtml(s.note ?? '')}</td></tr>`,
    )
    .join('');
  return [
    ...page.intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h2>${escapeHtml(page.priceListHeading)}</h2>`,
    `<table><thead><tr><th scope="col">Služba</th><th scope="col">Cena</th><th scope="col">Poznámka</th></tr></thead><tbody>${rows}</tbody></table>`,
  ].join('\n');
}
