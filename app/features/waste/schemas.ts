import { z } from 'zod';
import { isoDateSchema } from '../../../common/schemas/dates.ts';

export const wasteMessages = {
  notFound:
    'Nádobu s tímto kódem na tomto čísle popisném v registru nemáme. Zkontrolujte prosím kód na nálepce nádoby a číslo popisné.',
  badDay: 'V tento den nelze svoz objednat. Vyberte prosím jeden z nabízených dnů.',
  twice: 'Na tento den je svoz této nádoby už objednaný.',
} as const;

const pickupSchema = z.object({ date: z.string(), moved_from: z.string().nullable(), holiday: z.string().nullable() });

export const binSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    kind: z.string(),
    volume: z.number(),
    weekday: z.number(),
    every_weeks: z.number(),
    months: z.array(z.number()),
    /** Yearly fee the bin implies, in crowns (0 where the fee is per person). */
    fee: z.number(),
    next: z.array(pickupSchema),
  })
  .meta({ id: 'WasteBin' });
export type Bin = z.infer<typeof binSchema>;

export const wasteAddressSchema = z
  .object({ street: z.string(), house_number: z.string(), city: z.string(), zip: z.string(), bins: z.array(binSchema) })
  .meta({ id: 'WasteAddress' });
export type WasteAddress = z.infer<typeof wasteAddressSchema>;

export const pickupOrderSchema = z
  .object({ id: z.string(), date: z.string(), note: z.string(), price: z.number(), created_at: z.string() })
  .meta({ id: 'PickupOrder' });
export type PickupOrder = z.infer<typeof pickupOrderSchema>;

export const binDetailSchema = binSchema
  .extend({
    address: z.object({ street: z.string(), house_number: z.string(), city: z.string(), zip: z.string() }),
    past: z.array(pickupSchema),
    orders: z.array(pickupOrderSchema),
    /** Whether a calendar subscription address exists (its secret is shown only when made). */
    calendar: z.boolean(),
    /** Days an extra pickup can be ordered for, with its price. */
    order_days: z.array(z.string()),
    extra_price: z.number(),
  })
  .meta({ id: 'WasteBinDetail' });
export type BinDetail = z.infer<typeof binDetailSchema>;
export type Pickup = z.infer<typeof pickupSchema>;

export const binYearSchema = z
  .object({
    bin: binSchema,
    address: binDetailSchema.shape.address,
    pickups: z.array(pickupSchema),
    calendar: binDetailSchema.shape.calendar,
  })
  .meta({ id: 'WasteBinYear' });
export type BinYear = z.infer<typeof binYearSchema>;

/** A bin's id in a path: someone else's, or none, is a 404. */
export const binParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

export const linkBinInput = z.object({
  code: z.string().trim().min(1).max(30),
  house_number: z.string().trim().min(1).max(10),
});
export type LinkBinInput = z.infer<typeof linkBinInput>;

export const orderPickupInput = z.object({
  date: isoDateSchema(),
  note: z.string().trim().max(500).optional().default(''),
});
export type OrderPickupInput = z.infer<typeof orderPickupInput>;
