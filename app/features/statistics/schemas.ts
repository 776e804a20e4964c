import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';

const day = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

/** A range of Prague days. */
export interface StatsRange {
  from: string;
  to: string;
}

/** The days asked for; without them the last 30 days. */
export const statsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });

export const statsOverviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** Page views in the range; visitors, each counted once a day and summed over the days. */
    views: z.number(),
    visitors: z.number(),
    days: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
    pages: z.array(z.object({ path: z.string(), views: z.number(), visitors: z.number() })),
    referrers: z.array(z.object({ host: z.string(), views: z.number() })),
    searches: z.array(z.object({ query: z.string(), searches: z.number() })),
  })
  .register(apiSchemas, { id: 'StatsOverview' });
export type StatsOverview = z.infer<typeof statsOverviewSchema>;

export const pageStatsSchema = z.object({
  path: z.string(),
  from: z.string(),
  to: z.string(),
  views: z.number(),
  visitors: z.number(),
});
export type PageStats = z.infer<typeof pageStatsSchema>;

/** A page shown after the browser moved within the site: what the server did not render itself. */
export const clientViewSchema = z.object({ path: z.string().max(300).regex(/^\//) });
