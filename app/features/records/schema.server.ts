import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A generated or uploaded file served from `/media/…`; its size is known once it is written. */
const file = {
  fileUrl: text('file_url'),
  fileSize: integer('file_size'),
};

/** Obecně závazné vyhlášky and nařízení (`/vyhlasky-a-narizeni`). */
export const decrees = pgTable('decrees', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  number: text('number').notNull(),
  title: text('title').notNull(),
  kind: text('kind', { enum: ['vyhlaska', 'narizeni'] }).notNull(),
  issuedOn: date('issued_on').notNull(),
  validFrom: date('valid_from').notNull(),
  effectiveFrom: date('effective_from').notNull(),
  repealedById: integer('repealed_by_id'),
  repealedOn: date('repealed_on'),
  summary: text('summary').notNull(),
  /** Its own entry in the Collection of local legal regulations (sbirkapp.gov.cz), once the editor has it. */
  collectionUrl: text('collection_url'),
  /** Raised by every save: a save over a newer version is refused. */
  version: integer('version').notNull().default(1),
  ...file,
});

export const documentCategories = pgTable('document_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** Documents (`/dokumenty`). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => documentCategories.id),
    date: date('date').notNull(),
    mediaType: text('media_type').notNull().default('application/pdf'),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    ...file,
  },
  (t) => [index('documents_date').on(t.date)],
);

/** Contracts the town signed (`/smlouvy`). */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    counterparty: text('counterparty').notNull(),
    counterpartyIco: text('counterparty_ico'),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    /** Whole crowns (Kč). */
    /** Crowns with hellers, as contracts state them ("412 500,00 Kč"). */
    valueWithoutVat: numeric('value_without_vat', { precision: 15, scale: 2, mode: 'number' }),
    valueWithVat: numeric('value_with_vat', { precision: 15, scale: 2, mode: 'number' }),
    signedOn: date('signed_on').notNull(),
    /** Its record in the public Registry of contracts (smlouvy.gov.cz), where published. */
    registryId: text('registry_id'),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    ...file,
  },
  (t) => [index('contracts_signed').on(t.signedOn)],
);

/** Issues of the town's newsletter (`/zpravodaj`). */
export const magazineIssues = pgTable(
  'magazine_issues',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    publishedOn: date('published_on').notNull(),
    highlights: text('highlights').array().notNull(),
    coverUrl: text('cover_url'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    ...file,
  },
  (t) => [uniqueIndex('magazine_issues_number').on(t.year, t.number)],
);
