import { z } from 'zod';
import type { ServerLoadContext } from '../../../lib/load-context.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { type PageArgs, staffPage } from '../../../lib/staff.server.ts';

type Commitments = ServerLoadContext['services']['commitments'];
type Ctx = ServerLoadContext['ctx'];

const PER_PAGE = 50;

/**
 * A finance list in its states (the payments' queue, the credits), its loader: the payments' gate,
 * the state from `?stav=` (the open ones unless it names another) and the page from `?strana=`, then
 * the rows `rowsOf` finds, and how many pages there are.
 */
export async function loadStateList<Q extends { state: string }, Row>(
  args: PageArgs,
  schema: z.ZodType<Q>,
  rowsOf: (commitments: Commitments, ctx: Ctx, query: Q) => Promise<{ rows: Row[]; total: number }>,
) {
  const { services, ctx } = staffPage(args, 'payments');
  const page = pageParam(args.url);
  const query = parseParams(schema, {
    state: args.url.searchParams.get('stav') || 'open',
    page: String(page),
    perPage: String(PER_PAGE),
  });
  const { rows, total } = await rowsOf(services.commitments, ctx, query);
  return { rows, total, state: query.state, page, pages: Math.ceil(total / PER_PAGE) };
}

const itemParams = z.object({ id: z.string().max(100) });

/** A payment's or a credit's page, its loader's or action's start: the payments' gate, then the id in the path. */
export function financeItemPage(args: PageArgs & { params: { id?: string } }) {
  const { services, ctx } = staffPage(args, 'payments');
  return { id: parseParams(itemParams, args.params).id, commitments: services.commitments, ctx };
}
