import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matchesFilter } from '../../../common/forms/filter.ts';
import { formPath, formsOfSituation } from '../../../common/forms/registry.ts';
import type { Db } from '../../../server/db/client.ts';
import { toContact } from '../people/contact.server.ts';
import { contacts, departments } from '../people/schema.server.ts';
import { reservationServices } from '../reservations/schema.server.ts';
import { lifeSituations, serviceTopics } from './schema.server.ts';
import type { Situation, Topic } from './schemas.ts';

/** The catalogue by topic; `q` keeps the situations it matches and drops topics left empty. */
export async function listTopics(db: Db, q = ''): Promise<Topic[]> {
  const [topics, situations] = await Promise.all([
    db.select().from(serviceTopics).orderBy(asc(serviceTopics.position)),
    db
      .select({
        topicId: lifeSituations.topicId,
        slug: lifeSituations.slug,
        title: lifeSituations.title,
        summary: lifeSituations.summary,
        keywords: lifeSituations.keywords,
      })
      .from(lifeSituations)
      .orderBy(asc(lifeSituations.position)),
  ]);
  return topics
    .map((topic) => ({
      slug: topic.slug,
      name: topic.name,
      description: topic.description,
      situations: situations
        .filter((s) => s.topicId === topic.id && matchesFilter(s, q))
        .map(({ topicId: _, ...s }) => ({ ...s, online: formsOfSituation(s.slug).length > 0 })),
    }))
    .filter((topic) => topic.situations.length > 0);
}

const contactDepartments = alias(departments, 'contact_departments');

export async function getSituation(db: Db, slug: string): Promise<Situation | null> {
  const [row] = await db
    .select({
      situation: lifeSituations,
      topic: { slug: serviceTopics.slug, name: serviceTopics.name },
      department: { slug: departments.slug, name: departments.name, room: departments.room },
      contact: contacts,
      contactDepartment: { slug: contactDepartments.slug, name: contactDepartments.name },
    })
    .from(lifeSituations)
    .innerJoin(serviceTopics, eq(serviceTopics.id, lifeSituations.topicId))
    .innerJoin(departments, eq(departments.id, lifeSituations.departmentId))
    .leftJoin(contacts, eq(contacts.id, lifeSituations.contactId))
    .leftJoin(contactDepartments, eq(contactDepartments.id, contacts.departmentId))
    .where(eq(lifeSituations.slug, slug))
    .limit(1);
  if (!row) return null;
  const { situation: s, department } = row;
  return {
    slug: s.slug,
    title: s.title,
    summary: s.summary,
    topic: row.topic,
    description: s.description,
    who: s.who,
    documents: s.documents,
    fees: s.fees,
    deadlines: s.deadlines,
    processing_time: s.processingTime,
    legal_basis: s.legalBasis,
    department,
    contact: row.contact && row.contactDepartment ? toContact(row.contact, row.contactDepartment) : null,
    forms: formsOfSituation(s.slug).map((f) => ({ key: f.key, title: f.title, path: formPath(f) })),
    reservations: await db
      .select({ slug: reservationServices.slug, name: reservationServices.name })
      .from(reservationServices)
      .where(sql`${s.slug} = any(${reservationServices.situations})`)
      .orderBy(asc(reservationServices.position)),
  };
}
