import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import styles from './form-fields.module.css';

/** The id of a field's input, for labels and the error summary's links. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
}

function describedBy(id: string, hint: unknown, errors: string[] | undefined) {
  return [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">Chyba: </span>
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and its errors, wired for screen readers (GOV.UK pattern). */
export function TextField({ form, name, label, hint, errors, className, ...input }: FieldProps) {
  const id = fieldId(form, name);
  return (
    <div className={`${styles.field} ${errors?.length ? styles.invalid : ''} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} errors={errors} />
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...input}
      />
    </div>
  );
}

/** A password input with a "show" toggle; without JavaScript the toggle is not shown. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { form, name, label, hint, errors, className, ...input } = props;
  const id = fieldId(form, name);
  return (
    <div className={`${styles.field} ${errors?.length ? styles.invalid : ''} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} errors={errors} />
      <div className={styles.passwordRow}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, hint, errors)}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Skrýt' : 'Zobrazit'}
          <span className="visually-hidden"> heslo</span>
        </button>
      </div>
    </div>
  );
}

export function CheckboxField({
  form,
  name,
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { form: string; name: string; label: string }) {
  const id = fieldId(form, name);
  return (
    <div className={styles.checkbox}>
      <input id={id} name={name} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  options,
  errors,
  defaultValue,
}: {
  form: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  errors?: string[];
  defaultValue?: string;
}) {
  const id = fieldId(form, name);
  return (
    <div className={`${styles.field} ${errors?.length ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldMessages id={id} errors={errors} />
      <select
        id={id}
        name={name}
        className={styles.input}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, undefined, errors)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
