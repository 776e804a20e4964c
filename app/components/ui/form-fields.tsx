import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useState } from 'react';
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

/** Label, hint and errors around a control; `control` gets the attributes that tie them together. */
export function Field({
  form,
  name,
  label,
  hint,
  errors,
  className,
  control,
}: {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  className?: string;
  control: (wiring: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = fieldId(form, name);
  return (
    <div className={`${styles.field} ${errors?.length ? styles.invalid : ''} ${className ?? ''}`}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} errors={errors} />
      {control({
        id,
        name,
        'aria-invalid': errors?.length ? true : undefined,
        'aria-describedby': describedBy(id, hint, errors),
      })}
    </div>
  );
}

/** A labelled input with its hint and its errors, wired for screen readers (GOV.UK pattern). */
export function TextField({ form, name, label, hint, errors, className, ...input }: FieldProps) {
  return (
    <Field
      {...{ form, name, label, hint, errors, className }}
      control={(wiring) => <input className={styles.input} {...wiring} {...input} />}
    />
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  errors,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'form'> & {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
}) {
  return (
    <Field
      {...{ form, name, label, hint, errors }}
      control={(wiring) => (
        <textarea className={`${styles.input} ${styles.textarea}`} rows={8} {...wiring} {...textarea} />
      )}
    />
  );
}

/** A password input with a "show" toggle; without JavaScript the toggle is not shown. */
export function PasswordField({ form, name, label, hint, errors, className, ...input }: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...{ form, name, label, hint, errors, className }}
      control={(wiring) => (
        <div className={styles.passwordRow}>
          <input
            type={visible ? 'text' : 'password'}
            className={styles.input}
            autoCapitalize="off"
            spellCheck={false}
            {...wiring}
            {...input}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={visible}
            aria-controls={wiring.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Skrýt' : 'Zobrazit'}
            <span className="visually-hidden"> heslo</span>
          </button>
        </div>
      )}
    />
  );
}

/** A labelled checkbox; `id` when several share a name (a group of choices). */
/** A checkbox; with a hint or errors, they stand above it as GOV.UK puts them. */
export function CheckboxField({
  form,
  name,
  label,
  hint,
  errors,
  id = fieldId(form, name),
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
}) {
  const box = (
    <div className={styles.checkbox}>
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  if (!hint && !errors?.length) return box;
  return (
    <div className={`${styles.field} ${errors?.length ? styles.invalid : ''}`}>
      <FieldMessages id={id} hint={hint} errors={errors} />
      {box}
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  hint,
  options,
  errors,
  defaultValue,
  required,
  autoComplete,
}: {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  errors?: string[];
  defaultValue?: string;
  autoComplete?: string;
}) {
  return (
    <Field
      {...{ form, name, label, hint, errors }}
      control={(wiring) => (
        <select
          className={styles.input}
          defaultValue={defaultValue}
          required={required}
          autoComplete={autoComplete}
          {...wiring}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * One choice of several as radio buttons in a fieldset, its legend the label; the first button
 * carries the field's id, so the error summary's link lands on the group.
 */
export function RadioField({
  defaultValue,
  ...props
}: ChoiceProps & {
  defaultValue?: string;
}) {
  return <Choices type="radio" checked={defaultValue === undefined ? [] : [defaultValue]} {...props} />;
}

/** Checkboxes of one question in a fieldset, as RadioField; the form sends every ticked value under `name`. */
export function CheckboxesField({ defaultValues = [], ...props }: ChoiceProps & { defaultValues?: string[] }) {
  return <Choices type="checkbox" checked={defaultValues} {...props} />;
}

interface ChoiceProps {
  form: string;
  name: string;
  /** When several groups send one name: the ids of all but the first must differ. */
  id?: string;
  label: string;
  hint?: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  errors?: string[];
}

function Choices({
  form,
  name,
  label,
  hint,
  options,
  errors,
  type,
  checked,
  id = fieldId(form, name),
}: ChoiceProps & { type: 'radio' | 'checkbox'; checked: string[] }) {
  return (
    <fieldset
      className={`${styles.field} ${errors?.length ? styles.invalid : ''}`}
      aria-describedby={describedBy(id, hint, errors)}
    >
      <legend className={styles.label}>{label}</legend>
      <FieldMessages id={id} hint={hint} errors={errors} />
      {options.map((option, i) => (
        <div key={option.value} className={styles.checkbox}>
          <input
            type={type}
            name={name}
            value={option.value}
            id={i === 0 ? id : `${id}-${i}`}
            defaultChecked={checked.includes(option.value)}
          />
          <label htmlFor={i === 0 ? id : `${id}-${i}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Enter in a text field presses the form's first submit button. Where other submit buttons (moves,
 * removals) come before the real one, this invisible copy of it goes first, so Enter does what the
 * form is for and never moves or deletes anything.
 */
export function DefaultSubmit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {children}
    </button>
  );
}
