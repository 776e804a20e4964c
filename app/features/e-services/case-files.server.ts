import { ATTACHMENT_LIMITS } from '../../../common/cases.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { uploadedFile } from '../../lib/forms.server.ts';

/**
 * The attachments a case page's form brought (its `files` field, read by the form's schema), as the
 * case services take them: each under that field, one past the size limit marked as cut off.
 */
export async function attachedFiles(files: File[]): Promise<{ field: string; file: UploadedFile }[]> {
  const uploads = await Promise.all(files.map((file) => uploadedFile(file, ATTACHMENT_LIMITS.fileBytes)));
  return uploads.flatMap((file) => (file ? [{ field: 'files', file }] : []));
}
