import { z } from 'zod';
import { rowNumber } from '../../../../common/schemas/ids.ts';
import { server } from '../../../lib/load-context.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { Route } from './+types/sprava-obcan-udaje';

const params = z.object({ id: rowNumber() });

/** A resident's data for the administrator answering their request: JSON at …/udaje.json, the ZIP at …/udaje.zip. */
export async function loader({ url, params: raw, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(params, raw);
  const { personalData } = context.services;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (url.pathname.endsWith('.zip'))
    return new Response(new Uint8Array(await personalData.residentArchive(context.ctx, id)), {
      headers: {
        ...headers,
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="udaje-uctu-${id}.zip"`,
      },
    });
  return new Response(JSON.stringify(await personalData.residentPersonalData(context.ctx, id), null, 2), {
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="udaje-uctu-${id}.json"`,
    },
  });
}
