import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore } from '../../../../server/lib/file-store.ts';
import { HttpError, invalid } from '../../../../server/lib/http-errors.ts';
import { cleanFilename, type UploadedFile } from '../../../../server/lib/uploads.ts';
import { sha256 } from '../record.server.ts';

// The documents of a notice as the editors hand them in: checked by their content, stored under the
// board's media folder with their hashes (which the board's record keeps), removed with their rows.

/** What the board takes as a document, by content: the formats offices publish in. */
export const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};
export const DOCUMENT_LIMITS = { fileBytes: 20 * 1024 * 1024, files: 20 } as const;
export const documentMessages = {
  tooLarge: 'Dokument může mít nejvýše 20 MB.',
  tooMany: 'Položka může mít nejvýše 20 dokumentů.',
  badType:
    'Dokument musí být PDF, DOCX, ODT, XLSX, ODS nebo obrázek JPEG či PNG. Obsah tohoto souboru mezi ně nepatří.',
  empty: 'Soubor je prázdný.',
} as const;

export interface CheckedDocument {
  name: string;
  mediaType: string;
  ext: string;
  data: Buffer;
}

/** The uploaded documents checked by their content; a Czech message for any that will not do. */
export async function checkDocuments(files: UploadedFile[], alreadyStored: number) {
  const accepted: CheckedDocument[] = [];
  const errors = new Set<string>();
  for (const file of files) {
    if (file.truncated || file.data.length > DOCUMENT_LIMITS.fileBytes) errors.add(documentMessages.tooLarge);
    else if (file.data.length === 0) errors.add(documentMessages.empty);
    else {
      const type = await fileTypeFromBuffer(file.data);
      if (!type || !DOCUMENT_TYPES[type.mime]) errors.add(documentMessages.badType);
      else if (alreadyStored + accepted.length >= DOCUMENT_LIMITS.files) errors.add(documentMessages.tooMany);
      else
        accepted.push({
          name: cleanFilename(file.filename, `dokument.${type.ext}`),
          mediaType: type.mime,
          ext: type.ext,
          data: file.data,
        });
    }
  }
  if (errors.size > 0) throw invalid({ documents: [...errors] });
  return accepted;
}

/** Why the board would not take a file as a document, or null: an import checks what it downloaded. */
export async function documentProblem(file: UploadedFile): Promise<string | null> {
  try {
    await checkDocuments([file], 0);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.errors?.documents) return error.errors.documents.join(' ');
    throw error;
  }
}

const FOLDER = 'deska';

/** Writes the documents under the media folder, each under a name no one can guess, with its hash. */
export async function writeDocuments(media: FileStore, documents: CheckedDocument[]) {
  return Promise.all(
    documents.map(async (document) => {
      const relative = `${FOLDER}/${randomBytes(12).toString('hex')}.${document.ext}`;
      await media.write(relative, document.data);
      return {
        name: document.name,
        url: `/media/${relative}`,
        mediaType: document.mediaType,
        size: document.data.length,
        sha256: sha256(document.data),
      };
    }),
  );
}

/** Removes the board's own files among `urls`; any other address is left alone. */
export async function removeFiles(media: FileStore, urls: string[]) {
  await media.remove(
    urls.filter((url) => url.startsWith(`/media/${FOLDER}/`)).map((url) => url.slice('/media/'.length)),
  );
}
