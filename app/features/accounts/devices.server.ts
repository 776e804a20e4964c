import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { appMeta } from '../../../server/db/schema/index.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"; docs/decisions/0011): a successful login gives the browser a
 * signed token naming the account. A login that brings a valid one for its
 * account is throttled per device, not per account, so someone guessing the
 * password from elsewhere cannot lock the owner out of a browser they have
 * used before. Stateless: `issuedAt.nonce.signature`, HMAC-SHA256 over the
 * e-mail, the time and the nonce, with a key kept in the database (shared by
 * every process, made on first use).
 */

/** How long a browser stays known after its last successful login. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 3_600_000;

const SECRET_KEY = 'login_device_secret';
const secrets = new WeakMap<Db, Promise<Buffer>>();

function deviceSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appMeta)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
      return Buffer.from(row!.value, 'base64url');
    })();
    // A failed read is tried again next time, not remembered.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: Buffer, email: string, issuedAt: string, nonce: string) =>
  createHmac('sha256', secret).update(`${email}\n${issuedAt}\n${nonce}`).digest();

/** A new device token for a browser that has just logged into `email`'s account. */
export async function issueDevice(db: Db, email: string, now = new Date()): Promise<string> {
  const issuedAt = String(now.getTime());
  const nonce = randomBytes(16).toString('base64url');
  const signature = sign(await deviceSecret(db), email, issuedAt, nonce).toString('base64url');
  return `${issuedAt}.${nonce}.${signature}`;
}

/**
 * The device's id (its nonce) when `token` is a valid, unexpired device token
 * for `email`'s account; null for anything else (none, forged, another
 * account's, too old).
 */
export async function knownDevice(db: Db, email: string, token: string | undefined, now = new Date()) {
  const parts = token?.split('.');
  if (parts?.length !== 3) return null;
  const [issuedAt, nonce, signature] = parts as [string, string, string];
  const issued = Number(issuedAt);
  if (!/^\d{1,15}$/.test(issuedAt) || issued > now.getTime() + 60_000 || now.getTime() - issued > DEVICE_LIFETIME_MS) {
    return null;
  }
  const expected = sign(await deviceSecret(db), email, issuedAt, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
