import { z } from 'zod';

export const overviewSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    perex: z.string(),
    tiles: z.array(z.object({ title: z.string(), text: z.string(), href: z.string() })),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;
