import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A visitor's text as a case-insensitive substring pattern for ILIKE, its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A row's searchable columns as one text, for a substring search that a trigram index
 * (`gin_trgm_ops`) on the very same expression answers: the schema's index and the list's
 * condition are both built here, so they cannot drift apart and leave the search reading every row.
 * `||` rather than `concat_ws`, which PostgreSQL does not allow in an index (it is not immutable).
 */
export const searchText = (...parts: (AnyColumn | SQL)[]): SQL =>
  sql`(${sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  )})`;

/** `searchText(...)` containing the text `q`, case-insensitively. */
export const contains = (text: AnyColumn | SQL, q: string): SQL => sql`${text} ilike ${likePattern(q)}`;

/**
 * `column` is one of `ids`, sent as one array parameter: the accounts a search found can be
 * thousands, and as many parameters (`inArray`) cost more to send and plan than the query to run.
 * The array's text is written here at once rather than by the driver number by number.
 */
export const oneOf = (column: AnyColumn, ids: number[]): SQL =>
  sql`${column} = any(${sql.param(`{${ids.join(',')}}`)}::int[])`;
