import { Refusal } from '../../../../server/lib/http-errors.ts';
import { parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { mediaUploadSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-media-nahrat';

/**
 * An image uploaded from inside the rich-text editor (`POST /sprava/media/nahrat`, multipart `file`
 * and `alt`): stored in the library by the library's own upload (checked by content, WebP variants,
 * description required) and answered as JSON, `{ data: item }` with 201, or the refusal's
 * `{ message, errors }` with its status (422), so the editor can say it beside the field.
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'content');
  const form = await readForm(request);
  try {
    const { alt } = parseForm(mediaUploadSchema, form);
    const item = await context.services.media.upload(context.ctx, await uploadedFile(form.get('file')), alt);
    return Response.json({ data: item }, { status: 201, headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    if (Refusal.is(error)) return error;
    throw error;
  }
}
