import { asc, eq } from 'drizzle-orm';
import { matchesFilter } from '../../../common/forms/filter.ts';
import { formPath, formsOfSituation } from '../../../common/forms/registry.ts';
import type { Db } from '../../../server/db/client.ts';
import { contactOf, departmentOf } from '../people/service.server.ts';
import { servicesOfSituation } from '../reservations/service.server.ts';
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

/** A life situation with its topic, its office and clerk (the directory's), and what may be booked from it. */
export async function getSituation(db: Db, slug: string): Promise<Situation | null> {
  const [row] = await db
    .select({ situation: lifeSituations, topic: { slug: serviceTopics.slug, name: serviceTopics.name } })
    .from(lifeSituations)
    .innerJoin(serviceTopics, eq(serviceTopics.id, lifeSituations.topicId))
    .where(eq(lifeSituations.slug, slug))
    .limit(1);
  if (!row) return null;
  const { situation: s } = row;
  const [department, contact, reservations] = await Promise.all([
    departmentOf({ db }, s.departmentId),
    s.contactId === null ? null : contactOf({ db }, s.contactId),
    servicesOfSituation({ db }, s.slug),
  ]);
  // The office is a foreign key: a situation always has one.
  if (!department) return null;
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
    contact,
    forms: formsOfSituation(s.slug).map((f) => ({ key: f.key, title: f.title, path: formPath(f) })),
    reservations,
  };
}
