import { z } from 'zod';
import { apiSchemas } from './api-names.ts';

/**
 * The account as the base and several features know it: an e-mail address as
 * every form takes it, and the signed-in person (the shell's viewer, the
 * prefilled forms). The account's own inputs are in app/features/accounts/schemas.ts.
 */
export const emailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

/** The current user as `GET /api/me` returns it (spec §3, plus the details the account page edits). */
export const meSchema = z
  .object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    group: z.object({ description: z.string(), discount: z.number() }).nullable(),
    scope: z.array(z.string()),
    phone_prefix: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    zip: z.string(),
    /** A new address waiting for confirmation, if any. */
    pending_email: z.string().nullable(),
    /** False for an account made through Identita občana: it signs in by the identity, not a password. */
    has_password: z.boolean(),
  })
  .register(apiSchemas, { id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** Who is signed in, as the shell shows it (spec §3 User): known from the session alone, no extra query. */
export type Viewer = Pick<Me, 'firstname' | 'lastname' | 'email' | 'group' | 'scope'>;
