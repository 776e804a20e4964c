import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token (256 bits, base64url) and the hash that is stored instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Tokens are long and random, so a plain SHA-256 is enough to make a leaked table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
