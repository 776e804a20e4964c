import { z } from 'zod';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { DEFECT_STATUSES } from './flow.ts';
import { DESCRIPTION_LIMITS } from './limits.ts';

export const defectMessages = {
  outside: 'Toto místo leží mimo území města. Hlásit můžete jen závady ve Vzorově a jeho částech.',
  noAddress: 'Tuto adresu ve městě nemáme. Zkontrolujte prosím ulici a číslo domu, nebo místo označte na mapě.',
  ambiguous: 'Takových adres je ve městě více. Vyberte prosím tu pravou.',
  noPlace: 'Napište ulici a číslo domu, nebo místo označte na mapě.',
  category: 'Vyberte druh závady.',
  description: `Popište prosím závadu: alespoň ${DESCRIPTION_LIMITS.min} a nejvýše ${DESCRIPTION_LIMITS.max} znaků.`,
  email: 'Napište e-mail, na který vám pošleme odkaz k potvrzení hlášení.',
  photoPlace: (label: string) => `Fotografie byla pořízena u adresy ${label}; chcete-li, vyberte ji.`,
  unknownToken: 'Tento odkaz neznáme. Možná bylo hlášení mezitím smazáno.',
} as const;

export const defectCategorySchema = z
  .object({
    /** Open311's `service_code`. */
    code: z.string(),
    name: z.string(),
    group: z.string(),
    description: z.string(),
    department: z.string(),
    days_to_fix: z.number().int(),
    notice: z.string(),
  })
  .register(apiSchemas, { id: 'DefectCategory' });
export type DefectCategory = z.infer<typeof defectCategorySchema>;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const addressPointSchema = z
  .object({
    /** RÚIAN's kód adresního místa. */
    code: z.number().int(),
    /** "Lipová 412/12", "Dolní Lhota 15", "Kamenný Mlýn č. ev. 3". */
    label: z.string(),
    street: z.string().nullable(),
    part: z.string(),
    zip: z.string(),
    lat: z.number(),
    lon: z.number(),
  })
  .register(apiSchemas, { id: 'AddressPoint' });
export type AddressPoint = z.infer<typeof addressPointSchema>;

export const placeQuery = z.object({ lat: latitude, lon: longitude });
export type PlaceQuery = z.infer<typeof placeQuery>;

/** What the map announces of the point under the pin. */
export const placeCheckSchema = z
  .object({
    inside: z.boolean(),
    /** The part of town the point is in; null outside the town. */
    area: z.string().nullable(),
    /** The nearest address point within 150 m, with its distance in metres. */
    nearest: addressPointSchema.extend({ distance_m: z.number().int() }).nullable(),
  })
  .register(apiSchemas, { id: 'DefectPlaceCheck' });
export type PlaceCheck = z.infer<typeof placeCheckSchema>;

export const addressQuery = z.object({
  /** A typed line: "Lipová 12", "lipova 412", "Dolní Lhota 15". */
  q: z.string().trim().max(100).optional(),
  /** A street's house numbers, once the street is chosen. */
  ulice: z.string().trim().max(100).optional(),
});
export type AddressQuery = z.infer<typeof addressQuery>;

const position = z.tuple([z.number(), z.number()]);
const ring = z.array(position).min(4);

/** A shape of the town's map, in WGS84 as GeoJSON orders it ([lon, lat]): a street's line or an area. */
export const mapGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)) }),
]);
export type MapGeometry = z.infer<typeof mapGeometrySchema>;

/** The town's map as GeoJSON (RFC 7946): each layer a feature with its kind, name and style. */
export const townMapSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({ kind: z.string(), name: z.string(), style: z.string() }),
        geometry: mapGeometrySchema,
      }),
    ),
  })
  .register(apiSchemas, { id: 'TownMap' });
export type TownMap = z.infer<typeof townMapSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * A report as the form and `POST /api/defects` send it: the category's code, the description, and
 * the place as a point (the map's pin) or an address typed (street and number, or one line), or the
 * address chosen among several (`adresa`, its RÚIAN code). A guest adds an e-mail; photos come as
 * multipart parts named `photos`.
 */
export const defectReportInput = z.object({
  category: z.string().trim().min(1, defectMessages.category).max(60, defectMessages.category),
  description: z
    .string()
    .trim()
    .min(DESCRIPTION_LIMITS.min, defectMessages.description)
    .max(DESCRIPTION_LIMITS.max, defectMessages.description),
  lat: latitude.optional(),
  lon: longitude.optional(),
  ulice: optionalText(100),
  cislo: optionalText(20),
  /** The address on one line: "Lipová 412/12". */
  misto: optionalText(150),
  adresa: z.coerce.number().int().positive().optional(),
  email: emailSchema.optional(),
  idempotency_key: optionalText(100),
});
export type DefectReportInput = z.infer<typeof defectReportInput>;

/** What a filing answers: the report's number, its status, and whether it waits for the e-mail's confirmation. */
export const filedReportSchema = z
  .object({
    number: z.string(),
    status: z.enum(DEFECT_STATUSES),
    confirmed: z.boolean(),
    /** Where the photos' GPS says they were taken, when it is in the town: a suggestion for the map. */
    photo_place: placeQuery.nullable(),
  })
  .register(apiSchemas, { id: 'FiledDefectReport' });
export type FiledReport = z.infer<typeof filedReportSchema>;

export const confirmInput = z.object({ token: z.string().trim().min(1).max(100) });

/** One of the signed-in resident's own reports. */
export const myReportSchema = z
  .object({
    number: z.string(),
    category: z.string(),
    status: z.enum(DEFECT_STATUSES),
    status_label: z.string(),
    place: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    /** The deadline to fix it, a Prague day. */
    due_on: z.string(),
    closed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .register(apiSchemas, { id: 'MyDefectReport' });
export type MyReport = z.infer<typeof myReportSchema>;

/**
 * An address offered to choose from ("Myslíte…?"), as a 422 lists it under `adresa`: its label and
 * the RÚIAN code to send back as `adresa`.
 */
export const addressChoice = (p: Pick<AddressPoint, 'label' | 'code'>) => `${p.label} (kód ${p.code})`;

/** The label and code of an offered address, as the form shows it for a radio button. */
export function readAddressChoice(text: string): { label: string; code: number } | null {
  const match = /^(.*) \(kód (\d+)\)$/.exec(text);
  return match?.[1] && match[2] ? { label: match[1], code: Number(match[2]) } : null;
}
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** The public list's filters: by default what is open and what closed in the last 30 days. */
export const publicDefectQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  category: z.string().trim().max(100).optional().describe('Kód druhu závady'),
  status: z.enum(DEFECT_STATUSES).optional(),
  area: z.string().trim().max(100).optional().describe('Část obce'),
  closed: flag.describe('I hlášení uzavřená před více než 30 dny'),
});
export type PublicDefectQuery = z.output<typeof publicDefectQuery>;

/** A report's number in an address: anything else is a 404. */
export const defectNumberParams = z.object({ number: z.string().regex(/^Z-\d{4}-\d{4,6}$/) });

/** A report as the public sees it: never the reporter, their words only as the office allowed them. */
export const publicDefectSchema = z
  .object({
    number: z.string(),
    category: z.object({ code: z.string(), name: z.string() }),
    status: z.enum(DEFECT_STATUSES),
    status_label: z.string(),
    place: z.string(),
    area: z.string(),
    lat: z.number(),
    lon: z.number(),
    reported_at: z.string(),
    updated_at: z.string(),
    closed_at: z.string().nullable(),
    url: z.string(),
  })
  .register(apiSchemas, { id: 'PublicDefect' });
export type PublicDefect = z.infer<typeof publicDefectSchema>;

/** What a mark on a map of reports shows: the public list's reports, or a page of the office's queue. */
export type MapReport = Pick<PublicDefect, 'number' | 'status' | 'status_label' | 'place' | 'lat' | 'lon' | 'url'> & {
  category: { name: string };
};

export const publicDefectDetailSchema = publicDefectSchema
  .extend({
    due_on: z.string(),
    /** The text the office allowed to be public; null until then. */
    public_text: z.string().nullable(),
    /** The report this one was merged into, as its duplicate. */
    merged_into: z.string().nullable(),
    history: z.array(
      z.object({
        at: z.string(),
        action: z.string(),
        status: z.enum(DEFECT_STATUSES).nullable(),
        status_label: z.string().nullable(),
        /** The office's public words; a reporter's own words are never shown. */
        message: z.string().nullable(),
      }),
    ),
    photos: z.array(z.object({ url: z.string(), width: z.number(), height: z.number(), role: z.string() })),
  })
  .register(apiSchemas, { id: 'PublicDefectDetail' });
export type PublicDefectDetail = z.infer<typeof publicDefectDetailSchema>;

/** A resident's part of the defect reports in their personal data (personal-data feature). */
export const defectsPersonalDataSchema = z.object({
  defect_reports: z.array(
    z.object({
      number: z.string(),
      category: z.string(),
      place: z.string(),
      description: z.string(),
      status: z.string(),
      reporter_email: z.string().nullable(),
      reporter_name: z.string().nullable(),
      submitted_at: z.string(),
      confirmed_at: z.string().nullable(),
      closed_at: z.string().nullable(),
      satisfied: z.boolean().nullable(),
      timeline: z.array(z.object({ at: z.string(), author: z.string(), message: z.string().nullable() })),
    }),
  ),
  defect_follows: z.array(
    z.object({
      number: z.string(),
      email: z.string().nullable(),
      created_at: z.string(),
      confirmed_at: z.string().nullable(),
    }),
  ),
});
export type DefectsPersonalData = z.infer<typeof defectsPersonalDataSchema>;
