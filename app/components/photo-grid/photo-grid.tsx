import { useRef, useState } from 'react';
import type { Photo } from '../../../common/galleries.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { Lightbox } from './lightbox.tsx';
import styles from './photo-grid.module.css';

/**
 * Thumbnails of an album. Each links to the full-size photo, which is what
 * happens without JavaScript; with it, the photo opens in the lightbox and
 * focus comes back to its thumbnail when the lightbox closes.
 */
export function PhotoGrid({ photos, title }: { photos: Photo[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <a
              href={photo.url}
              ref={(element) => {
                links.current[index] = element;
              }}
              className={styles.thumb}
              onClick={(event) => {
                event.preventDefault();
                setOpen(index);
              }}
            >
              <ResponsiveImage
                image={photo}
                sizes="(min-width: 60rem) 15rem, (min-width: 30rem) 33vw, 50vw"
                className={styles.thumbImage}
              />
              <span className="visually-hidden"> (zvětšit)</span>
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox
          photos={photos}
          index={open}
          title={title}
          onChange={setOpen}
          onClose={() => {
            const last = open;
            setOpen(null);
            links.current[last]?.focus();
          }}
        />
      ) : null}
    </>
  );
}
