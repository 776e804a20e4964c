import type { z } from 'zod';
import { invalid } from '../../../server/lib/http-errors.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { profileRow } from './account-rows.server.ts';
import { checkPassword } from './passwords.server.ts';
import { accountMessages, type deleteMeSchema } from './schemas.ts';

/** An erasure's transaction, with the files and the clock. */
export type ErasureContext = Pick<ServiceContext, 'db' | 'files' | 'now'>;
type ErasureHook = (ctx: ErasureContext, userId: number) => Promise<void>;
let beforeErase: ErasureHook | null = null;

/**
 * What an erasure does, in its transaction: each feature's part and the account's own, from the one
 * list the plan is made from (personal-data, which stands above the features). Named once, where the
 * features are put together (composition/services.ts).
 */
export function erasureIn(hook: ErasureHook): void {
  beforeErase = hook;
}

function erasureHook(): ErasureHook {
  // An erasure that skipped the other features would leave their personal data behind, or a debt nameless.
  if (!beforeErase)
    throw new Error('The accounts were not told what the other features erase (composition/services.ts).');
  return beforeErase;
}

/**
 * Deletes the account after checking the password (or, for an account without one, its owner's
 * explicit confirmation): personal data is erased
 * and the row kept only as an anonymous stub, because records the town must
 * keep (cases, payments) may point to it.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  { password, confirm }: z.output<typeof deleteMeSchema>,
): Promise<void> {
  const { id: userId } = requireActor(ctx);
  const row = await profileRow(ctx.db, userId);
  if (row?.hasPassword) await checkPassword(ctx.db, userId, password, 'password');
  // Signed in through Identita občana, with no password to type: a deliberate tick instead.
  else if (!confirm) throw invalid({ confirm: [accountMessages.confirmErasure] });
  await ctx.db.transaction(async (tx) => {
    await eraseAccount({ ...ctx, db: tx }, userId);
    await securityEvent(
      { ...ctx, db: tx },
      {
        action: 'account.erased',
        result: 'success',
        accountId: userId,
        asset: `user:${userId}`,
        detail: { by: 'owner' },
      },
    );
  });
}

/**
 * Erases an account's personal data, keeping the row as an anonymous stub because records the town
 * must keep (cases, payments) may point to it; its logins and mailed links end. What goes and what
 * stays is the one list the plan is made from too (`accountErasure` and each feature's, put together
 * by the hook). Called with the transaction it belongs to: the resident's own deletion, or the
 * office's on a GDPR request.
 */
export async function eraseAccount(ctx: ErasureContext, userId: number): Promise<void> {
  await erasureHook()(ctx, userId);
}
