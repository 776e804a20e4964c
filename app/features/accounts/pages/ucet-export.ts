import { requireUser } from '../../../lib/auth.server.ts';
import type { Route } from './+types/ucet-export';

/** The resident's data as a JSON file download (what `GET /api/me/export` gives). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const data = await context.services.accounts.exportData(context.ctx);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="moje-udaje-vzorov.json"',
      'Cache-Control': 'private, no-store',
    },
  });
}
