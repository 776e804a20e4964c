import { z } from 'zod';

export const posterSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    text: z.string().nullable(),
    link: z.string().nullable(),
    image: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
  })
  .meta({ id: 'Poster' });
export type Poster = z.infer<typeof posterSchema>;
