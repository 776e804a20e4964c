import { pragueParts } from '../../../common/dates.ts';
import type { Revision, RevisionDiff } from '../../../common/revisions.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import { revisionDiff as diffOf, revisionsOf, revisionWithPrevious } from '../../../server/lib/revisions.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { adminGet, save } from './staff.server.ts';

// An article's versions (issue 13 §4): who saved what and when, the difference each save made, and
// restoring an old version as a new save.

/** The fields a reader of the difference sees, in the order of the form. */
const FIELDS = [
  ['title', 'Nadpis'],
  ['slug', 'Adresa'],
  ['perex', 'Perex'],
  ['body', 'Text článku'],
  ['category', 'Kategorie'],
  ['featured', 'V posuvníku na úvodní stránce'],
  ['image_id', 'Obrázek (číslo v knihovně)'],
  ['published_at', 'Zveřejnění'],
] as const;

/** Every kept version, the newest first. */
export async function revisions(ctx: ServiceContext, id: number): Promise<Revision[]> {
  requireStaff(ctx, 'news');
  await adminGet(ctx, id);
  return revisionsOf(ctx, 'article', id);
}

/** What one version changed against the version kept before it (everything, for the first kept). */
export async function revisionDiff(ctx: ServiceContext, id: number, version: number): Promise<RevisionDiff> {
  requireStaff(ctx, 'news');
  const diff = await diffOf(ctx, 'article', id, version, FIELDS);
  if (!diff) throw notFound('Taková verze článku není.');
  return diff;
}

/**
 * Saves an old version's text as the newest version: title, address, perex, text, category,
 * slider and picture. When and whether the article is published stays as it is now.
 */
export async function restore(ctx: ServiceContext, id: number, version: number, expected?: number) {
  requireStaff(ctx, 'news');
  const found = await revisionWithPrevious(ctx, 'article', id, version);
  if (!found) throw notFound('Taková verze článku není.');
  const current = await adminGet(ctx, id);
  if (current.version === version) throw new HttpError(409, 'Tato verze je už ta nynější.');
  const data = found.current.data as Record<string, string | boolean | number | null>;
  const published = current.published_at ? pragueParts(new Date(current.published_at)) : null;
  const leaves =
    current.unpublish_at && (current.state === 'published' || current.state === 'scheduled')
      ? pragueParts(new Date(current.unpublish_at))
      : null;
  return save(
    ctx,
    id,
    {
      kind: current.kind,
      title: String(data.title),
      slug: String(data.slug),
      perex: String(data.perex),
      body: String(data.body),
      category: (data.category as string | null) ?? null,
      featured: data.featured === true,
      ...(data.image_id === undefined ? {} : { image_id: (data.image_id as number | null) ?? null }),
      publication: current.state,
      publish_date: current.state === 'scheduled' ? published?.date : undefined,
      publish_time: current.state === 'scheduled' ? published?.time : undefined,
      unpublish_date: leaves?.date,
      unpublish_time: leaves?.time,
      version: expected ?? current.version,
    },
    { restoredFrom: version },
  );
}
