import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { redirects } from './schema.server.ts';
import { oldPath, redirectKey } from './schemas.ts';

// The redirects from the former site's addresses as the site and the other features use them: the
// pages' 404 asks where an old address leads, an import or a page's move writes new ones. What the
// administrators do with them is in staff.server.ts.

/**
 * Where an address no page answers leads, if the town's former site had it: the path with its query
 * first, then the path alone (an old link with a campaign's `?utm_…` still arrives). Called for 404s only.
 */
export async function find(ctx: Pick<ServiceContext, 'db'>, pathAndQuery: string): Promise<string | null> {
  const path = oldPath(pathAndQuery);
  if (!path || path === '/') return null;
  const [bare = path] = path.split('?');
  const keys = [...new Set([redirectKey(path), redirectKey(bare)])];
  const rows = await ctx.db
    .select({ key: redirects.fromKey, to: redirects.to })
    .from(redirects)
    .where(inArray(redirects.fromKey, keys));
  for (const key of keys) {
    const hit = rows.find((r) => r.key === key);
    if (hit) return hit.to;
  }
  return null;
}

/**
 * Items at their new addresses, written by what moved them (an import, in its transaction; a page
 * moved in the tree, in its save): each old address leads to its item. One the office set by hand
 * stays as the office set it; one written earlier that led to an address now left leads on to the
 * new one, so a page moved twice is one hop away.
 */
export async function remember(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  entries: { from: string; to: string }[],
  origin: 'import' | 'move' = 'import',
): Promise<void> {
  const byKey = new Map<string, typeof redirects.$inferInsert>();
  for (const { from, to } of entries) {
    const path = oldPath(from);
    if (!path || path === '/' || redirectKey(oldPath(to) ?? '') === redirectKey(path)) continue;
    const key = redirectKey(path);
    byKey.set(key, { fromPath: path, fromKey: key, to, origin, createdAt: ctx.now, updatedAt: ctx.now });
  }
  const rows = [...byKey.values()];
  if (!rows.length) return;
  for (const row of rows) {
    // The item lives at its new address again (a page moved back): no redirect leads away from it.
    const here = redirectKey(oldPath(row.to) ?? row.to);
    await ctx.db.delete(redirects).where(and(eq(redirects.fromKey, here), ne(redirects.origin, 'manual')));
    await ctx.db
      .update(redirects)
      .set({ to: row.to, updatedAt: ctx.now })
      .where(and(eq(redirects.to, row.fromPath), ne(redirects.origin, 'manual')));
  }
  await ctx.db
    .insert(redirects)
    .values(rows)
    .onConflictDoUpdate({
      target: redirects.fromKey,
      set: { to: sql`excluded.to`, origin: sql`excluded.origin`, updatedAt: ctx.now },
      setWhere: ne(redirects.origin, 'manual'),
    });
}

export * from './staff.server.ts';
