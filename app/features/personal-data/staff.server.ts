import { audit } from '../../../server/lib/audit.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import * as accounts from '../accounts/service.server.ts';
import { planFor } from './erasure.server.ts';
import { personalDataArchive, personalDataOf } from './export.server.ts';
import type { ErasurePlan, PersonalData } from './schemas.ts';

// The administrators' side of a resident's data (section `admin`): their data on the resident's
// request, as the resident would download it, and what erasing the account would keep and why.

/** A resident's data for the administrator answering their request: the same file they would download. */
export async function residentPersonalData(ctx: ServiceContext, id: number): Promise<PersonalData> {
  const actor = requireStaff(ctx, 'admin');
  await accounts.resident(ctx, id);
  const data = await personalDataOf(ctx, id);
  if (!data) throw notFound('Účet neexistuje nebo už byl smazán.');
  // The account by its number, as the erasure's entry: the log is never changed, and an erasure must leave no e-mail in it.
  await audit(ctx, actor, { action: 'user.exported', entity: 'user', entityId: id });
  await securityEvent(ctx, { action: 'account.exported', result: 'success', accountId: actor.id, asset: `user:${id}` });
  return data;
}

export const residentArchive = async (ctx: ServiceContext, id: number) =>
  personalDataArchive(ctx, await residentPersonalData(ctx, id), id);

/** What erasing an account keeps and why, for the administrator to read before confirming (decision 0032). */
export async function erasurePlan(ctx: ServiceContext, userId: number): Promise<ErasurePlan> {
  requireStaff(ctx, 'admin');
  await accounts.resident(ctx, userId);
  return planFor(ctx, userId);
}
