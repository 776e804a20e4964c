import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES, attachmentMessages } from '../../../common/cases.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { cleanFilename, type UploadedFile } from '../../../server/lib/uploads.ts';

export interface CheckedFile {
  field: string;
  filename: string;
  mediaType: string;
  data: Buffer;
}

/**
 * Checks the files of one submission by their content (magic bytes, not the
 * name or the browser's word), one by one and together. Returns the accepted
 * files and a Czech message for each field with a file that will not do, so
 * the rest of the form can be kept.
 */
export async function checkAttachments(
  uploads: { field: string; file: UploadedFile }[],
  alreadyStored: { count: number; bytes: number },
): Promise<{ accepted: CheckedFile[]; errors: Record<string, string[]> }> {
  const accepted: CheckedFile[] = [];
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  };
  let count = alreadyStored.count;
  let bytes = alreadyStored.bytes;
  for (const { field, file } of uploads) {
    if (file.truncated || file.data.length > ATTACHMENT_LIMITS.fileBytes) {
      fail(field, attachmentMessages.tooLarge);
      continue;
    }
    if (file.data.length === 0) {
      fail(field, attachmentMessages.empty);
      continue;
    }
    const type = await fileTypeFromBuffer(file.data);
    if (!type || !ATTACHMENT_TYPES[type.mime]) {
      fail(field, attachmentMessages.badType);
      continue;
    }
    if (count + 1 > ATTACHMENT_LIMITS.files) {
      fail(field, attachmentMessages.tooMany);
      continue;
    }
    if (bytes + file.data.length > ATTACHMENT_LIMITS.totalBytes) {
      fail(field, attachmentMessages.tooMuch);
      continue;
    }
    count += 1;
    bytes += file.data.length;
    accepted.push({
      field,
      filename: cleanFilename(file.filename, `priloha.${type.ext}`),
      mediaType: type.mime,
      data: file.data,
    });
  }
  return { accepted, errors };
}

/** Stores accepted files in the uploads store; the rows that describe them are the caller's to insert. */
export async function writeAttachments(store: FileStore, userId: number, files: CheckedFile[]) {
  return Promise.all(
    files.map(async (file) => {
      const storagePath = `${userId}/${randomUUID()}`;
      await store.write(storagePath, file.data);
      return {
        field: file.field,
        filename: file.filename,
        mediaType: file.mediaType,
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        storagePath,
      };
    }),
  );
}

/** A stored file to send: its content, name, type and size. */
export interface Download {
  data: Buffer;
  filename: string;
  mediaType: string;
  size: number;
}

/** A case's or a draft's file as it is sent, once its reader was allowed it; none, or none stored, is a 404. */
export async function download(
  ctx: Pick<ServiceContext, 'files'>,
  file: { storagePath: string; filename: string; mediaType: string; size: number } | null,
): Promise<Download> {
  const data = file && (await ctx.files.uploads.read(file.storagePath));
  if (!file || !data) throw notFound();
  return {
    data,
    filename: file.filename,
    mediaType: file.mediaType,
    size: file.size,
  };
}
