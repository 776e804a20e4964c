import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/ucet-export';

/** The resident's data as a JSON file download (from `GET /api/me/export`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const response = await context.api.get<Record<string, unknown>>('/api/me/export');
  return new Response(JSON.stringify(response.data, null, 2), {
    status: response.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="moje-udaje-vzorov.json"',
      'Cache-Control': 'private, no-store',
    },
  });
}
