import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Content pages (`/info/{slug}`, a child page under its parent's address: `/info/{parent}/{slug}`):
 * rich text kept as HTML and sanitised whenever it is served.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The page this one sits under (its address and breadcrumbs follow it); null at the top. */
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id),
    title: text('title').notNull(),
    /** One or two sentences: the page's lead and its meta description. */
    description: text('description').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    /** Raised by every save: a save over a newer version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pages_parent').on(t.parentId)],
);

export interface OverviewTile {
  title: string;
  text: string;
  href: string;
}

/** Overview pages (`/prehled/{slug}`): a register of tiles that lead to pages. */
export const overviews = pgTable('overviews', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  perex: text('perex').notNull(),
  tiles: jsonb('tiles').$type<OverviewTile[]>().notNull(),
  /** Raised by every save: a save over a newer version is refused. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
