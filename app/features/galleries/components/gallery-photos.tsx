import { CheckboxField, TextField } from '../../../components/ui/form-fields.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useFocusAfterMove } from '../../../lib/use-focus-after-move.ts';
import type { useFormChecks } from '../../../lib/use-form-checks.ts';
import type { EditableGallery, galleryFormSchema } from '../schemas.ts';
import styles from './gallery-editor.module.css';

type Checks = ReturnType<typeof useFormChecks<typeof galleryFormSchema>>;

/** The labels of the photos' fields, for the error summary. */
export const photoLabels = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      [`photos[${i}].alt`, `Fotka ${i + 1}: popis`],
      [`photos[${i}].caption`, `Fotka ${i + 1}: popisek`],
    ]).flat(),
  );

/**
 * The album's photos as Conform's field list: each described, captioned, moved, or ticked to be
 * removed at the save (a photo left out of the list would stay in the album, so removal is a field of
 * its row, not the list's remove button). A move button moves the row in the form only, without
 * JavaScript through the server; the thumbnail follows its photo by the row's id.
 */
export function PhotoRows({
  form,
  checks,
  photos,
}: {
  form: string;
  checks: Checks;
  photos: EditableGallery['photos'];
}) {
  const list = checks.fields.photos;
  const rows = list.getFieldList();
  const stored = new Map(photos.map((photo) => [String(photo.id), photo]));
  const { moved } = checks;
  useFocusAfterMove(moved, rows.length, 'photo');
  if (rows.length === 0) return null;
  const movedAlt = moved ? rows[moved.to]?.getFieldset().alt.initialValue : '';
  return (
    <>
      <h2>Fotky</h2>
      <p>
        Popis říká, co je na fotce, těm, kdo ji nevidí; fotka bez něj se na webu ohlásí jen jako fotka z této galerie.
        Popisek se ukáže pod fotkou. Pořadí měníte tlačítky u fotek; změny platí, až galerii uložíte.
      </p>
      {photos.some((photo) => !photo.alt) ? (
        <TextField
          form={form}
          name={checks.fields.alt_for_all.name}
          label="Jeden popis pro všechny fotky bez popisu"
          hint="Například „Vánoční trhy na náměstí Míru 2026“. Fotky, které popis mají, si ho nechají."
          defaultValue={checks.fields.alt_for_all.initialValue}
          maxLength={300}
          errors={checks.fields.alt_for_all.errors}
        />
      ) : null}
      <ol className={styles.photos}>
        {rows.map((row, i) => {
          const photo = row.getFieldset();
          const id = photo.id.initialValue ?? '';
          const shown = stored.get(id);
          return (
            <li key={row.key} className={styles.photo}>
              {shown ? <ResponsiveImage image={shown} sizes="10rem" decorative className={styles.thumb} /> : <span />}
              <fieldset>
                <legend>
                  Fotka {i + 1}
                  {shown?.alt ? '' : ' (zatím bez popisu)'}
                </legend>
                <input type="hidden" name={photo.id.name} value={id} />
                <TextField
                  form={form}
                  name={photo.alt.name}
                  label="Popis (co je na fotce)"
                  defaultValue={photo.alt.initialValue}
                  maxLength={300}
                  errors={photo.alt.errors}
                />
                <TextField
                  form={form}
                  name={photo.caption.name}
                  label="Popisek pod fotkou"
                  defaultValue={photo.caption.initialValue}
                  maxLength={300}
                  errors={photo.caption.errors}
                />
                <CheckboxField
                  form={form}
                  name={photo.remove.name}
                  label="Odebrat z galerie"
                  defaultChecked={photo.remove.initialValue === 'on'}
                />
                <p className="button-row">
                  {i > 0 ? (
                    <button
                      id={`photo-${i}-up`}
                      className="button button--secondary"
                      {...checks.conform.reorder.getButtonProps({ name: list.name, from: i, to: i - 1 })}
                    >
                      Posunout fotku {i + 1} dopředu
                    </button>
                  ) : null}
                  {i < rows.length - 1 ? (
                    <button
                      id={`photo-${i}-down`}
                      className="button button--secondary"
                      {...checks.conform.reorder.getButtonProps({ name: list.name, from: i, to: i + 1 })}
                    >
                      Posunout fotku {i + 1} dozadu
                    </button>
                  ) : null}
                </p>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {/* A live region, as the notices keep the status role. */}
      <p aria-live="polite">
        {moved
          ? `${movedAlt ? `Fotka „${movedAlt}“` : 'Fotka'} je teď ${moved.to + 1}. v pořadí. Galerii uložíte tlačítkem Uložit galerii.`
          : ''}
      </p>
    </>
  );
}
