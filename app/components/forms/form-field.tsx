import type { ReactNode } from 'react';
import { ATTACHMENT_ACCEPT } from '../../../common/cases.ts';
import { CADASTRAL_AREAS } from '../../../common/forms/cadastral-areas.ts';
import type { AttachedFile, Field } from '../../../common/forms/types.ts';
import type { FieldErrors, FormValues } from '../../../common/forms/validate.ts';
import { PHONE_PREFIXES } from '../../../common/phone-prefixes.ts';
import { fileSize } from '../../lib/files.ts';
import ui from '../ui/form-fields.module.css';
import { fieldId } from '../ui/form-fields.tsx';
import styles from './request-form.module.css';

interface Props {
  form: string;
  field: Field;
  values: FormValues;
  errors: FieldErrors;
  /** Files already attached to the draft, with where to download them. */
  stored: AttachedFile[];
  fileUrl: (file: AttachedFile) => string;
}

const describedBy = (...ids: unknown[]) => ids.filter((id) => typeof id === 'string' && id).join(' ') || undefined;

function Messages({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className={ui.error}>
          <span className="visually-hidden">Chyba: </span>
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}

/** One input with its label, hint and error, wired for screen readers. */
function Input({
  form,
  name,
  label,
  hint,
  errors,
  children,
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
  children: (wiring: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = fieldId(form, name);
  return (
    <div className={`${ui.field} ${errors?.length ? ui.invalid : ''}`}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <Messages id={id} hint={hint} errors={errors} />
      {children({
        id,
        name,
        'aria-invalid': errors?.length ? true : undefined,
        'aria-describedby': describedBy(hint && `${id}-hint`, errors?.length && `${id}-error`),
      })}
    </div>
  );
}

/** Parts of a composite field in a fieldset whose legend is the field's label. */
function Group({ label, hint, id, children }: { label: string; hint?: string; id: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={ui.label}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

const optional = (label: string, required: boolean | undefined) => (required ? label : `${label} (nepovinné)`);

export function FormField({ form, field, values, errors, stored, fileUrl }: Props) {
  const v = (name: string) => values[name] ?? '';
  const label = optional(field.label, field.required);
  // Autofill tokens name the person filling in: only for their own details (those the account
  // prefills), never for a builder's address or a designer's phone, which would get theirs.
  const own = field.prefill !== undefined;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'number':
    case 'date':
      return (
        <Input form={form} name={field.name} label={label} hint={field.hint} errors={errors[field.name]}>
          {(wiring) => (
            <span className={styles.withUnit}>
              <input
                className={`${ui.input} ${field.type === 'number' || field.type === 'date' ? styles.short : ''}`}
                type={field.type === 'number' ? 'text' : field.type}
                inputMode={field.type === 'number' ? (field.decimals ? 'decimal' : 'numeric') : undefined}
                autoComplete={
                  field.type === 'text' ? field.autoComplete : field.prefill === 'email' ? 'email' : undefined
                }
                maxLength={field.type === 'text' ? field.maxLength : undefined}
                defaultValue={v(field.name)}
                {...wiring}
              />
              {field.type === 'number' && field.unit ? <span className={styles.unit}>{field.unit}</span> : null}
            </span>
          )}
        </Input>
      );
    case 'textarea':
      return (
        <Input form={form} name={field.name} label={label} hint={field.hint} errors={errors[field.name]}>
          {(wiring) => (
            <textarea
              className={`${ui.input} ${ui.textarea}`}
              rows={6}
              maxLength={field.maxLength}
              defaultValue={v(field.name)}
              {...wiring}
            />
          )}
        </Input>
      );
    case 'select':
      return (
        <Input form={form} name={field.name} label={label} hint={field.hint} errors={errors[field.name]}>
          {(wiring) => (
            <select className={ui.input} defaultValue={v(field.name)} {...wiring}>
              <option value="">Vyberte…</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Input>
      );
    case 'radio': {
      const id = fieldId(form, field.name);
      const fieldErrors = errors[field.name];
      return (
        <div className={`${ui.field} ${fieldErrors?.length ? ui.invalid : ''}`}>
          <fieldset
            className={styles.group}
            aria-describedby={describedBy(field.hint && `${id}-hint`, fieldErrors?.length && `${id}-error`)}
          >
            <legend className={ui.label}>{label}</legend>
            <Messages id={id} hint={field.hint} errors={fieldErrors} />
            {field.options.map((o, i) => (
              <div key={o.value} className={ui.checkbox}>
                <input
                  id={i === 0 ? id : `${id}-${i}`}
                  type="radio"
                  name={field.name}
                  value={o.value}
                  defaultChecked={v(field.name) === o.value}
                  aria-invalid={fieldErrors?.length ? true : undefined}
                />
                <label htmlFor={i === 0 ? id : `${id}-${i}`}>{o.label}</label>
              </div>
            ))}
          </fieldset>
        </div>
      );
    }
    case 'checkbox': {
      const id = fieldId(form, field.name);
      const fieldErrors = errors[field.name];
      return (
        <div className={`${ui.field} ${fieldErrors?.length ? ui.invalid : ''}`}>
          <Messages id={id} hint={field.hint} errors={fieldErrors} />
          <div className={ui.checkbox}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              defaultChecked={v(field.name) === 'on'}
              aria-invalid={fieldErrors?.length ? true : undefined}
              aria-describedby={describedBy(field.hint && `${id}-hint`, fieldErrors?.length && `${id}-error`)}
            />
            <label htmlFor={id}>{field.required ? field.label : label}</label>
          </div>
        </div>
      );
    }
    case 'phone':
      return (
        <Group label={label} hint={field.hint} id={fieldId(form, field.name)}>
          <div className={styles.row}>
            <Input form={form} name={`${field.name}.prefix`} label="Předvolba" errors={errors[`${field.name}.prefix`]}>
              {(wiring) => (
                <select
                  className={`${ui.input} ${styles.prefix}`}
                  autoComplete={own ? 'tel-country-code' : undefined}
                  defaultValue={v(`${field.name}.prefix`) || '+420'}
                  {...wiring}
                >
                  {PHONE_PREFIXES.map((p) => (
                    <option key={p} value={p}>
                      {p || 'bez předvolby'}
                    </option>
                  ))}
                </select>
              )}
            </Input>
            <Input form={form} name={`${field.name}.number`} label="Číslo" errors={errors[`${field.name}.number`]}>
              {(wiring) => (
                <input
                  className={ui.input}
                  // `tel-national` belongs to a text input (HTML's autofill table); the keypad comes from inputMode.
                  type="text"
                  inputMode="tel"
                  autoComplete={own ? 'tel-national' : undefined}
                  defaultValue={v(`${field.name}.number`)}
                  {...wiring}
                />
              )}
            </Input>
          </div>
        </Group>
      );
    case 'address':
      return (
        <Group label={label} hint={field.hint} id={fieldId(form, field.name)}>
          <Input
            form={form}
            name={`${field.name}.street`}
            label="Ulice a číslo domu"
            errors={errors[`${field.name}.street`]}
          >
            {(wiring) => (
              <input
                className={ui.input}
                // One line: `street-address` is for a multi-line field (a textarea), never an <input>.
                autoComplete={own ? 'address-line1' : undefined}
                defaultValue={v(`${field.name}.street`)}
                {...wiring}
              />
            )}
          </Input>
          <div className={styles.row}>
            <Input form={form} name={`${field.name}.city`} label="Obec" errors={errors[`${field.name}.city`]}>
              {(wiring) => (
                <input
                  className={ui.input}
                  autoComplete={own ? 'address-level2' : undefined}
                  defaultValue={v(`${field.name}.city`)}
                  {...wiring}
                />
              )}
            </Input>
            <Input form={form} name={`${field.name}.zip`} label="PSČ" errors={errors[`${field.name}.zip`]}>
              {(wiring) => (
                <input
                  className={`${ui.input} ${styles.short}`}
                  inputMode="numeric"
                  autoComplete={own ? 'postal-code' : undefined}
                  defaultValue={v(`${field.name}.zip`)}
                  {...wiring}
                />
              )}
            </Input>
          </div>
        </Group>
      );
    case 'parcel':
      return (
        <Group label={label} hint={field.hint} id={fieldId(form, field.name)}>
          <div className={styles.row}>
            <Input
              form={form}
              name={`${field.name}.area`}
              label="Katastrální území"
              errors={errors[`${field.name}.area`]}
            >
              {(wiring) => (
                <select className={ui.input} defaultValue={v(`${field.name}.area`)} {...wiring}>
                  <option value="">Vyberte…</option>
                  {CADASTRAL_AREAS.map((a) => (
                    <option key={a.value} value={a.value}>
                      {a.label}
                    </option>
                  ))}
                </select>
              )}
            </Input>
            <Input
              form={form}
              name={`${field.name}.number`}
              label="Číslo parcely"
              hint="Například 1234 nebo 1234/5"
              errors={errors[`${field.name}.number`]}
            >
              {(wiring) => (
                <input className={`${ui.input} ${styles.short}`} defaultValue={v(`${field.name}.number`)} {...wiring} />
              )}
            </Input>
          </div>
        </Group>
      );
    case 'person':
      return (
        <Group label={label} hint={field.hint} id={fieldId(form, field.name)}>
          <div className={styles.row}>
            <Input
              form={form}
              name={`${field.name}.name`}
              label="Jméno a příjmení"
              errors={errors[`${field.name}.name`]}
            >
              {(wiring) => <input className={ui.input} defaultValue={v(`${field.name}.name`)} {...wiring} />}
            </Input>
            <Input
              form={form}
              name={`${field.name}.birth`}
              label="Datum narození"
              errors={errors[`${field.name}.birth`]}
            >
              {(wiring) => (
                <input
                  className={`${ui.input} ${styles.short}`}
                  type="date"
                  defaultValue={v(`${field.name}.birth`)}
                  {...wiring}
                />
              )}
            </Input>
          </div>
        </Group>
      );
    case 'file': {
      const attached = stored.filter((f) => f.field === field.name);
      return (
        <Input
          form={form}
          name={field.name}
          label={label}
          hint={[field.hint, 'PDF, JPEG, PNG, HEIC, DOCX nebo ODT, nejvýše 10 MB na soubor a 25 MB dohromady.']
            .filter(Boolean)
            .join(' ')}
          errors={errors[field.name]}
        >
          {(wiring) => (
            <>
              {attached.length > 0 ? (
                <ul className={styles.attached} aria-label={`Už přiloženo: ${field.label}`}>
                  {attached.map((f) => (
                    <li key={f.id}>
                      <a href={fileUrl(f)} download>
                        {f.filename}
                      </a>{' '}
                      <span className={ui.hint}>({fileSize(f.size)})</span>
                      <span className={ui.checkbox}>
                        <input type="checkbox" id={`${wiring.id}-remove-${f.id}`} name="remove_file" value={f.id} />
                        <label htmlFor={`${wiring.id}-remove-${f.id}`}>
                          Odebrat<span className="visually-hidden"> {f.filename}</span>
                        </label>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <input
                className={styles.file}
                type="file"
                multiple={field.multiple}
                accept={ATTACHMENT_ACCEPT}
                {...wiring}
              />
            </>
          )}
        </Input>
      );
    }
  }
}
