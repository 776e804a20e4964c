import { imageSources } from '../../../common/images.ts';

interface Props {
  image: { url: string; width: number; height: number; alt: string };
  /** The `sizes` of the slot the image fills, e.g. "(min-width: 60rem) 20rem, 100vw". */
  sizes: string;
  /** Decorative here (the text beside it says the same): empty alt. */
  decorative?: boolean;
  className?: string;
  /** Above the fold, likely the page's largest paint: loaded at once and ahead of the fonts. */
  eager?: boolean;
}

/** A stored image with its WebP variants (srcset) and known size, so nothing shifts while it loads. */
export function ResponsiveImage({ image, sizes, decorative, className, eager }: Props) {
  const { src, webpSrcSet } = imageSources(image.url, image.width);
  const img = (
    <img
      src={src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
