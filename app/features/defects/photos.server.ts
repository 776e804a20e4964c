import { randomBytes } from 'node:crypto';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import type { Place } from './geo.ts';
import { PHOTO_LIMITS, photoMessages } from './limits.ts';

// A report's photos: checked by their content, their GPS read as a suggestion of the place, and
// re-encoded without any metadata (where and when, the phone's make) before they are stored.

/** A photo that passed the checks, still as it was sent: it is re-encoded when stored, never kept as it is. */
export interface CheckedPhoto {
  data: Buffer;
  /** Where the phone says the photo was taken. */
  gps: Place | null;
}

/** The formats sharp must read the content as; AVIF (sharp's `heif`) is not among them. */
const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** What file-type names Apple's photos, which sharp's libheif (AV1 only) cannot decode. */
const HEIC = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
/** The stored photo: as wide as a screen needs, in a JPEG every browser and clerk opens. */
const MAX_WIDTH = 1600;

/** Where the phone says a photo was taken; nothing when it says nothing or what it says is no place. */
export async function photoGps(data: Buffer): Promise<Place | null> {
  try {
    const gps = await exifr.gps(data);
    if (!gps || !Number.isFinite(gps.latitude) || !Number.isFinite(gps.longitude)) return null;
    return { lat: gps.latitude, lon: gps.longitude };
  } catch {
    return null;
  }
}

/** One photo's check by its content, or the Czech reason it will not do. */
async function checkOne(file: UploadedFile): Promise<CheckedPhoto | { error: string }> {
  // The API stops reading photos past the total: those come empty and cut off.
  if (file.truncated && file.data.length === 0) return { error: photoMessages.tooMuch };
  if (file.truncated || file.data.length > PHOTO_LIMITS.fileBytes) return { error: photoMessages.tooLarge };
  if (file.data.length === 0) return { error: photoMessages.empty };
  const type = await fileTypeFromBuffer(file.data);
  if (type && HEIC.has(type.mime)) return { error: photoMessages.heic };
  let meta: Metadata;
  try {
    // Refuses decompression bombs: sharp's default pixel limit is about 268 megapixels.
    meta = await sharp(file.data).metadata();
  } catch {
    return { error: photoMessages.notImage };
  }
  if (!meta.format || !FORMATS.has(meta.format)) return { error: photoMessages.notImage };
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!w || !h || w < PHOTO_LIMITS.minWidth || h < PHOTO_LIMITS.minHeight) return { error: photoMessages.tooSmall };
  return { data: file.data, gps: await photoGps(file.data) };
}

/**
 * Checks a report's photos one by one and together. Returns those that will do and the messages of
 * those that will not (each message once), so the form says all that is wrong at once.
 */
export async function checkPhotos(files: UploadedFile[]): Promise<{ accepted: CheckedPhoto[]; errors: string[] }> {
  const errors = new Set<string>();
  if (files.length > PHOTO_LIMITS.files) errors.add(photoMessages.tooMany);
  const total = files.reduce((sum, file) => sum + file.data.length, 0);
  if (total > PHOTO_LIMITS.totalBytes) errors.add(photoMessages.tooMuch);
  const accepted: CheckedPhoto[] = [];
  for (const file of files.slice(0, PHOTO_LIMITS.files + 1)) {
    const checked = await checkOne(file);
    if ('error' in checked) errors.add(checked.error);
    else accepted.push(checked);
  }
  return { accepted, errors: [...errors] };
}

/** The first place the photos' GPS gives, as a suggestion for the map. */
export const gpsSuggestion = (photos: CheckedPhoto[]) => photos.find((photo) => photo.gps)?.gps ?? null;

/**
 * A photo as it is stored: upright, at most 1600 px wide, a JPEG encoded from its pixels alone, so
 * nothing of the original's metadata (GPS, time, the phone) survives.
 */
export async function reencode(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const raw = await sharp(data)
    .autoOrient()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raw.info;
  const image = sharp(raw.data, { raw: { width, height, channels } });
  if (channels === 2 || channels === 4) image.flatten({ background: '#ffffff' });
  return { data: await image.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer(), width, height };
}

/** Where a report's photo is kept in the private uploads: a name nobody can guess. */
export const photoPath = (reportId: number) => `zavady/${reportId}/${randomBytes(12).toString('hex')}.jpg`;
