import type { Revision, RevisionDiff } from '../../../common/revisions.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { revisionDiff as diffOf, revisionsOf, revisionWithPrevious } from '../../../server/lib/revisions.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { eventInputSchema } from './schemas.ts';
import { adminGet, save } from './staff/events.server.ts';

// An event's versions (issue 13 §4): who saved what and when, the difference, and restoring one.

/** The fields a reader of the difference sees, in the order of the form. */
const FIELDS = [
  ['title', 'Název akce'],
  ['perex', 'Krátký popis'],
  ['body', 'Podrobnosti'],
  ['categories', 'Kategorie'],
  ['all_day', 'Celodenní'],
  ['start_date', 'Datum začátku'],
  ['start_time', 'Čas začátku'],
  ['end_date', 'Datum konce'],
  ['end_time', 'Čas konce'],
  ['repeat_weeks', 'Opakování (po kolika týdnech)'],
  ['repeat_until', 'Opakovat do'],
  ['exceptions', 'Zrušené a posunuté termíny'],
  ['place', 'Místo'],
  ['price', 'Vstupné'],
  ['organizer', 'Pořadatel'],
  ['contact', 'Kontakt'],
  ['links', 'Odkazy'],
  ['image_id', 'Obrázek (číslo v knihovně)'],
] as const;

/** Every kept version, the newest first. */
export async function revisions(ctx: ServiceContext, id: number): Promise<Revision[]> {
  requireStaff(ctx, 'events');
  await adminGet(ctx, id);
  return revisionsOf(ctx, 'event', id);
}

export async function revisionDiff(ctx: ServiceContext, id: number, version: number): Promise<RevisionDiff> {
  requireStaff(ctx, 'events');
  const diff = await diffOf(ctx, 'event', id, version, FIELDS);
  if (!diff) throw notFound('Taková verze akce není.');
  return diff;
}

/**
 * Saves an old version as the newest one, over `expected` (the version the editor was looking at).
 * What no longer holds (a category deleted since) is refused like any save, and nothing changes.
 */
export async function restore(ctx: ServiceContext, id: number, version: number, expected?: number) {
  requireStaff(ctx, 'events');
  const found = await revisionWithPrevious(ctx, 'event', id, version);
  if (!found) throw notFound('Taková verze akce není.');
  const current = await adminGet(ctx, id);
  if (current.version === version) throw new HttpError(409, 'Tato verze je už ta nynější.');
  const parsed = eventInputSchema.safeParse({ ...found.current.data, version: expected ?? current.version });
  if (!parsed.success) throw invalid({ _: ['Tuto verzi už obnovit nejde: neprošla by dnešní kontrolou údajů.'] });
  return save(ctx, id, parsed.data, { restoredFrom: version });
}
