import type { Files } from '../../lib/file-store.ts';
import type { Db } from '../client.ts';

/**
 * The fifteen years of a town of 50,000 (issue 31), as `npm run demo:scale` writes them. How the
 * numbers were chosen, each from a town of that size (Kroměříž, Vsetín, Litoměřice publish theirs):
 * - notice board: about 2,000 postings a year (own and other offices' public notices) → 30,000;
 * - news: six articles a week → 4,500; events: about 400 a year → 6,000;
 * - documents 8,000, contracts 15,000 (every contract over 50,000 Kč since 2016, the rest kept
 *   voluntarily), decrees 300, a monthly newsletter → 180 issues, 100 galleries a year → 1,500;
 * - a third of the households with an account → 15,000 accounts; each asks the office about once a
 *   year: 75,000 cases with four timeline steps each; a fee or two a year each: 300,000 commitments;
 * - 15,000 bins on 7,500 addresses; 450,000 bookings (about 120 a working day at the counters);
 * - 1,000,000 audit entries (the office's 40 people, 70 changes a working day each).
 */
export const VOLUME = {
  notices: 30_000,
  articles: 4_500,
  events: 6_000,
  documents: 8_000,
  contracts: 15_000,
  decrees: 300,
  newsletter: 180,
  galleries: 1_500,
  accounts: 15_000,
  cases: 75_000,
  caseSteps: 300_000,
  commitments: 300_000,
  bins: 15_000,
  bookings: 450_000,
  audit: 1_000_000,
} as const;
export type Volume = typeof VOLUME;

/** What each feature's part of the scale gets. */
export interface ScaleContext {
  db: Db;
  files: Files;
  now: Date;
  /** How many of each: the full volume, or a fraction of it (CI runs 1/500 on the same code). */
  count: (what: keyof Volume) => number;
  /** The residents the accounts part made, by id. */
  residents: { first: number; last: number };
  /** The resident with fifteen years of commitments and fifty cases (the demo's Jana). */
  heavy: number;
  /** The office's people, who made the changes in the log. */
  staff: number[];
}

/** Days in fifteen years: each generated thing falls on one of them, spread evenly. */
export const SPAN_DAYS = 5_479;
