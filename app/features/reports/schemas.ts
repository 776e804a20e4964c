import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';

export const reportQuery = z.object({
  year: z.coerce
    .number('Rok je číslo.')
    .int('Rok je číslo.')
    .min(2000, 'Rok 2000 až 2100.')
    .max(2100, 'Rok 2000 až 2100.')
    .optional(),
});

const count = z.number();
/** Days from filing to decision: the median over the cases decided in the group, or null when none was. */
const median = z.number().nullable();

export const reportSchema = z
  .object({
    year: z.number(),
    cases: z.object({
      by_month: z.array(z.object({ month: z.string(), filed: count, decided: count, median_days: median })),
      by_status: z.array(z.object({ status: z.string(), label: z.string(), count })),
      by_department: z.array(z.object({ department: z.string(), filed: count, decided: count, median_days: median })),
    }),
    bookings: z.object({
      by_service: z.array(
        z.object({ service: z.string(), booked: count, arrived: count, no_show: count, cancelled: count }),
      ),
    }),
    defects: z.object({
      /** Reports per category: reported, resolved, median days to the first resolution, satisfied or not. */
      by_category: z.array(
        z.object({
          category: z.string(),
          filed: count,
          resolved: count,
          median_days: median,
          satisfied: count,
          dissatisfied: count,
        }),
      ),
    }),
    payments: z.object({
      /** Commitments paid in each month: how many and how much (crowns). */
      by_month: z.array(z.object({ month: z.string(), count, amount: z.number() })),
    }),
  })
  .register(apiSchemas, { id: 'Report' });
export type Report = z.infer<typeof reportSchema>;
