import { createHash } from 'node:crypto';
import path from 'node:path';
import { pragueParts } from '../../../common/dates.ts';
import { slugify } from '../../../common/slug.ts';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { eventInputSchema } from '../events/schemas.ts';
import * as events from '../events/service.server.ts';
import { ARTICLE_PATHS } from '../news/paths.ts';
import { articleInputSchema } from '../news/schemas.ts';
import * as news from '../news/service.server.ts';
import { noticeInputSchema } from '../notice-board/schemas.ts';
import * as noticeBoard from '../notice-board/service.server.ts';
import { DownloadError, download } from './fetch.server.ts';
import type { ImportOptions } from './schemas.ts';
import type { ArticleItem, EventItem, ItemKind, LinkedFile, NoticeItem, SourceItem } from './sources/types.ts';

// Each kind of item as its feature takes it: checked by the feature's own input schema (the same the
// editor and the API use), saved through the feature's own operation, so an imported notice is on the
// board's record, in the search and in the audit log like one typed in.

/** What a run knows beside its items: the office's choices and the site's categories. */
export interface Env {
  options: ImportOptions;
  noticeCategories: { slug: string; name: string }[];
  eventCategories: { slug: string; name: string }[];
  /** Who issued a notice whose source does not say. */
  originator: string;
  /** IMPORT_ALLOW_ADDRESSES */
  allow?: readonly string[];
}

export const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The site's categories an item of a kind is filed in: what the source's are mapped to. */
export const categoryTargets = (kind: ItemKind, env: Env) =>
  kind === 'notice' ? env.noticeCategories : kind === 'event' ? env.eventCategories : [];

/**
 * The site's category a source category goes to: the office's mapping ('' there: not imported, null),
 * else the one of the same name or address; undefined when neither says.
 */
export function mappedCategory(name: string, kind: ItemKind, env: Env): string | null | undefined {
  if (name in env.options.categories) return env.options.categories[name] || null;
  const same = categoryTargets(kind, env).find((c) => plain(c.name) === plain(name) || c.slug === plain(name));
  return same ? same.slug : undefined;
}

/** The source categories an item names ('' for none). */
export const sourceCategories = (item: SourceItem): string[] =>
  item.kind === 'notice'
    ? [item.category ?? '']
    : item.kind === 'event'
      ? item.categories.length
        ? item.categories
        : ['']
      : [];

/** The site's categories of an item, or why it has none. */
function categoriesOf(item: SourceItem, env: Env): { slugs: string[] } | { problem: string } {
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

const issues = (error: { issues: { message: string }[] }) => [...new Set(error.issues.map((i) => i.message))];

function noticeInput(item: NoticeItem, env: Env, slug = '') {
  const categories = categoriesOf(item, env);
  return {
    title: item.title,
    slug,
    description: item.description,
    category: 'slugs' in categories ? categories.slugs[0]! : '',
    originator: env.options.originator || env.originator,
    reference_number: item.referenceNumber,
    file_mark: item.fileMark,
    posted_on: item.postedOn,
    relevant_until: item.relevantUntil,
    withhold_personal_data: false,
  };
}

function articleInput(item: ArticleItem, slug = '', body = item.body, imageId: number | null = null) {
  const at = item.publishedAt ? pragueParts(item.publishedAt) : null;
  return {
    kind: 'news' as const,
    title: item.title.slice(0, 200),
    slug,
    perex: item.perex,
    body,
    category: null,
    featured: false,
    image_id: imageId,
    publication: 'scheduled' as const,
    publish_date: at?.date,
    publish_time: at?.time,
  };
}

function eventInput(item: EventItem, env: Env) {
  const categories = categoriesOf(item, env);
  return {
    title: item.title.slice(0, 150),
    perex: item.perex,
    body: item.body,
    all_day: item.allDay,
    start_date: item.startDate,
    start_time: item.startTime,
    end_date: item.endDate,
    end_time: item.endTime,
    repeat_weeks: item.repeatWeeks,
    repeat_until: item.repeatUntil,
    place: (item.place || env.options.place).slice(0, 200),
    price: '',
    organizer: (item.organizer || env.options.organizer || env.originator).slice(0, 200),
    contact: '',
    links: item.link ? [{ label: 'Více informací', url: item.link }] : [],
    categories: 'slugs' in categories ? categories.slugs : [],
    draft: false,
    exceptions: item.exceptions,
  };
}

/** Why an item cannot be imported, in the words the editor would show; none: it can. */
export function check(item: SourceItem, env: Env): string[] {
  if (item.problems.length) return item.problems;
  const categories = categoriesOf(item, env);
  if (item.kind !== 'article' && 'problem' in categories) return [categories.problem];
  if (item.kind === 'notice') {
    const parsed = noticeInputSchema.safeParse(noticeInput(item, env));
    return parsed.success ? [] : issues(parsed.error);
  }
  if (item.kind === 'event') {
    const parsed = eventInputSchema.safeParse(eventInput(item, env));
    return parsed.success ? [] : issues(parsed.error);
  }
  // Pictures in the text get their descriptions when saved; here the text is checked without them.
  const parsed = articleInputSchema.safeParse(articleInput(item, '', item.body.replace(/<img[^>]*>/gi, '')));
  return parsed.success ? [] : issues(parsed.error);
}

/** A one-line preview of an item for the dry run. */
export function preview(item: SourceItem): { date: string | null; summary: string } {
  if (item.kind === 'event')
    return {
      date: item.startDate || null,
      summary: [
        item.allDay ? 'celý den' : `${item.startTime}–${item.endTime}`,
        item.repeatWeeks
          ? `každý ${item.repeatWeeks === 1 ? '' : `${item.repeatWeeks}. `}týden do ${item.repeatUntil}`
          : '',
        item.place,
      ]
        .filter(Boolean)
        .join(' · '),
    };
  if (item.kind === 'notice')
    return {
      date: item.postedOn || null,
      summary: [item.category, item.referenceNumber, `${item.documents.length} dok.`].filter(Boolean).join(' · '),
    };
  return { date: item.publishedAt ? pragueParts(item.publishedAt).date : null, summary: item.perex.slice(0, 200) };
}

/** The files an item links to, at their whole addresses (relative ones read against the item's page). */
export function filesOf(item: SourceItem): LinkedFile[] {
  if (item.kind === 'event') return [];
  const linked = item.kind === 'notice' ? item.documents : item.image ? [item.image] : [];
  const whole = linked.map((f) => ({ ...f, url: absolute(f.url, item.oldUrl) ?? f.url }));
  return item.kind === 'notice' ? whole : [...whole, ...imagesIn(item.body, item.oldUrl)];
}

const IMG = /<img\b[^>]*>/gi;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const ALT = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

const absolute = (url: string, base: string | null) => {
  try {
    return new URL(url, base ?? undefined).href;
  } catch {
    return null;
  }
};

function imagesIn(html: string, base: string | null): LinkedFile[] {
  return [...html.matchAll(IMG)].flatMap(([tag]) => {
    const src = SRC.exec(tag);
    const url = src && absolute(src[1] ?? src[2] ?? src[3] ?? '', base);
    if (!url) return [];
    const alt = ALT.exec(tag);
    return [{ name: (alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? '').trim(), url }];
  });
}

/** A downloaded file, or why it is not there. */
export type Fetched = { url: string; file: UploadedFile } | { url: string; problem: string };

/** Downloads an item's files before its transaction: the network never holds the database. */
export async function fetchFiles(item: SourceItem, env: Env, skip: (url: string) => boolean): Promise<Fetched[]> {
  const files = filesOf(item);
  const limit = item.kind === 'notice' ? noticeBoard.DOCUMENT_LIMITS.fileBytes : MAX_IMAGE_BYTES;
  const base = item.oldUrl;
  const fetched: Fetched[] = [];
  for (const linked of files) {
    const url = absolute(linked.url, base);
    if (!url) {
      fetched.push({ url: linked.url, problem: `„${linked.name}“: neplatná adresa ${linked.url}.` });
      continue;
    }
    if (skip(url) || fetched.some((f) => f.url === url)) continue;
    try {
      const got = await download(url, { limit, allow: env.allow });
      const ext = path.extname(new URL(got.url).pathname);
      const filename = path.extname(linked.name) ? linked.name : `${linked.name || 'soubor'}${ext}`;
      fetched.push({ url, file: { filename, mimetype: got.contentType, data: got.data, truncated: false } });
    } catch (error) {
      if (!(error instanceof DownloadError)) throw error;
      fetched.push({ url, problem: `„${linked.name || url}“ (${url}): ${error.message}` });
    }
  }
  return fetched;
}

const isSlugTaken = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 422 && Boolean(error.errors?.slug);

/** Saves with the item's address, or the next free one (`-2`, `-3`) where another item has it. */
async function withFreeSlug<T>(base: string, max: number, save: (slug: string) => Promise<T>): Promise<T> {
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

export interface Saved {
  id: number;
  path: string;
  /** What went wrong with a part of it (a document that did not download). */
  problems: string[];
  /** Whether all its files came: if not, the next run tries them again. */
  complete: boolean;
}

/**
 * Saves one item through its feature, in the caller's transaction (`ctx.db`): created, or the one an
 * earlier run made (`existing`, kept at its address). `files` are what `fetchFiles` brought, or null
 * when the item's files did not change since and stay as they are.
 */
export async function save(
  ctx: ServiceContext,
  env: Env,
  item: SourceItem,
  existing: { id: number; path: string | null } | null,
  files: Fetched[] | null,
  pictures: {
    /** The pictures earlier runs brought into the media library, by their old address. */
    known: ReadonlyMap<string, { id: number; url: string }>;
    /** Puts a downloaded picture into the media library; a string says why it was refused. */
    store: (url: string, file: UploadedFile, alt: string) => Promise<{ id: number; url: string } | string>;
  },
): Promise<Saved> {
  const problems = [...item.notes, ...(files ?? []).flatMap((f) => ('problem' in f ? [f.problem] : []))];
  let complete = !(files ?? []).some((f) => 'problem' in f);
  const keptSlug = existing?.path?.split('/').pop() ?? null;
  if (item.kind === 'notice') {
    const documents: UploadedFile[] = [];
    for (const f of files ?? []) {
      if (!('file' in f)) continue;
      const problem = await noticeBoard.documentProblem(f.file);
      if (problem) {
        problems.push(`„${f.file.filename}“ (${f.url}): ${problem}`);
        complete = false;
      } else if (documents.length >= noticeBoard.DOCUMENT_LIMITS.files)
        problems.push(`„${f.file.filename}“: položka může mít nejvýš ${noticeBoard.DOCUMENT_LIMITS.files} dokumentů.`);
      else documents.push(f.file);
    }
    const change =
      files === null
        ? {}
        : {
            documents,
            removeDocuments: existing ? (await noticeBoard.adminGet(ctx, existing.id)).documents.map((d) => d.id) : [],
          };
    const saved = await withFreeSlug(keptSlug ?? slugify(item.title), 150, (slug) =>
      noticeBoard
        .save(ctx, existing?.id ?? null, noticeInputSchema.parse(noticeInput(item, env, slug)), change)
        .then(({ id }) => ({ id, path: `/uredni-deska/${slug}` })),
    );
    return { ...saved, problems, complete };
  }

  if (item.kind === 'event') {
    const { id } = await events.save(ctx, existing?.id ?? null, eventInputSchema.parse(eventInput(item, env)));
    const { slug } = await events.adminGet(ctx, id);
    return { id, path: `/akce/${id}/${slug}`, problems, complete };
  }

  let body = item.body;
  let imageId: number | null = null;
  const stored = new Map(pictures.known);
  for (const f of files ?? []) {
    if (!('file' in f)) continue;
    const alt = (filesOf(item).find((l) => absolute(l.url, item.oldUrl) === f.url)?.name || item.title).slice(0, 300);
    const got = await pictures.store(f.url, f.file, alt);
    if (typeof got === 'string') {
      problems.push(`Obrázek ${f.url}: ${got}`);
      complete = false;
    } else stored.set(f.url, got);
  }
  const imageUrl = item.image ? absolute(item.image.url, item.oldUrl) : null;
  if (imageUrl && stored.has(imageUrl)) imageId = stored.get(imageUrl)!.id;
  body = body.replace(IMG, (tag) => {
    const src = SRC.exec(tag);
    const url = src && absolute(src[1] ?? src[2] ?? src[3] ?? '', item.oldUrl);
    const to = url ? stored.get(url) : undefined;
    // A picture that did not come over leaves the text rather than point at the old site.
    if (!to) return '';
    const alt = ALT.exec(tag);
    const described = (alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? '').trim();
    if (!described) problems.push(`Obrázek ${url} nemá v původním textu popis; dostal název článku, upravte ho.`);
    const text = (described || item.title).replaceAll('"', '&quot;');
    return `<img src="${to.url}" alt="${text}">`;
  });
  const options = { imported: true };
  const saved = await withFreeSlug(keptSlug ?? slugify(item.title), 80, (slug) =>
    news
      .save(ctx, existing?.id ?? null, articleInputSchema.parse(articleInput(item, slug, body, imageId)), options)
      .then(({ id }) => ({ id, path: `${ARTICLE_PATHS.news.list}/${slug}` })),
  );
  return { ...saved, problems, complete };
}
