import { eq } from 'drizzle-orm';
import { invalid } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { Place } from './geo.ts';
import { addressLabel, checkPlace, findAddress } from './places.server.ts';
import { addressPoints } from './schema.server.ts';
import { addressChoice, type DefectReportInput, defectMessages } from './schemas.ts';

// Where a report is: the map's pin, or an address typed or chosen, checked against the town.

type Ctx = Pick<ServiceContext, 'db'>;

export interface ReportPlace extends Place {
  placeText: string;
  area: string;
  addressPointId: number | null;
}

const blank = (value: string | undefined) => !value?.trim();

/** The field a place's error belongs to: the pin's, the one-line address's, or the street's. */
function placeField(input: DefectReportInput): string {
  if (input.lat !== undefined || input.lon !== undefined) return 'lat';
  return blank(input.misto) ? 'ulice' : 'misto';
}

/** The address point a report names: chosen among several, or typed (one line, or street and number). */
async function namedPoint(ctx: Ctx, input: DefectReportInput, field: string, suggested: Place | null) {
  if (input.adresa !== undefined) {
    const [row] = await ctx.db.select().from(addressPoints).where(eq(addressPoints.code, input.adresa));
    if (!row) throw invalid({ [field]: [defectMessages.noAddress] });
    return row;
  }
  const line = blank(input.misto) ? `${input.ulice ?? ''} ${input.cislo ?? ''}`.trim() : (input.misto ?? '');
  if (!line) throw await noPlace(ctx, field, suggested);
  const found = await findAddress(ctx, line);
  if (found.length > 1) throw invalid({ [field]: [defectMessages.ambiguous], adresa: found.map(addressChoice) });
  const [point] = found;
  const [row] = point ? await ctx.db.select().from(addressPoints).where(eq(addressPoints.code, point.code)) : [];
  if (!row) throw invalid({ [field]: [defectMessages.noAddress] });
  return row;
}

/** No place given: the photos' GPS, where it points near an address in the town, is offered to choose. */
async function noPlace(ctx: Ctx, field: string, suggested: Place | null) {
  const check = suggested && (await checkPlace(ctx, suggested));
  if (!check?.nearest) return invalid({ [field]: [defectMessages.noPlace] });
  return invalid({
    [field]: [`${defectMessages.noPlace} ${defectMessages.photoPlace(check.nearest.label)}`],
    adresa: [addressChoice(check.nearest)],
  });
}

/**
 * The report's place, or a 422 on the place's field: no address, several (listed under `adresa`
 * to choose from), or a point outside the town. A pin is described by the nearest address ("u
 * Lipová 412/12") or by the part of town it lies in.
 */
export async function reportPlace(ctx: Ctx, input: DefectReportInput, suggested: Place | null): Promise<ReportPlace> {
  const field = placeField(input);
  if (input.lat !== undefined && input.lon !== undefined && input.adresa === undefined) {
    const point = { lat: input.lat, lon: input.lon };
    const check = await checkPlace(ctx, point);
    if (!check.inside) throw invalid({ [field]: [defectMessages.outside] });
    const [near] = check.nearest
      ? await ctx.db.select().from(addressPoints).where(eq(addressPoints.code, check.nearest.code))
      : [];
    return {
      ...point,
      placeText: check.nearest ? `poblíž ${check.nearest.label}` : (check.area ?? 'Vzorov'),
      area: check.area ?? '',
      addressPointId: near?.id ?? null,
    };
  }
  const row = await namedPoint(ctx, input, field === 'lat' ? 'ulice' : field, suggested);
  const check = await checkPlace(ctx, row);
  if (!check.inside) throw invalid({ [field]: [defectMessages.outside] });
  return {
    lat: row.lat,
    lon: row.lon,
    placeText: addressLabel(row),
    area: check.area ?? row.part,
    addressPointId: row.id,
  };
}
