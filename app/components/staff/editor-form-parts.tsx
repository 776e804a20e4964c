import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { fileSize } from '../../lib/files.ts';
import type { FormResult } from '../../lib/form-result.ts';
import type { useFormChecks } from '../../lib/use-form-checks.ts';
import { FormProblems, Notice } from '../ui/error-summary.tsx';
import fieldStyles from '../ui/form-fields.module.css';
import { CheckboxField, fieldId } from '../ui/form-fields.tsx';
import type { Editor } from './use-editor.ts';

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

/** The way back to the list an item is in. */
export const BackTo = ({ to, title }: { to: string; title: string }) => (
  <p>
    <Link to={to}>‹ Zpět: {title}</Link>
  </p>
);

/**
 * An editor's top: the way back, the heading, what a save answered (`saved`, shown after a save's
 * redirect), anything the editor says about the item, and the problems of a refused post.
 */
export function EditorTop({
  editor,
  back,
  title,
  saved,
  children,
}: {
  editor: Pick<Editor, 'says' | 'problems'>;
  back: ReactNode;
  title: ReactNode;
  saved: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {back}
      <h1>{title}</h1>
      {editor.says('ulozeno') ? (
        <Notice type="success">
          <p>{saved}</p>
        </Notice>
      ) : null}
      {children}
      <FormProblems {...editor.problems} />
    </>
  );
}

/**
 * The top of a form whose rows move (a gallery's photos, an overview's tiles): the notice that it is
 * saved (what it says: `children`), until a row moves, as then the form's changes are not; and the
 * problems of its last sending.
 */
export function RowsFormTop({
  form,
  saved,
  checks,
  result,
  labels,
  children,
}: {
  form: string;
  saved: boolean;
  checks: Pick<ReturnType<typeof useFormChecks>, 'errors' | 'attempt' | 'moved'>;
  result: FormResult | undefined;
  labels: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <>
      {saved && !checks.moved ? (
        <Notice type="success">
          <p>{children}</p>
        </Notice>
      ) : null}
      <FormProblems
        form={form}
        result={{ message: result?.message, errors: checks.errors }}
        labels={labels}
        attempt={checks.attempt}
      />
    </>
  );
}
