import { server } from '../../../lib/load-context.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { noticeIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-doklad';

/** An item's proof of posting for the office (`/sprava/uredni-deska/:id/doklad.pdf` or `.json`). */
export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'notice-board');
  const { id } = parseParams(noticeIdParams, params);
  const { services, ctx } = context;
  const proof = await services.noticeBoard.proof(ctx, id);
  const pdf = url.pathname.endsWith('.pdf');
  const headers = {
    'content-disposition': `attachment; filename="doklad-uredni-deska-${id}.${pdf ? 'pdf' : 'json'}"`,
    'cache-control': 'private, no-store',
  };
  if (!pdf) return Response.json(proof, { headers });
  const body = await services.noticeBoard.proofPdf(proof, 'Město Vzorov, úřední deska');
  return new Response(new Uint8Array(body), { headers: { ...headers, 'content-type': 'application/pdf' } });
}
