import { Form } from 'react-router';
import styles from '../../../components/account/account.module.css';
import type { OfficePhoto } from '../office-photo-schemas.ts';
import { photoAlts } from '../photo-alts.ts';

// A report's photos on the office's page: thumbnails of the private photos, each with the button
// that shows it on the public page or hides it again.

/** What the page says once a photo's button did its work (`?hotovo=`). */
export const PHOTO_DONE = {
  'foto-zverejneno': 'Fotografie je zveřejněná na stránce hlášení.',
  'foto-skryto': 'Fotografie je skrytá; na stránce hlášení už není.',
} as const;

/** The thumbnail's width; its height keeps the photo's proportions. */
const THUMB = 240;

export function OfficePhotos({ photos }: { photos: OfficePhoto[] }) {
  if (photos.length === 0) return null;
  const alts = photoAlts(photos);
  return (
    <section className={styles.section} aria-labelledby="fotografie">
      <h2 id="fotografie">Fotografie</h2>
      <p>
        Zveřejněte jen fotografii, na které nejsou tváře, poznávací značky, jména ani jiné osobní údaje. Fotografie
        opravy se zveřejňuje hned.
      </p>
      <ul>
        {photos.map((p, i) => (
          <li key={p.id}>
            <a href={p.url}>
              <img
                src={p.url}
                width={THUMB}
                height={Math.round((THUMB * p.height) / p.width)}
                loading="lazy"
                alt={alts[i]}
              />
            </a>
            <Form method="post">
              <input type="hidden" name="photo_id" value={p.id} />
              <p>
                {p.public_url ? 'Zveřejněná. ' : 'Nezveřejněná. '}
                <button
                  type="submit"
                  name="photo_action"
                  value={p.public_url ? 'hide' : 'publish'}
                  className="button button--secondary"
                  aria-label={`${p.public_url ? 'Skrýt' : 'Zveřejnit fotografii'}: ${alts[i]}`}
                >
                  {p.public_url ? 'Skrýt' : 'Zveřejnit fotografii'}
                </button>
              </p>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
