// What a source gives the import: items of the site's kinds, read from the former site's format.

/** A file an item links to (a notice's document, an article's picture), to be downloaded. */
export interface LinkedFile {
  name: string;
  url: string;
  /** A picture goes to the media library; a document linked from a text is stored beside it. */
  role?: 'picture' | 'document';
}

interface Common {
  /** What identifies the item in its source across runs (an IRI, a feed's guid, a WordPress post id). */
  key: string;
  title: string;
  /** Its address on the former site: it will lead to the new page. */
  oldUrl: string | null;
  /** Other addresses it had there (WordPress's `?p=123`), leading to the new page too. */
  alsoAt?: string[];
  /** Why it cannot be imported as it is (missing date); an item with one is skipped with it. */
  problems: string[];
  /** What the office should know of an item imported all the same (a rule the site cannot repeat). */
  notes: string[];
}

export interface NoticeItem extends Common {
  kind: 'notice';
  description: string;
  /** The category (agenda) as the source names it; the run's mapping says which of the board's. */
  category: string | null;
  referenceNumber: string;
  fileMark: string;
  postedOn: string;
  /** Empty: without a set end. */
  relevantUntil: string;
  documents: LinkedFile[];
}

export interface ArticleItem extends Common {
  kind: 'article';
  /** Plain text, the first lines of the article. */
  perex: string;
  /** HTML as the source has it: cleaned by the sanitiser when saved. */
  body: string;
  publishedAt: Date | null;
  /** The picture above the article (a feed's enclosure); pictures in the text are found in `body`. */
  image: LinkedFile | null;
  /** As the source names them; mapped to the news categories where the office says so. */
  categories: string[];
  /** Not public: saved as a draft (the former site did not show it to everyone). */
  draft?: boolean;
  /** Picked out on the former site (WordPress's sticky post): featured here. */
  featured?: boolean;
  /** Its photo album (WordPress's `[gallery]`): the pictures that come make the article's album here. */
  album?: { pictures: (LinkedFile & { caption: string })[] } | null;
}

/** A content page (WordPress's pages). */
export interface PageItem extends Common {
  kind: 'page';
  /** One or two sentences of what the page is about. */
  description: string;
  body: string;
  /** The address it had, kept where it is free here. */
  slug: string;
  /** False: kept off the site (a draft, a password-protected page); left out: published. */
  published?: boolean;
  /** The key of the page it is under in the same source, imported before it; null: at the top. */
  parentKey?: string | null;
}

/** A day of a repeating event that the rule gives but the source skips (no start) or moves. */
export interface EventException {
  date: string;
  start_date: string;
  start_time: string;
  end_time: string;
}

export interface EventItem extends Common {
  kind: 'event';
  perex: string;
  body: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  /** Empty: ends the day it starts. */
  endDate: string;
  endTime: string;
  /** Weekly every n weeks until `repeatUntil`, or null for one date. */
  repeatWeeks: 1 | 2 | 3 | 4 | null;
  repeatUntil: string;
  /** Any repeat as an RFC 5545 RRULE the events feature keeps (UNTIL a Prague day); wins over `repeatWeeks`. */
  rule?: string | null;
  exceptions: EventException[];
  place: string;
  organizer: string;
  /** As the source names them; the run's mapping says which of the site's. */
  categories: string[];
  link: string | null;
}

export const RECORD_KINDS = ['documents', 'contracts', 'decrees', 'newsletter'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A row of a register: a document, a contract, a decree or a newsletter issue, by the columns mapped. */
export interface RecordItem extends Common {
  kind: 'record';
  recordKind: RecordKind;
  /** Field → the cell's text, as the office mapped the columns (records.ts FIELDS). */
  values: Record<string, string>;
  /** The record's file (PDF), downloaded with it. */
  file: LinkedFile | null;
}

export type SourceItem = NoticeItem | ArticleItem | EventItem | PageItem | RecordItem;
export type ItemKind = SourceItem['kind'];

/** A file that is not what its source claims: refused whole before anything is written. */
export class SourceRefused extends Error {}

export interface ParsedSource {
  items: SourceItem[];
  /** What the source calls itself (the board's or the feed's title), for the run's list. */
  title: string | null;
  /**
   * The site the source says it is (a WordPress blog's address, `wp:base_blog_url`): its items are told
   * apart from another site's of the same ids. Left out: its keys say it themselves (guids, IRIs).
   */
  origin?: string;
  /** The encoding the source was read in (by its BOM, its declaration, its bytes or the clerk's choice). */
  encoding?: string;
  /** A table's headings and which field each column fills, for the office's mapping. */
  table?: {
    headers: string[];
    encoding?: string;
    columns: { field: string; label: string; required: boolean; column: string | null }[];
  };
}
