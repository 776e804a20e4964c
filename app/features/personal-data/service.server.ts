import { notFound } from '../../../server/lib/http-errors.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { personalDataArchive, personalDataOf } from './export.server.ts';
import type { PersonalData } from './schemas.ts';

export { eraseAccountData, myErasurePlan } from './erasure.server.ts';
export { personalDataArchive } from './export.server.ts';

/** The signed-in resident's own data (GDPR art. 15 and 20). */
export async function myPersonalData(ctx: ServiceContext): Promise<PersonalData> {
  const { id } = requireActor(ctx);
  const data = await personalDataOf(ctx, id);
  if (!data) throw notFound();
  await securityEvent(ctx, { action: 'account.exported', result: 'success', accountId: id, asset: `user:${id}` });
  return data;
}

export const myArchive = async (ctx: ServiceContext) =>
  personalDataArchive(ctx, await myPersonalData(ctx), requireActor(ctx).id);

export * from './staff.server.ts';
