import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { htmlTags } from '../../../common/rich-text.ts';
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

/** A map, not an object: `&constructor;` read Object's constructor and put its source into the text. */
const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['#39', "'"],
]);

/** The HTML with each tag (`<` to the next `>`) whose name matches `name` (all if none) replaced. */
function replaceTags(html: string, replacement: string, name?: RegExp): string {
  let text = '';
  let from = 0;
  for (const [start, end] of htmlTags(html, name)) {
    text += html.slice(from, start) + replacement;
    from = end + 1;
  }
  return text + html.slice(from);
}

/**
 * Readable plain text of stored (trusted, sanitised-on-output) HTML. Its tags are found in one pass
 * (`htmlTags`): the regular expressions `/<[^>]*>/g` that did it took over a minute on a text of many `<`
 * and no `>`, and the whole text is read on every save and rebuild of the index.
 */
export function plainText(html: string): string {
  return replaceTags(replaceTags(html, ' ', /br|\/p|\/h\d|\/li|\/td|\/th|\/div/i), '')
    .replace(/&(#39|[a-z]+);/g, (entity, name: string) => ENTITIES.get(name) ?? entity)
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
