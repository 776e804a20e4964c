import { type PointerEvent, useEffect, useRef } from 'react';
import type { Photo } from '../../../common/galleries.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './photo-grid.module.css';

/** Horizontal travel that counts as a swipe, in CSS pixels. */
const SWIPE = 50;

/**
 * One photo at a time over the page, in a modal <dialog>: the browser traps
 * focus inside it (starting on its first button, Zavřít), Escape closes it
 * and focus returns to the thumbnail.
 * Arrow keys and swipes go to the previous and next photo.
 */
export function Lightbox({
  photos,
  index,
  title,
  onChange,
  onClose,
}: {
  photos: Photo[];
  index: number;
  title: string;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const photo = photos[index]!;
  const go = (by: number) => onChange((index + by + photos.length) % photos.length);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > SWIPE) go(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={`${title}: fotografie ${index + 1} z ${photos.length}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
        else return;
        event.preventDefault();
      }}
    >
      <div className={styles.lightboxBar}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {photos.length}
        </p>
        <button type="button" className={styles.lightboxButton} onClick={() => dialog.current?.close()}>
          Zavřít<span className="visually-hidden"> fotografii</span>
        </button>
      </div>
      <figure
        className={styles.stage}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        // A dragged image would cancel the pointer and lose the swipe.
        onDragStart={(event) => event.preventDefault()}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <ResponsiveImage key={photo.url} image={photo} sizes="100vw" className={styles.stageImage} eager />
        <figcaption className={styles.stageCaption}>{photo.caption ?? photo.alt}</figcaption>
      </figure>
      {photos.length > 1 ? (
        <div className={styles.lightboxNav}>
          <button type="button" className={styles.lightboxButton} onClick={() => go(-1)}>
            ‹ Předchozí<span className="visually-hidden"> fotografie</span>
          </button>
          <button type="button" className={styles.lightboxButton} onClick={() => go(1)}>
            Další<span className="visually-hidden"> fotografie</span> ›
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
