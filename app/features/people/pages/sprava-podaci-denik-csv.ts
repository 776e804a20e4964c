import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { registerQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-podaci-denik-csv';
import { REGISTER_PARAMS } from './sprava-podaci-denik.tsx';

/**
 * The filing register of a year as CSV (`/sprava/podaci-denik.csv?rok=`), with the filters the page
 * shows it with; this year when none is asked.
 */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { query } = listQuery(registerQuerySchema, url, REGISTER_PARAMS);
  const { year, csv } = await context.services.people.registerCsv(context.ctx, query);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="podaci-denik-${year}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
