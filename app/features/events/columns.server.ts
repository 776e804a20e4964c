import { sql } from 'drizzle-orm';
import { eventCategories, eventCategoryLinks } from './schema.server.ts';

/**
 * An event's categories in their order, as a JSON array in the same query (no second round trip).
 * The outer id is named with its table: in a query on `events` alone Drizzle writes a bare `"id"`,
 * which inside this subquery would be the category's.
 */
export const categoriesColumn = sql<{ slug: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.position, c.name), '[]')
  from ${eventCategoryLinks} l join ${eventCategories} c on c.id = l.category_id
  where l.event_id = ${sql.identifier('events')}.${sql.identifier('id')}
)`;

/** An event's picture as the API gives it, when it has a whole one. */
export const imageOf = (row: {
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string | null;
}) =>
  row.imageUrl && row.imageWidth && row.imageHeight
    ? { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight, alt: row.imageAlt ?? '' }
    : null;
