import { z } from 'zod';
import { weeklyHoursSchema } from '../reservations/schemas.ts';

/** A place of sale as `/stores` shows it. */
export const storeSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), zip: z.string() }),
    /** ISO weekday ('1' Monday … '7' Sunday) → intervals in Prague time; a day not named is closed. */
    hours: weeklyHoursSchema,
    note: z.string(),
    phone: z.string(),
    email: z.string(),
    /** Orders from the web are picked up here. */
    pickup: z.boolean(),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;
