import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { importLinks } from '../schema.server.ts';
import { FIELD_NAMES, ITEM_KINDS } from '../schemas.ts';
import type { ParsedSource, SourceItem } from '../sources/types.ts';
import { type Env, hashOf } from '../targets/index.server.ts';

// An item's link to what an earlier run made of it: whose items a run's are, the link found by the key.

type Ctx = ServiceContext;

export type Link = typeof importLinks.$inferSelect;

/**
 * Whose items a run's are (import_links.source): the name the clerk gave the source, else the name
 * the source gives itself (a WordPress blog's address), else none (a feed's guids, a board's IRIs).
 */
export const sourceOf = (sourceName: string, parsed: Pick<ParsedSource, 'origin'>) =>
  sourceName.trim() || parsed.origin || '';

/** The run's env with whose items they are: the clerk's name for the source, or the source's own. */
export const withSource = (env: Env, sourceName: string, parsed: ParsedSource): Env => ({
  ...env,
  origin: parsed.origin ?? '',
  source: sourceOf(sourceName, parsed),
});

const fieldsSchema = z.record(z.string(), z.string());

/** Each field's hash as imported: a later dry run names the fields that changed since. */
export function fieldHashes(item: SourceItem): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name === 'problems' || name === 'notes' || name === 'key') continue;
    hashes[name] = hashOf(value ?? null).slice(0, 16);
  }
  return hashes;
}

/** The fields (in the clerk's words) that differ from what the link's run imported; none known: empty. */
export function changedFields(link: Link, item: SourceItem, filesHash: string): string[] {
  const before = fieldsSchema.safeParse(link.fields);
  const names: string[] = [];
  if (before.success) {
    const now = fieldHashes(item);
    for (const name of new Set([...Object.keys(before.data), ...Object.keys(now)]))
      if (before.data[name] !== now[name]) names.push(FIELD_NAMES[name] ?? name);
  }
  if (link.filesHash !== filesHash && !names.includes(FIELD_NAMES.files ?? 'soubory'))
    names.push(FIELD_NAMES.files ?? 'soubory');
  return names;
}

/**
 * Whether the link found by an item's key is that item. A source that names itself by its site (a
 * WordPress blog) numbers its items only within the file it was exported to: two exports claiming one
 * blog reuse the ids for different posts (the theme test data's "WP 6.1 Font size scale" and "Search"
 * are both post 163). One whose old address and title both differ is another item, not an update.
 */
function sameItem(link: Link, item: SourceItem, env: Env): boolean {
  // Keys that say themselves whose they are (guids, IRIs), or a source the clerk named, are trusted.
  if (!env.origin || (link.source !== '' && link.source !== env.origin)) return true;
  if (!link.oldUrl || !item.oldUrl || link.oldUrl === item.oldUrl) return true;
  const before = fieldsSchema.safeParse(link.fields);
  return before.success && before.data.title === fieldHashes(item).title;
}

/**
 * The item's link: its source's; else, where the clerk named the source, the one the file's own name for
 * itself (its blog) has; else one written before sources were told apart. The last two only where they
 * are the item (sameItem).
 */
export interface Found {
  link?: Link;
  /** Its source's link of the same key, of another item. */
  clash?: Link;
}

export function pick(candidates: Link[] | undefined, item: SourceItem, env: Env): Found {
  const source = env.source ?? '';
  const own = candidates?.find((l) => l.source === source);
  if (own) return sameItem(own, item, env) ? { link: own } : { clash: own };
  for (const other of [env.origin, ''].filter((s) => s !== undefined && s !== source)) {
    const earlier = candidates?.find((l) => l.source === other);
    if (earlier && sameItem(earlier, item, env)) return { link: earlier };
  }
  return {};
}

export async function candidatesOf(ctx: Pick<Ctx, 'db'>, env: Env, items: SourceItem[]): Promise<Map<string, Link[]>> {
  const found = new Map<string, Link[]>();
  const sources = [...new Set([env.source ?? '', env.origin ?? '', ''])];
  for (const kind of Object.keys(ITEM_KINDS)) {
    const keys = items.filter((i) => i.kind === kind).map((i) => i.key);
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await ctx.db
        .select()
        .from(importLinks)
        .where(
          and(
            eq(importLinks.kind, kind),
            inArray(importLinks.source, sources),
            inArray(importLinks.key, keys.slice(i, i + 1000)),
          ),
        );
      for (const row of rows) {
        const at = `${row.kind}\n${row.key}`;
        found.set(at, [...(found.get(at) ?? []), row]);
      }
    }
  }
  return found;
}
