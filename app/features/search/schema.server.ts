import { customType, index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SearchType } from './schemas.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One search index over every published content type (DESIGN §3): each row
 * is one page a result links to. `terms` holds the Czech stems of title and
 * text (app/features/search/stemmer.ts), weighted title above body.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<SearchType>().notNull(),
    refId: integer('ref_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    /** Plain text of the body, shown as a snippet. */
    text: text('text').notNull(),
    /** The date results are ranked by (newer first among equals). */
    dated: timestamp('dated', { withTimezone: true }).notNull(),
    /** Found only from this moment (an article scheduled for later). */
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull(),
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    uniqueIndex('search_documents_ref').on(t.type, t.refId),
    index('search_documents_terms').using('gin', t.terms),
  ],
);

/** Every distinct word of the index without diacritics, for "did you mean" by trigram similarity. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: real('documents').notNull(),
  },
  (t) => [index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops'))],
);
