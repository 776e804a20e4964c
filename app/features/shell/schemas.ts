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

export const currencySchema = z
  .object({
    id: z.number(),
    code: z.string(),
    rate: z.number(),
    decimals: z.number(),
    is_default: z.boolean(),
    enabled: z.boolean(),
    name: z.string(),
    symbol_before: z.string().nullable(),
    symbol_after: z.string().nullable(),
  })
  .meta({ id: 'Currency' });

export const countrySchema = z
  .object({ id: z.number(), code: z.string(), iso: z.string(), name: z.string() })
  .meta({ id: 'Country' });
