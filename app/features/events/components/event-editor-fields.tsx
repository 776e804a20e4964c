import { Link } from 'react-router';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { CheckboxField, fieldId, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { EditableEvent, EventCategory } from '../schemas.ts';
import { type FieldErrors, type FieldValue, FORM, KEEP, LABELS } from './event-editor-form.ts';

// The events editor's plainer fields, a group each: its categories, where and by whom, its picture.

/** The categories to choose from, those the event is in (or the form sent) ticked. */
export function EventCategoryChoice({
  categories,
  chosen,
  errors,
}: {
  categories: EventCategory[];
  chosen: Set<string>;
  errors: FieldErrors;
}) {
  return (
    <fieldset
      id={fieldId(FORM, 'categories')}
      className={`${fieldStyles.field} ${errors?.categories ? fieldStyles.invalid : ''}`}
      aria-describedby={errors?.categories ? `${fieldId(FORM, 'categories')}-error` : undefined}
    >
      <legend className={fieldStyles.label}>{LABELS.categories}</legend>
      {errors?.categories ? (
        <p id={`${fieldId(FORM, 'categories')}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Chyba: </span>
          {errors.categories.join(' ')}
        </p>
      ) : null}
      {categories.map((category) => (
        <CheckboxField
          key={category.slug}
          form={FORM}
          name="categories"
          id={fieldId(FORM, `category-${category.slug}`)}
          value={category.slug}
          label={category.name}
          defaultChecked={chosen.has(category.slug)}
        />
      ))}
    </fieldset>
  );
}

/** Where the event is, what it costs, who holds it and whom to ask. */
export function EventDetailFields({ value, errors }: { value: FieldValue; errors: FieldErrors }) {
  return (
    <>
      <TextField
        form={FORM}
        name="place"
        label={LABELS.place}
        defaultValue={value('place')}
        required
        maxLength={200}
        errors={errors?.place}
      />
      <TextField
        form={FORM}
        name="price"
        label={LABELS.price}
        hint="Nepovinné, například: 100 Kč, děti zdarma."
        defaultValue={value('price')}
        maxLength={200}
        errors={errors?.price}
      />
      <TextField
        form={FORM}
        name="organizer"
        label={LABELS.organizer}
        defaultValue={value('organizer')}
        required
        maxLength={200}
        errors={errors?.organizer}
      />
      <TextField
        form={FORM}
        name="contact"
        label={LABELS.contact}
        hint="Nepovinné: e-mail nebo telefon pro dotazy."
        defaultValue={value('contact')}
        maxLength={200}
        errors={errors?.contact}
      />
    </>
  );
}

/** The picture: one from the media library, none, or the one a proposer sent, kept as it is. */
export function EventImageField({
  event,
  images,
  chosen,
  errors,
}: {
  event: EditableEvent;
  images: { id: number; alt: string; filename: string }[];
  /** What the form sent, once it was sent; the stored picture till then. */
  chosen: string | undefined;
  errors: FieldErrors;
}) {
  const imageValue = event.image_id !== null ? String(event.image_id) : event.image ? KEEP : '';
  return (
    <SelectField
      form={FORM}
      name="image_id"
      label={LABELS.image_id}
      hint={
        <>
          Z <Link to="/sprava/media">knihovny obrázků</Link>, kde má každý obrázek svůj popis pro nevidomé.
        </>
      }
      defaultValue={chosen ?? imageValue}
      options={[
        { value: '', label: 'Bez obrázku' },
        ...(event.image && event.image_id === null
          ? [{ value: KEEP, label: `Ponechat obrázek od navrhovatele (${event.image.alt})` }]
          : []),
        ...images.map((image) => ({ value: String(image.id), label: `${image.alt} (${image.filename})` })),
      ]}
      errors={errors?.image_id}
    />
  );
}
