// What a source gives the import: items of the site's kinds, read from the former site's format.

/** A file an item links to (a notice's document, an article's picture), to be downloaded. */
export interface LinkedFile {
  name: string;
  url: string;
}

interface Common {
  /** What identifies the item in its source across runs (an IRI, a feed's guid, a WordPress post id). */
  key: string;
  title: string;
  /** Its address on the former site: it will lead to the new page. */
  oldUrl: string | null;
  /** Why it cannot be imported as it is (missing date); an item with one is skipped with it. */
  problems: string[];
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
}

export type SourceItem = NoticeItem | ArticleItem;
export type ItemKind = SourceItem['kind'];

/** A file that is not what its source claims: refused whole before anything is written. */
export class SourceRefused extends Error {}

export interface ParsedSource {
  items: SourceItem[];
  /** What the source calls itself (the board's or the feed's title), for the run's list. */
  title: string | null;
}
