import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, userGroups, users } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes of a login; "remember me" keeps it for weeks (DESIGN §5). */
export const SESSION_LIFETIME = {
  normal: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  remember: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
} as const;

/** Last use is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Db, userId: number, remember: boolean, now = new Date()) {
  return (await startSession(db, userId, remember, now)).token;
}

/** A new login: its token for the cookie, and its ID for what goes with it (a sign-in at NIA). */
export async function startSession(db: Db, userId: number, remember: boolean, now = new Date()) {
  const { token, hash } = newToken();
  const lifetime = remember ? SESSION_LIFETIME.remember : SESSION_LIFETIME.normal;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hash,
      userId,
      remember,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + lifetime.absoluteMs),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('the login was not stored');
  return { token, id: row.id };
}

export interface SessionUser {
  id: number;
  sessionId: number;
  /** Whether this login was made with "remember me". */
  remember: boolean;
  email: string;
  firstname: string;
  lastname: string;
  scope: string[];
  group: { description: string; discount: number } | null;
  /** Whether the person has an authenticator app enrolled (staff). */
  totpEnabled: boolean;
  /** Whether this login was confirmed with a second factor (staff work needs it). */
  secondFactor: boolean;
}

/** The user behind a token, or null when the token is unknown, idle too long or past its end. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      remember: sessions.remember,
      lastUsedAt: sessions.lastUsedAt,
      secondFactorAt: sessions.secondFactorAt,
      totpEnabledAt: users.totpEnabledAt,
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      scope: users.scope,
      groupDescription: userGroups.description,
      groupDiscount: userGroups.discount,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    // A locked account has no session, whatever token survived the lock.
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), isNull(users.lockedAt)))
    .limit(1);
  if (!row) return null;
  const idleMs = (row.remember ? SESSION_LIFETIME.remember : SESSION_LIFETIME.normal).idleMs;
  const idle = now.getTime() - row.lastUsedAt.getTime();
  if (idle > idleMs) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS)
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  return {
    id: row.id,
    sessionId: row.sessionId,
    remember: row.remember,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    scope: row.scope,
    group:
      row.groupDescription === null ? null : { description: row.groupDescription, discount: row.groupDiscount ?? 0 },
    totpEnabled: row.totpEnabledAt !== null,
    secondFactor: row.totpEnabledAt !== null && row.secondFactorAt !== null,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Whoever started work the job queue does later (an import), as they are now: their present roles,
 * no session of their own, the second factor taken as confirmed (it was, when they started it).
 * Null when the account is locked or deleted since.
 */
export async function workActor(db: Db, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      scope: users.scope,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.lockedAt), isNull(users.deletedAt)));
  if (!row) return null;
  return {
    id: row.id,
    sessionId: 0,
    remember: false,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    scope: row.scope,
    group: null,
    totpEnabled: row.totpEnabledAt !== null,
    secondFactor: true,
  };
}
