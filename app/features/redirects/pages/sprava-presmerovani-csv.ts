import { server } from '../../../lib/load-context.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { Route } from './+types/sprava-presmerovani-csv';

/** Every redirect as CSV (`/sprava/presmerovani.csv`), in the columns the page's upload reads back. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  return new Response(await context.services.redirects.exportCsv(context.ctx), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="presmerovani.csv"',
      'cache-control': 'private, no-store',
    },
  });
}
