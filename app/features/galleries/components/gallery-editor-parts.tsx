import { Form, Link } from 'react-router';
import { undescribedAlt } from '../../../../common/galleries.ts';
import { countOf } from '../../../../common/plural.ts';
import { Field } from '../../../components/ui/form-fields.tsx';
import { type EditableGallery, MAX_PHOTOS_AT_ONCE } from '../schemas.ts';
import styles from './gallery-editor.module.css';

/** Where the album stands, in plain words: on the site or not, and its photos without a description. */
export function GalleryState({ gallery }: { gallery: EditableGallery }) {
  const undescribed = gallery.photos.filter((photo) => !photo.alt).length;
  return (
    <div className={styles.state}>
      <p>
        <strong>Stav: {gallery.published ? 'zveřejněná na webu' : 'nezveřejněná'}.</strong>{' '}
        {gallery.published ? (
          <Link to={`/galerie/${gallery.slug}`}>Zobrazit na webu</Link>
        ) : (
          'Na webu ji zatím nikdo nevidí. Zveřejníte ji zaškrtnutím „Zveřejněná“ a uložením.'
        )}
      </p>
      {undescribed ? (
        <p>
          {countOf(undescribed, { one: 'fotka zatím nemá', few: 'fotky zatím nemají', other: 'fotek zatím nemá' })}{' '}
          popis: na webu se ukazují, ale čtečka je ohlásí jen jako „{undescribedAlt(gallery.title)}“.
        </p>
      ) : null}
    </div>
  );
}

/**
 * New photos at the end of the album: a plain multipart form, so it works without JavaScript, sent
 * by its `upload` intent.
 */
export function PhotoUpload({ form, version, errors }: { form: string; version: number; errors?: string[] }) {
  return (
    <Form method="post" encType="multipart/form-data" noValidate>
      <h2>Nahrát fotky</h2>
      <input type="hidden" name="version" value={version} />
      <Field
        form={form}
        name="photos"
        label="Fotky"
        hint={`JPEG, PNG nebo WebP do 5 MB, nejvýš ${MAX_PHOTOS_AT_ONCE} najednou. Přidají se na konec galerie.`}
        errors={errors}
        control={(wiring) => <input {...wiring} type="file" multiple accept="image/jpeg,image/png,image/webp" />}
      />
      <button type="submit" name="intent" value="upload" className="button button--secondary">
        Nahrát fotky
      </button>
    </Form>
  );
}
