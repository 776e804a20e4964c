import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, variantFile, variantWidths } from '../../common/images.ts';
import { type FileStore, isFileName } from './file-store.ts';

export { IMAGE_WIDTHS };

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

const JPEG_OPTIONS = { quality: 80, progressive: true, mozjpeg: true } as const;
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;

/**
 * Stores `input` (any format sharp reads) in the media store as `<name>.jpg` (the
 * fallback, at most 1600 px wide, quality ~80, progressive mozjpeg, EXIF
 * rotation applied and metadata stripped) and `<name>-<w>.webp` for each width
 * in IMAGE_WIDTHS not above the (rotated) original width (always at least one
 * variant: the image's own width if it is below 400). `name` may contain '/'.
 * Returns url `/media/<name>.jpg` and the fallback's width/height. Skips work when all files already exist (idempotent, reads
 * size from the existing jpg).
 *
 * The input is decoded once and the files are encoded one after another, so
 * storing an image keeps one libvips thread busy rather than all cores.
 */
export async function storeImage(input: Buffer, media: FileStore, name: string): Promise<StoredImage> {
  if (!isFileName(name)) throw new Error(`Invalid image name "${name}"`);
  const url = `/media/${name}.jpg`;
  const existing = await readStored(media, name);
  if (existing) return { url, ...existing };

  const { data, info } = await decode(input);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const width of variantWidths(info.width)) {
    const variant = sharp(data, raw);
    if (width < info.width) variant.resize({ width });
    await media.write(variantFile(name, width), await variant.webp(WEBP_OPTIONS).toBuffer());
  }
  // The fallback is written last: readStored() sees a complete set or goes again.
  const fallback = sharp(data, raw);
  if (info.channels === 2 || info.channels === 4) fallback.flatten({ background: '#ffffff' });
  await media.write(`${name}.jpg`, await fallback.jpeg(JPEG_OPTIONS).toBuffer());
  return { url, width: info.width, height: info.height };
}

/** The input upright, at most MAX_IMAGE_WIDTH wide, as 8-bit pixels; a clear error when it is no image. */
async function decode(input: Buffer) {
  try {
    return await sharp(input)
      .autoOrient()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Not a readable image (JPEG, PNG, WebP, AVIF, GIF, TIFF or SVG expected): ${reason}`, {
      cause: error,
    });
  }
}

/** The size of the already stored fallback when it and all its variants exist; otherwise null. */
async function readStored(media: FileStore, name: string): Promise<{ width: number; height: number } | null> {
  const jpg = await media.read(`${name}.jpg`);
  if (!jpg) return null;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(jpg).metadata());
  } catch {
    return null;
  }
  if (!width || !height) return null;
  for (const w of variantWidths(width)) {
    if (!(await media.exists(variantFile(name, w)))) return null;
  }
  return { width, height };
}

/**
 * Deletes a stored image (`/media/….jpg`) and its WebP variants, once nothing refers to it any
 * more: after the transaction that removed the last reference. A file already gone is no error.
 */
export async function removeStoredImage(media: FileStore, image: { url: string; width: number }): Promise<void> {
  const base = image.url.replace(/^\/media\//, '').replace(/\.jpg$/, '');
  await media.remove([`${base}.jpg`, ...variantWidths(image.width).map((w) => variantFile(base, w))]);
}
