import { and, desc, eq, isNull } from 'drizzle-orm';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, notFound } from '../../../../server/lib/http-errors.ts';
import { oneRow } from '../../../../server/lib/item-save.ts';
import { consume, HOUR } from '../../../../server/lib/rate-limit.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { hashToken, newToken } from '../../../../server/lib/tokens.ts';
import type { Open311ClientInput } from '../office-schemas.ts';
import { open311Clients } from '../schema.server.ts';

// The apps the office lets file reports through Open311: an administrator issues each its key, which
// is shown once and kept only as a hash, and revokes it when the app is gone or the key leaked.

/** How many reports one app's key may file in an hour: a leaked key slows down, the office notices. */
const PER_KEY = 120;

export async function open311ClientsList(ctx: ServiceContext) {
  requireStaff(ctx, 'admin');
  const rows = await ctx.db.select().from(open311Clients).orderBy(desc(open311Clients.createdAt));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    contact: c.contact,
    key_hint: c.keyHint,
    created_at: c.createdAt.toISOString(),
    last_used_at: c.lastUsedAt?.toISOString() ?? null,
    revoked_at: c.revokedAt?.toISOString() ?? null,
  }));
}

/** Issues an app's key: the answer holds it once, the database only its hash. */
export async function issueOpen311Client(ctx: ServiceContext, input: Open311ClientInput) {
  const actor = requireStaff(ctx, 'admin');
  const { token, hash } = newToken();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await oneRow(
      tx
        .insert(open311Clients)
        .values({ ...input, keyHash: hash, keyHint: token.slice(-4), createdBy: actor.id, createdAt: ctx.now })
        .returning(),
    );
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'open311-client.issued',
      entity: 'open311-client',
      entityId: created.id,
      summary: { name: created.name },
    });
    return created;
  });
  return { id: row.id, name: row.name, key: token };
}

export async function revokeOpen311Client(ctx: ServiceContext, id: number) {
  const actor = requireStaff(ctx, 'admin');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(open311Clients)
      .set({ revokedAt: ctx.now })
      .where(and(eq(open311Clients.id, id), isNull(open311Clients.revokedAt)))
      .returning();
    if (!row) throw notFound('Aplikace neexistuje, nebo už klíč nemá.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'open311-client.revoked',
      entity: 'open311-client',
      entityId: row.id,
      summary: { name: row.name },
    });
  });
}

/** The app a key belongs to (not a revoked one), its use counted; 403 for any other key. */
export async function open311ClientOf(ctx: Pick<ServiceContext, 'db' | 'now'>, key: string) {
  const [client] = await ctx.db
    .select()
    .from(open311Clients)
    .where(and(eq(open311Clients.keyHash, hashToken(key)), isNull(open311Clients.revokedAt)));
  if (!client) throw new HttpError(403, 'Neplatný nebo zrušený api_key.');
  await consume(ctx.db, [{ key: `open311:key:${client.id}`, max: PER_KEY, windowMs: HOUR }], ctx.now);
  await ctx.db.update(open311Clients).set({ lastUsedAt: ctx.now }).where(eq(open311Clients.id, client.id));
  return client;
}
