import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { MAX_DEPTH, pageTreePath } from './paths.ts';
import { pages } from './schema.server.ts';

export { MAX_DEPTH };

// The pages' tree (issue 56): a page may sit under another, its address and breadcrumbs follow it.

export type TreeNode = {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  parentId: number | null;
};

/**
 * Each page's line of ancestors, the top-level page first and the page itself last, for the given
 * pages: one recursive query, bounded by the depth (a cycle, which saves refuse, could not loop it).
 */
export async function chainsOf(db: Db, ids: readonly number[]): Promise<Map<number, TreeNode[]>> {
  const chains = new Map<number, TreeNode[]>();
  if (ids.length === 0) return chains;
  const result = await db.execute<TreeNode & { start: number; depth: number }>(sql`
    with recursive up(start, id, parent_id, depth) as (
      select ${pages.id}, ${pages.id}, ${pages.parentId}, 0 from ${pages}
      where ${pages.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      union all
      select up.start, p.id, p.parent_id, up.depth + 1 from ${pages} p join up on p.id = up.parent_id
      where up.depth < ${MAX_DEPTH * 2}
    )
    select up.start as "start", up.depth as "depth", p.id as "id", p.slug as "slug", p.title as "title",
      p.published as "published", p.parent_id as "parentId"
    from up join ${pages} p on p.id = up.id
    order by up.start, up.depth desc`);
  for (const row of result.rows) {
    const { start, depth: _depth, ...node } = row;
    const chain = chains.get(Number(start)) ?? [];
    chain.push({ ...node, id: Number(node.id), parentId: node.parentId === null ? null : Number(node.parentId) });
    chains.set(Number(start), chain);
  }
  return chains;
}

/** Where a page is on the site, from its line of ancestors. */
export const chainPath = (chain: readonly TreeNode[]) => pageTreePath(chain.map((node) => node.slug));

/** Every page under one (children, their children…), each with its depth below it (1 = a child). */
export async function descendantsOf(db: Db, id: number): Promise<{ id: number; depth: number }[]> {
  const result = await db.execute<{ id: number; depth: number }>(sql`
    with recursive down(id, depth) as (
      select ${pages.id}, 1 from ${pages} where ${pages.parentId} = ${id}
      union all
      select p.id, down.depth + 1 from ${pages} p join down on p.parent_id = down.id
      where down.depth < ${MAX_DEPTH * 2}
    )
    select id as "id", depth as "depth" from down`);
  return result.rows.map((r) => ({ id: Number(r.id), depth: Number(r.depth) }));
}
