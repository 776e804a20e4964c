import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { hashToken, newToken } from '../../../server/lib/tokens.ts';
import { oneTimeTokens } from './schema.server.ts';

type Purpose = 'confirm_email' | 'reset_password';

export const TOKEN_LIFETIME_MS: Record<Purpose, number> = {
  confirm_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** A new single-use link token; earlier unused ones of the same purpose stop working. */
export async function issueToken(db: Db, userId: number, purpose: Purpose, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      tokenHash: hash,
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** Voids every unused token of a purpose, e.g. the reset links once the password has changed. */
export async function voidTokens(db: Db, userId: number, purpose: Purpose, now = new Date()): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** Uses up a token in one statement, so two requests cannot both use it. Returns its user, or null. */
export async function consumeToken(db: Db, token: string, purpose: Purpose, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
