import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { auditQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-protokol-csv';
import { AUDIT_PARAMS } from './sprava-protokol.tsx';

/** The audit log as CSV (`/sprava/protokol.csv`), with the filters the page shows it with. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { query } = listQuery(auditQuerySchema, url, AUDIT_PARAMS);
  const csv = await context.services.staff.auditCsv(context.ctx, query);
  const day = new Date(context.ctx.now).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="protokol-zmen-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
