import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client.ts';
import type { SearchType } from './types.ts';

/** One page a search result links to, as the feature that owns it describes it. */
export interface SearchDocument {
  type: SearchType;
  refId: number;
  url: string;
  title: string;
  text: string;
  /** The date results are ranked by (newer first among equals). */
  dated: Date;
  /** Found only from this moment (an article scheduled for later). */
  visibleFrom: Date;
}

/**
 * What a feature gives the search: its searchable documents of one id space (its table's ids), all
 * of them or those of some ids. An id it gives nothing for is not (or no longer) on the site. The
 * search never reads a feature's tables; the feature says when its items changed (`indexChanged`).
 */
export interface SearchSource {
  /** The index's types this source fills; no other source fills them. */
  types: readonly SearchType[];
  /** The documents as of `now` (what has left the site by then is left out). */
  documents(db: Db, now: Date, ids?: readonly number[]): Promise<SearchDocument[]>;
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

/**
 * The date of a document with none worth ranking by or showing (a person, a department, a product), and
 * the visibility of one that has no moment of publication (a page, an event: seen once saved). Not its
 * row's creation: that is the machine's time, and a server whose clock is set to an earlier day
 * (`CLOCK_AT`) would not find it.
 */
export const UNDATED = new Date(0);

/** A source's filter for "those of some ids", or none for all of them. */
export const idsIn = (column: PgColumn, ids: readonly number[] | undefined): SQL | undefined =>
  ids ? inArray(column, [...ids]) : undefined;
