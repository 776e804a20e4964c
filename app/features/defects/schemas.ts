import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';

export const defectMessages = {
  outside: 'Toto místo leží mimo území města. Hlásit můžete jen závady ve Vzorově a jeho částech.',
  noAddress: 'Tuto adresu ve městě nemáme. Zkontrolujte prosím ulici a číslo domu, nebo místo označte na mapě.',
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
