import { eq } from 'drizzle-orm';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import type { MyDataBox } from '../data-box/schemas.ts';
import * as dataBox from '../data-box/service.server.ts';
import { levelName, levelNamed } from './nia.ts';
import { residentIdentities } from './schema.server.ts';
import type { IdentityPersonalData } from './schemas.ts';

/** The identity the signed-in resident's account is linked to, as its owner sees it; null when it has none. */
export async function myIdentity(ctx: Pick<ServiceContext, 'db' | 'actor'>) {
  const { identity } = await personalDataOf(ctx, requireActor(ctx).id);
  if (!identity) return null;
  // The pseudonym is for the data export, not for a page.
  const { pseudonym: _, ...shown } = identity;
  return shown;
}

/**
 * The resident's data box found by the identity her account is linked to (NIA releases no box ID,
 * but her names and date of birth find it), kept as if she had given it.
 */
export async function findMyDataBox(ctx: ServiceContext): Promise<MyDataBox> {
  const [row] = await ctx.db
    .select()
    .from(residentIdentities)
    .where(eq(residentIdentities.userId, requireActor(ctx).id));
  if (!row?.givenName || !row.familyName || !row.birthDate)
    throw new HttpError(
      409,
      'Datovou schránku lze vyhledat jen podle totožnosti ověřené přes Identitu občana, se jménem a datem narození.',
    );
  return dataBox.findMyBox(ctx, { firstName: row.givenName, lastName: row.familyName, birthDate: row.birthDate });
}

/** What the site keeps of an account's identity, for the resident's data export. */
export async function personalDataOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<IdentityPersonalData> {
  const [row] = await ctx.db.select().from(residentIdentities).where(eq(residentIdentities.userId, userId));
  if (!row) return { identity: null };
  const level = levelNamed(row.level) ?? 'low';
  return {
    identity: {
      pseudonym: row.pseudonym,
      level,
      level_name: levelName(level),
      verified_at: row.verifiedAt.toISOString(),
      linked_at: row.linkedAt.toISOString(),
      given_name: row.givenName,
      family_name: row.familyName,
      birth_date: row.birthDate,
    },
  };
}
