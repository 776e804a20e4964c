import { server } from '../../../lib/load-context.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { photoIdParams } from '../office-photo-schemas.ts';
import type { Route } from './+types/sprava-zavady-foto';

/**
 * A report's photo from the private store (`/sprava/zavady/foto/:photoId`), for a clerk who may see
 * the report, as its page does; anyone else gets the 404 page. Never kept by a cache.
 */
export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { photoId } = parseParams(photoIdParams, params);
  const photo = await context.services.defects.officePhotoFile(context.ctx, photoId);
  return new Response(new Uint8Array(photo.data), {
    headers: {
      'content-type': photo.mediaType,
      'content-length': String(photo.data.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
