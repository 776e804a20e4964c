import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/ucet-export';

/** The resident's data as a download: JSON at /ucet/export (what `GET /api/me/export` gives), the ZIP at /ucet/export.zip. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { personalData } = context.services;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (url.pathname.endsWith('.zip'))
    return new Response(new Uint8Array(await personalData.myArchive(context.ctx)), {
      headers: {
        ...headers,
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="moje-udaje-vzorov.zip"',
      },
    });
  return new Response(JSON.stringify(await personalData.myPersonalData(context.ctx), null, 2), {
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="moje-udaje-vzorov.json"',
    },
  });
}
