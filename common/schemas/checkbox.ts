import { z } from 'zod';

/** A checkbox as a form sends it ("on", or nothing) or a boolean as the API does. */
export const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('1')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');
