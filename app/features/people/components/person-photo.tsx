import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import styles from './people.module.css';

/** A portrait, or a neutral circle where there is none; the name beside it says who it is. */
export function PersonPhoto({ photo }: { photo: { url: string; width: number; height: number } | null }) {
  return photo ? (
    <ResponsiveImage image={{ ...photo, alt: '' }} decorative sizes="5rem" className={styles.photo} />
  ) : (
    <span className={styles.placeholder} aria-hidden="true" />
  );
}
