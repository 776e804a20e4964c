import { and, asc, eq, gt, isNotNull, isNull, min, or, sql } from 'drizzle-orm';
import { pragueTime } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import { lifeSituations } from '../e-services/schema.server.ts';
import { eventPath } from '../events/paths.ts';
import { eventOccurrences, events } from '../events/schema.server.ts';
import { galleries, galleryPhotos } from '../galleries/schema.server.ts';
import { ARTICLE_PATHS } from '../news/paths.ts';
import { articles } from '../news/schema.server.ts';
import { noticeCategories, noticeItems } from '../notice-board/schema.server.ts';
import { pagePath } from '../pages/paths.ts';
import { overviews, pages } from '../pages/schema.server.ts';
import { contacts, departments } from '../people/schema.server.ts';
import { contracts, decrees, documentCategories, documents, magazineIssues } from '../records/schema.server.ts';
import { products } from '../shop/schema.server.ts';
import { searchDocuments, searchWords } from './schema.server.ts';
import type { SearchType } from './schemas.ts';
import { fold, stemText, words } from './stemmer.ts';

export interface SearchDocument {
  type: SearchType;
  refId: number;
  url: string;
  title: string;
  text: string;
  dated: Date;
  visibleFrom: Date;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Readable plain text of stored (trusted, sanitised-on-output) HTML. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/td|\/th|\/div)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Everything published that the search covers, as documents. */
async function collect(db: Db, now: Date): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  // An article taken off the site leaves the index when it goes (the minute's work rebuilds it then).
  const articleRows = await db
    .select()
    .from(articles)
    .where(and(isNotNull(articles.publishedAt), or(isNull(articles.unpublishAt), gt(articles.unpublishAt, now))));
  for (const a of articleRows) {
    docs.push({
      type: a.kind,
      refId: a.id,
      url: `${ARTICLE_PATHS[a.kind].list}/${a.slug}`,
      title: a.title,
      text: plainText(`${a.perex} ${a.body}`),
      dated: a.publishedAt!,
      visibleFrom: a.publishedAt!,
    });
  }

  const eventRows = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      perex: events.perex,
      body: events.body,
      place: events.place,
      organizer: events.organizer,
      createdAt: events.createdAt,
      // Ranked by when it happens next, or when it last happened.
      next: sql<
        Date | string | null
      >`(select min(${eventOccurrences.startsAt}) from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id} and ${eventOccurrences.endsAt} > ${now.toISOString()}::timestamptz)`,
      first: min(eventOccurrences.startsAt),
    })
    .from(events)
    .innerJoin(eventOccurrences, eq(eventOccurrences.eventId, events.id))
    .where(eq(events.status, 'published'))
    .groupBy(events.id);
  for (const e of eventRows) {
    docs.push({
      type: 'event',
      refId: e.id,
      url: eventPath(e),
      title: e.title,
      text: plainText(`${e.perex} ${e.body} Místo: ${e.place}. Pořadatel: ${e.organizer}.`),
      dated: new Date(e.next ?? e.first ?? e.createdAt),
      visibleFrom: e.createdAt,
    });
  }

  for (const p of await db.select().from(pages).where(eq(pages.published, true))) {
    docs.push({
      type: 'page',
      refId: p.id,
      url: pagePath(p.slug),
      title: p.title,
      text: plainText(`${p.description} ${p.body}`),
      dated: p.updatedAt,
      visibleFrom: p.createdAt,
    });
  }
  for (const o of await db.select().from(overviews)) {
    docs.push({
      // An overview is a page to the reader; its id space is its own, hence the offset.
      type: 'page',
      refId: -o.id,
      url: `/prehled/${o.slug}`,
      title: o.title,
      text: [o.perex, ...o.tiles.map((t) => `${t.title}: ${t.text}`)].join(' '),
      dated: o.updatedAt,
      visibleFrom: o.createdAt,
    });
  }

  const galleryRows = await db.select().from(galleries).where(isNotNull(galleries.publishedAt));
  for (const g of galleryRows) {
    const photos = await db
      .select({ alt: galleryPhotos.alt, caption: galleryPhotos.caption })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.galleryId, g.id))
      .orderBy(asc(galleryPhotos.position));
    docs.push({
      type: 'gallery',
      refId: g.id,
      url: `/galerie/${g.slug}`,
      title: g.title,
      text: [g.description, ...photos.map((p) => p.caption ?? p.alt)].join(' '),
      dated: g.publishedAt!,
      visibleFrom: g.publishedAt!,
    });
  }
  const notices = await db
    .select({
      id: noticeItems.id,
      slug: noticeItems.slug,
      title: noticeItems.title,
      description: noticeItems.description,
      originator: noticeItems.originator,
      referenceNumber: noticeItems.referenceNumber,
      postedOn: noticeItems.postedOn,
      withhold: noticeItems.withholdPersonalData,
      category: noticeCategories.name,
    })
    .from(noticeItems)
    .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId));
  for (const n of notices) {
    const posted = pragueTime(n.postedOn);
    docs.push({
      type: 'notice',
      refId: n.id,
      url: `/uredni-deska/${n.slug}`,
      title: n.title,
      // Personal data leaves with the item; the index never holds it.
      text: [n.withhold ? '' : plainText(n.description), n.category, n.originator, n.referenceNumber ?? ''].join(' '),
      dated: posted,
      visibleFrom: posted,
    });
  }
  for (const d of await db.select().from(decrees)) {
    const issued = pragueTime(d.issuedOn);
    docs.push({
      type: 'decree',
      refId: d.id,
      url: `/vyhlasky-a-narizeni?stav=vse#${d.slug}`,
      title: `${d.kind === 'vyhlaska' ? 'Obecně závazná vyhláška' : 'Nařízení'} č. ${d.number}: ${d.title}`,
      text: d.summary,
      dated: issued,
      visibleFrom: issued,
    });
  }
  const documentRows = await db
    .select({ id: documents.id, name: documents.name, date: documents.date, category: documentCategories.name })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId));
  for (const d of documentRows) {
    docs.push({
      type: 'document',
      refId: d.id,
      url: `/dokumenty?q=${encodeURIComponent(d.name)}`,
      title: d.name,
      text: d.category,
      dated: pragueTime(d.date),
      visibleFrom: pragueTime(d.date),
    });
  }
  for (const c of await db.select().from(contracts)) {
    docs.push({
      type: 'contract',
      refId: c.id,
      url: `/smlouvy?q=${encodeURIComponent(c.subject)}`,
      title: c.subject,
      text: `${c.kind}. ${c.counterparty}, IČO ${c.counterpartyIco ?? ''}.`,
      dated: pragueTime(c.signedOn),
      visibleFrom: pragueTime(c.signedOn),
    });
  }
  for (const m of await db.select().from(magazineIssues)) {
    docs.push({
      type: 'magazine',
      refId: m.id,
      url: `/zpravodaj?rok=${m.year}`,
      title: m.title,
      text: m.highlights.join('. '),
      dated: pragueTime(m.publishedOn),
      visibleFrom: pragueTime(m.publishedOn),
    });
  }
  const people = await db
    .select({ contact: contacts, department: departments.name })
    .from(contacts)
    .innerJoin(departments, eq(departments.id, contacts.departmentId));
  for (const { contact: c, department } of people) {
    docs.push({
      type: 'contact',
      refId: c.id,
      url: `/telefonni-seznam?q=${encodeURIComponent(c.name.replace(/^(\S+\.\s)+/, ''))}`,
      title: `${c.name}, ${c.position}`,
      text: `${department}. ${c.description} Telefon ${c.phone}, ${c.email}, ${c.room}.`,
      dated: new Date(0),
      visibleFrom: new Date(0),
    });
  }
  for (const d of await db.select().from(departments)) {
    docs.push({
      type: 'department',
      refId: d.id,
      url: `/urad#odbor-${d.slug}`,
      title: d.name,
      text: `${d.description} ${d.agendas.join(', ')}.`,
      dated: new Date(0),
      visibleFrom: new Date(0),
    });
  }
  for (const s of await db.select().from(lifeSituations)) {
    docs.push({
      type: 'situation',
      refId: s.id,
      url: `/potrebuji-vyridit/${s.slug}`,
      title: s.title,
      text: [s.summary, ...s.description, s.who, ...s.documents, s.fees, s.keywords.join(', ')].join(' '),
      dated: new Date(0),
      visibleFrom: new Date(0),
    });
  }
  for (const p of await db.select().from(products).where(eq(products.active, true))) {
    docs.push({
      type: 'product',
      refId: p.id,
      url: `/${p.slug}`,
      title: p.name,
      text: p.description,
      dated: new Date(0),
      visibleFrom: new Date(0),
    });
  }
  return docs;
}

/** Longest text kept per document: enough for any snippet and for ranking. */
const MAX_TEXT = 20_000;

/**
 * Rebuilds the whole index and its word list in one transaction (readers see
 * the old index until it commits). The site is small: a rebuild of a few
 * hundred documents takes well under a second.
 */
/** Rebuilds the index as of `now` (the server's clock): what has left the site by then is left out. */
export async function rebuildSearchIndex(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // One rebuild at a time (two processes starting together): the second waits, then redoes it.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_INDEX_LOCK})`);
    return rebuild(tx as unknown as Db, now);
  });
}

/** Any constant that no other advisory lock of the app uses. */
const SEARCH_INDEX_LOCK = 740_001;

async function rebuild(db: Db, now: Date): Promise<number> {
  const docs = await collect(db, now);
  const lexicon = new Map<string, number>();
  for (const doc of docs) {
    for (const word of new Set(words(fold(`${doc.title} ${doc.text}`)))) {
      if (word.length >= 3 && /^[a-z]+$/.test(word)) lexicon.set(word, (lexicon.get(word) ?? 0) + 1);
    }
  }
  await db.delete(searchDocuments);
  await db.delete(searchWords);
  for (let i = 0; i < docs.length; i += 100) {
    await db.insert(searchDocuments).values(
      docs.slice(i, i + 100).map((doc) => {
        const text = doc.text.slice(0, MAX_TEXT);
        return {
          ...doc,
          text,
          terms: sql`setweight(to_tsvector('vzorov', ${stemText(doc.title)}), 'A') || setweight(to_tsvector('vzorov', ${stemText(text)}), 'B')`,
        };
      }),
    );
  }
  const entries = [...lexicon.entries()];
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(searchWords).values(entries.slice(i, i + 1000).map(([word, documents]) => ({ word, documents })));
  }
  return docs.length;
}
