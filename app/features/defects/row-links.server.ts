import { createHmac, timingSafeEqual } from 'node:crypto';

// A follower's link that the office can make again from what it keeps: `<row id>.<HMAC of the id
// and the link's purpose, keyed by the row's token hash>`. Only the hash of a guest's token is
// kept, so no later mail could carry the token itself; this link is the same in every mail, needs
// no new column, and dies with the row. Like the subscriptions' tokens, whoever reads the table
// could make it; the mailed token itself stays known only to its owner.

export type RowLinkPurpose = 'stop' | 'follow';

const mac = (purpose: RowLinkPurpose, key: string, id: number) =>
  createHmac('sha256', key).update(`${purpose}\n${id}`).digest('base64url');

export const rowLink = (purpose: RowLinkPurpose, id: number, key: string) => `${id}.${mac(purpose, key, id)}`;

/** The row id a link names, if it has a row link's shape (the MAC is checked by `rowLinkMatches`). */
export function rowLinkId(token: string): number | null {
  const match = /^(\d{1,10})\.[\w-]{43}$/.exec(token);
  return match?.[1] ? Number(match[1]) : null;
}

export function rowLinkMatches(purpose: RowLinkPurpose, token: string, id: number, key: string | null): boolean {
  if (!key) return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(rowLink(purpose, id, key));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A guest reporter's page of their report, for the mails after the confirmation one. */
export const followPath = (follower: { id: number; tokenHash: string | null }) =>
  follower.tokenHash ? `/zavady/sledovani/${rowLink('follow', follower.id, follower.tokenHash)}` : null;
