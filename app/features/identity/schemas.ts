import { z } from 'zod';

/** The levels' names as Czech law uses them ("značná"), for the features that show a level. */
export { levelName, levelNamed } from './nia.ts';

/** The identity an account is linked to, as the resident's data export gives it (GDPR art. 15). */
export const identityPersonalDataSchema = z.object({
  identity: z
    .object({
      /** NIA's pseudonymous identifier of the person for this site. */
      pseudonym: z.string(),
      level: z.enum(['low', 'substantial', 'high']),
      level_name: z.string(),
      verified_at: z.string(),
      linked_at: z.string(),
      given_name: z.string().nullable(),
      family_name: z.string().nullable(),
      birth_date: z.string().nullable(),
    })
    .nullable(),
});
export type IdentityPersonalData = z.infer<typeof identityPersonalDataSchema>;
