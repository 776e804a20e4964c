import { z } from 'zod';

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
    next: z.array(z.object({ date: z.string(), moved_from: z.string().nullable(), holiday: z.string().nullable() })),
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
    past: z.array(z.object({ date: z.string(), moved_from: z.string().nullable(), holiday: z.string().nullable() })),
    orders: z.array(pickupOrderSchema),
    /** Whether a calendar subscription address exists (its secret is shown only when made). */
    calendar: z.boolean(),
    /** Days an extra pickup can be ordered for, with its price. */
    order_days: z.array(z.string()),
    extra_price: z.number(),
  })
  .meta({ id: 'WasteBinDetail' });
export type BinDetail = z.infer<typeof binDetailSchema>;
