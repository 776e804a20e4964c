import { createHash } from 'node:crypto';

// A hash chain of records (decision 0017): each entry's body is canonical JSON naming the hash of the
// entry before it (`prev`), and its hash is SHA-256 of that body, so an entry changed, removed or
// inserted afterwards breaks the chain from that point. The notice board's record and the record of
// filings made as digital acts are two such chains, each in a table of its own.

/** The `prev` of the first entry. */
export const GENESIS = '0'.repeat(64);

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with its keys sorted at every level: the same entry always gives the same bytes, so the same hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The next entry after `last` (none: the first): its number, body and hash, for the caller to store. */
export function nextEntry(last: { seq: number; hash: string } | undefined, data: Record<string, unknown>) {
  const seq = (last?.seq ?? 0) + 1;
  const body = canonicalJson({ ...data, seq, prev: last?.hash ?? GENESIS });
  return { seq, body, hash: sha256(body) };
}

/** A stored entry as the walk reads it. */
export interface ChainRow {
  seq: number;
  at: Date;
  kind: string;
  body: string;
  hash: string;
}

export interface ChainCheck {
  ok: boolean;
  entries: number;
  /** The hash of the last entry: what a printed proof can be compared with later. */
  head: string | null;
  /** The first entry that does not match what was chained, and why (Czech). */
  altered?: { seq: number; at: string; kind: string; reason: string };
}

/**
 * Walks a whole chain from the first entry (`rowsAfter` gives the entries after a number, in order,
 * a batch at a time): each body must hash to its stored hash, name the entry before's hash, and carry
 * its own number, time and kind, and whatever else `matches` checks of the table's columns. Names the
 * first entry that fails. An entry whose hash changed together with its body is caught by the next
 * one, which still holds the old hash; so is a removed or inserted entry. A chain rewritten from some
 * entry onward verifies by itself; hashes published earlier (`published`, seq → hash, kept outside
 * the database by whoever saved them) catch it at the first entry they hold differently.
 */
export async function walkChain<R extends ChainRow>(
  rowsAfter: (seq: number, limit: number) => Promise<R[]>,
  matches: (row: R, body: Record<string, unknown>) => boolean = () => true,
  published: Map<number, string> = new Map(),
): Promise<ChainCheck> {
  const BATCH = 500;
  let prev = GENESIS;
  let expected = 1;
  let before: { seq: number; at: string; kind: string } | null = null;
  for (;;) {
    const rows = await rowsAfter(expected - 1, BATCH);
    for (const row of rows) {
      const at = row.at.toISOString();
      const fail = (reason: string, who = { seq: row.seq, at, kind: row.kind }) => ({
        ok: false,
        entries: expected - 1,
        head: prev,
        altered: { ...who, reason },
      });
      if (row.seq !== expected) return fail(`Chybí záznam č. ${expected}: řetězec pokračuje až číslem ${row.seq}.`);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(row.body);
      } catch {
        return fail('Obsah záznamu není platný JSON.');
      }
      if (sha256(row.body) !== row.hash || canonicalJson(body) !== row.body)
        return fail('Obsah záznamu neodpovídá jeho otisku (hash).');
      if (body.prev !== prev) {
        return before
          ? fail('Otisk záznamu se změnil poté, co na něj navázal další záznam.', before)
          : fail('První záznam nenavazuje na začátek řetězce.');
      }
      const anchor = published.get(row.seq);
      if (anchor !== undefined && anchor !== row.hash)
        return fail('Otisk záznamu se liší od otisku zveřejněného dříve: řetězec byl od tohoto místa přepsán.');
      if (body.seq !== row.seq || body.kind !== row.kind || body.at !== at || !matches(row, body))
        return fail('Údaje záznamu v tabulce neodpovídají jeho obsahu.');
      prev = row.hash;
      before = { seq: row.seq, at, kind: row.kind };
      expected++;
    }
    if (rows.length < BATCH) break;
  }
  return { ok: true, entries: expected - 1, head: expected > 1 ? prev : null };
}

/** Where a check failed, as a command prints it after its own first words. */
export function describeBreak(check: ChainCheck): string {
  if (!check.altered) throw new Error('Only a check that failed has a break to describe.');
  const { seq, at, kind, reason } = check.altered;
  return `Řetězec je porušen. První pozměněný záznam: č. ${seq} (${kind}, zapsán ${at}). ${reason}`;
}
