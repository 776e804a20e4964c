import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import type { Fetched } from '../files.server.ts';
import { heading } from '../records.ts';
import { importLinks } from '../schema.server.ts';
import type { ImportOptions } from '../schemas.ts';
import type { ItemKind, SourceItem } from '../sources/types.ts';

// What every kind of item's target shares: the run's knowledge, the category mapping, free addresses.

type Category = { slug: string; name: string };

/** What a run knows beside its items: the office's choices and the site's categories. */
export interface Env {
  options: ImportOptions;
  /** The site's categories of each kind that has them (`record`: the documents'). */
  categories: Record<'notice' | 'event' | 'article' | 'record', Category[]>;
  /** Who issued a notice (or organises an event) whose source does not say: the office. */
  office: string;
  /** The town's IČO, whose contracts the Registr smluv gives. */
  ico: string;
  /** Where the source was downloaded from: what its relative links are read against, where it says nothing better. */
  address?: string | null;
  /**
   * Whose items these are (import_links.source): the name the clerk gave the source, else `origin`,
   * else '' (the runner's sourceOf). Another source's items of the same keys are other items.
   */
  source?: string;
  /** The name the source gives itself (a WordPress blog's address), if any. */
  origin?: string;
}

/** Where an item's files went: those earlier runs stored, and how to store a new one. */
export interface Stores {
  /** By old address: pictures in the media library (their id), documents beside the texts (id 0). */
  known: ReadonlyMap<string, { id: number; url: string }>;
  /** A downloaded picture into the media library; a string says why it was refused. */
  picture(url: string, file: UploadedFile, alt: string): Promise<{ id: number; url: string } | string>;
  /** A downloaded document beside the texts; a string says why it was refused. */
  document(url: string, file: UploadedFile): Promise<{ id: number; url: string } | string>;
}

export interface Saved {
  id: number;
  path: string;
  /** What went wrong with a part of it (a document that did not download), and notes. */
  problems: string[];
  /** Whether all its files came: if not, the next run tries them again. */
  complete: boolean;
}

/**
 * What an earlier run made of an item: kept at its address, and saved over only in the version that run
 * left (a save over the office's newer one is the feature's 409, and the item is the office's).
 */
export interface Existing {
  id: number;
  path: string | null;
  version: number | null;
}

/** The version a save over `existing` expects, as the features' inputs take it. */
export const expected = (existing: Existing | null) => (existing?.version ? { version: existing.version } : {});

/** An item's save: in the caller's transaction, over `existing` or new. */
export type SaveItem<I extends SourceItem> = (
  ctx: ServiceContext,
  env: Env,
  item: I,
  existing: Existing | null,
  files: Fetched[] | null,
  stores: Stores,
) => Promise<Saved>;

export const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The site's categories an item of a kind is filed in: what the source's are mapped to. */
export const categoryTargets = (kind: ItemKind, env: Env): Category[] => (kind === 'page' ? [] : env.categories[kind]);

/**
 * The site's category a source category goes to: the office's mapping ('' there: not imported, null),
 * else the one of the same name or address; undefined when neither says.
 */
export function mappedCategory(name: string, kind: ItemKind, env: Env): string | null | undefined {
  if (name in env.options.categories) return env.options.categories[name] || null;
  const same = categoryTargets(kind, env).find((c) => heading(c.name) === heading(name) || c.slug === heading(name));
  return same ? same.slug : undefined;
}

/** The source categories an item names ('' for none where the site's kind needs one). */
export function sourceCategories(item: SourceItem): string[] {
  if (item.kind === 'notice') return [item.category ?? ''];
  if (item.kind === 'event') return item.categories.length ? item.categories : [''];
  if (item.kind === 'article') return item.categories;
  if (item.kind === 'record' && item.recordKind === 'documents') return [item.values.category ?? ''];
  return [];
}

/** The site's categories of an item that must have one, or why it has none. */
export function categoriesOf(item: SourceItem, env: Env): { slugs: string[] } | { problem: string } {
  const names = sourceCategories(item);
  const mapped = names.map((name) => ({ name, slug: mappedCategory(name, item.kind, env) }));
  const unknown = mapped.find((m) => m.slug === undefined);
  if (unknown)
    return { problem: `Neznámá kategorie „${unknown.name || '(bez kategorie)'}“: přiřaďte ji některé kategorii webu.` };
  const slugs = [...new Set(mapped.flatMap((m) => (m.slug ? [m.slug] : [])))];
  if (!slugs.length)
    return {
      problem: `Kategorie „${names.map((n) => n || '(bez kategorie)').join('“, „')}“ se podle volby neimportuje.`,
    };
  return { slugs };
}

/** The messages of a schema's refusal, once each. */
export const issues = (error: { issues: { message: string }[] }) => [...new Set(error.issues.map((i) => i.message))];

const isSlugTaken = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 422 && Boolean(error.errors?.slug);

/** Saves with the item's address, or the next free one (`-2`, `-3`) where another item has it. */
export async function withFreeSlug<T>(base: string, max: number, save: (slug: string) => Promise<T>): Promise<T> {
  const stem = base.slice(0, max - 4).replace(/-+$/, '') || 'polozka';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base.slice(0, max).replace(/-+$/, '') || stem : `${stem}-${n}`;
    try {
      return await save(slug);
    } catch (error) {
      if (!isSlugTaken(error) || n >= 100) throw error;
    }
  }
}

/** The old address an earlier run kept the item at: its slug stays. */
export const keptSlug = (existing: { path: string | null } | null) => existing?.path?.split('/').pop() || null;

/** The problems of the files that did not come, and whether all did. */
export function fetchProblems(files: Fetched[] | null): { problems: string[]; complete: boolean } {
  const problems = (files ?? []).flatMap((f) => ('problem' in f ? [f.problem] : []));
  return { problems, complete: problems.length === 0 };
}

/**
 * Puts a text's downloaded pictures and documents where they go, and says what was refused. Returns
 * every copy by its old address, the earlier runs' included.
 */
export async function storeFiles(files: Fetched[] | null, stores: Stores, title: string, problems: string[]) {
  const stored = new Map(stores.known);
  let complete = true;
  for (const f of files ?? []) {
    if (!('file' in f)) continue;
    const got =
      f.role === 'picture'
        ? await stores.picture(f.url, f.file, (f.name || title).slice(0, 300))
        : await stores.document(f.url, f.file);
    if (typeof got === 'string') {
      problems.push(`${f.role === 'picture' ? 'Obrázek' : 'Dokument'} ${f.url}: ${got}`);
      complete = false;
    } else stored.set(f.url, got);
  }
  return { stored, complete };
}

/**
 * What another item of the run's source became here (a page's parent), by its key: the source's own
 * link first, else one written before sources were told apart. Another source's item of the same key
 * (two WordPress exports numbering alike) is not it.
 */
export async function importedTarget(
  ctx: Pick<ServiceContext, 'db'>,
  env: Env,
  kind: ItemKind,
  key: string,
): Promise<number | null> {
  const source = env.source ?? '';
  const rows = await ctx.db
    .select({ id: importLinks.targetId, source: importLinks.source })
    .from(importLinks)
    .where(and(eq(importLinks.kind, kind), eq(importLinks.key, key), inArray(importLinks.source, [source, ''])));
  return (rows.find((r) => r.source === source) ?? rows[0])?.id ?? null;
}
