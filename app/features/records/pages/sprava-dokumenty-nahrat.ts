import { pragueToday } from '../../../../common/dates.ts';
import { MAX_DOCUMENT_BYTES, OFFICE_DOCUMENTS } from '../../../../common/upload-limits.ts';
import { invalid, Refusal } from '../../../../server/lib/http-errors.ts';
import { parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { documentUploadSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-dokumenty-nahrat';

/**
 * A document uploaded from inside the rich-text editor (`POST /sprava/dokumenty/nahrat`, multipart
 * `file`, `title` and `category`): stored in the document library by the documents editor's own
 * save (the file checked by its content, PDF, DOCX, ODT, XLSX or ODS up to 20 MB) and answered as
 * JSON, `{ data: { title, url, type, size } }` with 201, or the refusal's `{ message, errors }` with
 * its status (422), so the editor can say it beside the field. The document is dated today, the day
 * it is published: the editor asks only for what a link needs. `url` is the file's own address, the
 * one the list at /dokumenty links to.
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'records');
  const { services, ctx } = context;
  const form = await readForm(request);
  try {
    const { title, category } = parseForm(documentUploadSchema, form);
    const upload = await uploadedFile(form.get('file'), MAX_DOCUMENT_BYTES);
    // The documents editor may keep a document without its file; a link needs one.
    if (!upload) throw new Refusal(invalid({ file: ['Vyberte soubor dokumentu.'] }));
    const { id } = await services.records.documentSave(
      ctx,
      null,
      { name: title, category, date: pragueToday(ctx.now) },
      upload,
    );
    const stored = await services.records.documentGet(ctx, id);
    if (!stored.file) throw new Error(`document ${id} was saved without its file`);
    return Response.json(
      {
        data: {
          title: stored.name,
          url: stored.file.url,
          type: OFFICE_DOCUMENTS[stored.media_type] ?? stored.media_type,
          size: stored.file.size,
        },
      },
      { status: 201, headers: { 'cache-control': 'private, no-store' } },
    );
  } catch (error) {
    if (Refusal.is(error)) return error;
    throw error;
  }
}
