import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { parseBox } from './geo.ts';

// Open311 GeoReport v2's arguments and answers (wiki.open311.org/GeoReport_v2), with the types of
// open311/schema-validation: codes and ids are strings, lat/long numbers, flags booleans.

/** A comma list ("a,b"), each item trimmed, none empty. */
const commaList = <Out extends string>(item: z.ZodType<Out, string>) =>
  z
    .string()
    .max(2000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(100));

/** A W3C date-time with its zone ("2026-05-04T08:15:30+02:00", or "…Z"). */
const w3cDate = z.iso
  .datetime({ offset: true, error: 'Datum musí být ve formátu W3C s časovou zónou, např. 2026-05-04T08:15:30+02:00.' })
  .transform((text) => new Date(text));

export const open311Query = z.object({
  jurisdiction_id: z.string().max(200).optional(),
  service_request_id: commaList(z.string().max(20)).optional(),
  service_code: commaList(z.string().max(60)).optional(),
  start_date: w3cDate.optional(),
  end_date: w3cDate.optional(),
  status: commaList(z.enum(['open', 'closed'], { error: 'Stav může být open nebo closed.' })).optional(),
  /** Extension (as the Helsinki region's server): minLon,minLat,maxLon,maxLat. */
  bbox: z
    .string()
    .max(200)
    .transform((text, context) => {
      const box = parseBox(text);
      if (!box)
        context.addIssue({ code: 'custom', message: 'bbox musí být čtyři čísla: minLon,minLat,maxLon,maxLat.' });
      return box ?? z.NEVER;
    })
    .optional(),
  /** Extension (Chicago, Boston, Toronto): paging. */
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
});
export type Open311Query = z.output<typeof open311Query>;

export const open311Jurisdiction = z.object({ jurisdiction_id: z.string().max(200).optional() });

const text = (max: number) => z.string().trim().max(max).optional();

/** POST Service Request, as an app sends it (form-urlencoded or JSON; photos as multipart `media`). */
export const open311Post = z.object({
  api_key: z.string().trim().min(1).max(200),
  jurisdiction_id: text(200),
  service_code: z.string().trim().min(1, 'Chybí service_code.').max(60),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
  address_string: text(200),
  /** RÚIAN's kód adresního místa. */
  address_id: z.coerce.number().int().positive().optional(),
  email: z.email().max(200).optional(),
  device_id: text(200),
  account_id: text(200),
  first_name: text(100),
  last_name: text(100),
  phone: text(50),
  description: z.string().trim().min(1, 'Chybí description.').max(4000),
  media_url: z.url().max(2000).optional(),
});
export type Open311Post = z.output<typeof open311Post>;

export const open311ServiceSchema = z
  .object({
    service_code: z.string(),
    service_name: z.string(),
    description: z.string(),
    metadata: z.boolean(),
    type: z.enum(['realtime', 'batch', 'blackbox']),
    keywords: z.string(),
    group: z.string(),
  })
  .register(apiSchemas, { id: 'Open311Service' });

export const open311DefinitionSchema = z
  .object({ service_code: z.string(), attributes: z.array(z.never()) })
  .register(apiSchemas, { id: 'Open311ServiceDefinition' });

export const open311RequestSchema = z
  .object({
    service_request_id: z.string(),
    status: z.enum(['open', 'closed']),
    status_notes: z.string().nullable(),
    service_name: z.string(),
    service_code: z.string(),
    description: z.string().nullable(),
    agency_responsible: z.string().nullable(),
    service_notice: z.string().nullable(),
    requested_datetime: z.string(),
    updated_datetime: z.string(),
    expected_datetime: z.string(),
    address: z.string(),
    address_id: z.string().nullable(),
    zipcode: z.string().nullable(),
    lat: z.number(),
    long: z.number(),
    media_url: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Open311Request' });

export const open311PostedSchema = z
  .object({ service_request_id: z.string(), service_notice: z.string(), account_id: z.string().nullable() })
  .register(apiSchemas, { id: 'Open311PostedRequest' });

export const open311ErrorSchema = z
  .array(z.object({ code: z.number(), description: z.string() }))
  .register(apiSchemas, { id: 'Open311Errors' });
