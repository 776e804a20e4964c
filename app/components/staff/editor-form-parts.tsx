import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { fileSize } from '../../lib/files.ts';
import fieldStyles from '../ui/form-fields.module.css';
import { CheckboxField, fieldId } from '../ui/form-fields.tsx';

/** The record's file: the one stored (a link to it), and a file input to put another in its place. */
export function FileField({
  form,
  name = 'file',
  label,
  hint,
  accept,
  current,
  errors,
}: {
  form: string;
  name?: string;
  label: string;
  hint: ReactNode;
  accept: string;
  current: { url: string; size?: number } | null;
  errors?: string[];
}) {
  const id = fieldId(form, name);
  return (
    <div className={`${fieldStyles.field} ${errors?.length ? fieldStyles.invalid : ''}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {current ? (
          <>
            Nyní: <a href={current.url}>uložený soubor{current.size ? ` (${fileSize(current.size)})` : ''}</a>. Nový
            soubor ho nahradí.{' '}
          </>
        ) : null}
        {hint}
      </p>
      {errors?.length ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Chyba: </span>
          {errors.join(' ')}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={[`${id}-hint`, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
    </div>
  );
}

/** Deleting an item (a record with its file, unless the note says otherwise) once the box is ticked. */
export function DeleteRecord({
  form,
  what,
  note = 'Záznam zmizí z webu i se svým souborem.',
}: {
  form: string;
  what: string;
  note?: string;
}) {
  return (
    <Form method="post">
      <h2>Smazat {what}</h2>
      <p>{note}</p>
      <CheckboxField form={form} name="confirm" label={`Ano, ${what} chci smazat`} />
      <button type="submit" name="intent" value="delete" className="button button--secondary">
        Smazat {what}
      </button>
    </Form>
  );
}

/** The way back to the list of the kind. */
export const BackTo = ({ kind, title }: { kind: string; title: string }) => (
  <p>
    <Link to={`/sprava/${kind}`}>‹ Zpět: {title}</Link>
  </p>
);
