/** Widths of the WebP variants every stored image gets (never wider than the original). */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

/** The widest a stored image's JPEG fallback is: the largest of IMAGE_WIDTHS. */
export const MAX_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);

/**
 * The widths of the WebP variants of a stored image whose fallback is `width`
 * px wide: those of IMAGE_WIDTHS not above it, or its own width alone when it
 * is narrower than all of them.
 */
export function variantWidths(width: number): number[] {
  if (!Number.isFinite(width) || width < 1) return [];
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [Math.round(width)];
}

/** The file name of the WebP variant `width` px wide of the image stored as `name` (`<name>.jpg`). */
export function variantFile(name: string, width: number): string {
  return `${name}-${width}.webp`;
}

export interface ImageSources {
  src: string;
  webpSrcSet: string | null;
}

const STORED_IMAGE = /^\/media\/(.+)\.jpg$/;

/**
 * For a stored image (`/media/….jpg`) the WebP srcset of its variants
 * ("/media/x-400.webp 400w, …", only widths ≤ width, or the single own-width
 * variant); for other URLs (e.g. SVG in /img) null.
 */
export function imageSources(url: string, width: number): ImageSources {
  const name = STORED_IMAGE.exec(url)?.[1];
  const widths = name === undefined ? [] : variantWidths(width);
  if (name === undefined || widths.length === 0) return { src: url, webpSrcSet: null };
  return { src: url, webpSrcSet: widths.map((w) => `/media/${variantFile(name, w)} ${w}w`).join(', ') };
}
