import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, OFFICE_DOCUMENTS } from '../../common/upload-limits.ts';
import type { FileStore } from './file-store.ts';
import { storeImage } from './images.ts';

export { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, OFFICE_DOCUMENTS };

/** An uploaded file as the multipart parser hands it over (see `multipartImages`). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** Cut off at the size limit. */
  truncated: boolean;
}

/**
 * Multipart bodies for the routes of this scope: fields as values, and each file read into memory as
 * an `UploadedFile`, cut off at `fileSize` and marked so rather than refused, so the operation can say
 * in Czech what was too large. Register it in the scope of the routes that take files, after their gate.
 */
export async function acceptUploads(
  scope: FastifyInstance,
  limits: { fileSize: number; files: number; fields: number; fieldSize: number },
): Promise<void> {
  await scope.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits,
    async onFile(part) {
      const data = await part.toBuffer();
      part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
    },
  });
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && Buffer.isBuffer((value as UploadedFile).data);

/** Names as a browser sends them may carry a path (old Edge) or control characters. */
export function cleanFilename(name: string, fallback: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[\p{C}"]/gu, '')
    .trim()
    .slice(0, 150);
  return base || fallback;
}

export const uploadMessages = {
  tooLarge: 'Obrázek může mít nejvýše 5 MB.',
  notImage: 'Soubor není obrázek ve formátu JPEG, PNG nebo WebP.',
  tooSmall: 'Obrázek je příliš malý; musí mít alespoň 400 × 300 bodů.',
} as const;

const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an uploaded image by its content, not its name or declared type
 * (DESIGN: checked uploads), and stores it with its WebP variants. Returns a
 * Czech message instead when the file will not do.
 */
export async function acceptImage(
  file: UploadedFile,
  media: FileStore,
  folder: string,
): Promise<{ url: string; width: number; height: number } | { error: string }> {
  if (file.truncated || file.data.length > MAX_IMAGE_BYTES) return { error: uploadMessages.tooLarge };
  let meta: Metadata;
  try {
    // Refuses decompression bombs: sharp's default pixel limit is about 268 megapixels.
    meta = await sharp(file.data).metadata();
  } catch {
    return { error: uploadMessages.notImage };
  }
  if (!meta.format || !FORMATS.has(meta.format)) return { error: uploadMessages.notImage };
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!w || !h || w < 400 || h < 300) return { error: uploadMessages.tooSmall };
  try {
    return await storeImage(
      file.data,
      media,
      `${folder}/${randomBytes(9)
        .toString('base64url')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`,
    );
  } catch {
    return { error: uploadMessages.notImage };
  }
}

/**
 * Checks an uploaded document by its content against the formats given (their names go into the
 * Czech message), and stores it under `/media/{folder}/` with a name nobody can guess.
 */
export async function acceptDocument(
  file: UploadedFile,
  media: FileStore,
  folder: string,
  formats: Record<string, string> = OFFICE_DOCUMENTS,
): Promise<{ url: string; size: number; mediaType: string } | { error: string }> {
  if (file.truncated || file.data.length > MAX_DOCUMENT_BYTES) return { error: 'Soubor může mít nejvýše 20 MB.' };
  if (file.data.length === 0) return { error: 'Soubor je prázdný.' };
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !formats[type.mime])
    return {
      error: `Soubor musí být ${Object.values(formats)
        .join(', ')
        .replace(/, ([^,]*)$/, ' nebo $1')}. Obsah tohoto souboru mezi ně nepatří.`,
    };
  const name = `${folder}/${randomBytes(12).toString('hex')}.${type.ext}`;
  await media.write(name, file.data);
  return { url: `/media/${name}`, size: file.data.length, mediaType: type.mime };
}
