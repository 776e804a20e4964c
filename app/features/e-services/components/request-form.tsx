import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { ATTACHMENT_LIMITS, attachmentMessages } from '../../../../common/cases.ts';
import { formatTime } from '../../../../common/dates.ts';
import type { AttachedFile, Field, FormDefinition } from '../../../../common/forms/types.ts';
import {
  allFields,
  type FieldErrors,
  type FormValues,
  inputLabels,
  validateForm,
  visibility,
} from '../../../../common/forms/validate.ts';
import { FormField } from '../../../components/forms/form-field.tsx';
import styles from '../../../components/forms/request-form.module.css';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { submitterOf } from '../../../lib/submitter.ts';
import { VOUCHED_HINT } from '../vouched.ts';

/** The text values of a form element as it would post them. */
function readValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && name !== 'remove_file') values[name] = value;
  return values;
}

/**
 * How many files each file field will hold (newly chosen ones plus attached ones not marked for
 * removal), and the size limits the server would refuse them for; their content is the server's to check.
 */
function checkFiles(form: HTMLFormElement, def: FormDefinition, stored: AttachedFile[]) {
  const removing = new Set(new FormData(form).getAll('remove_file').map(String));
  const counts: Record<string, number> = {};
  const errors: FieldErrors = {};
  const kept = stored.filter((f) => !removing.has(f.id));
  let count = kept.length;
  let bytes = kept.reduce((sum, f) => sum + f.size, 0);
  for (const field of allFields(def)) {
    if (field.type !== 'file') continue;
    const chosen = [...((form.elements.namedItem(field.name) as HTMLInputElement | null)?.files ?? [])];
    counts[field.name] = chosen.length + kept.filter((f) => f.field === field.name).length;
    count += chosen.length;
    bytes += chosen.reduce((sum, f) => sum + f.size, 0);
    if (chosen.some((f) => f.size > ATTACHMENT_LIMITS.fileBytes)) errors[field.name] = [attachmentMessages.tooLarge];
    else if (count > ATTACHMENT_LIMITS.files) errors[field.name] = [attachmentMessages.tooMany];
    else if (bytes > ATTACHMENT_LIMITS.totalBytes) errors[field.name] = [attachmentMessages.tooMuch];
  }
  return { counts, errors };
}

const AUTOSAVE_DELAY_MS = 1500;

/**
 * Any request form from its definition. Without JavaScript every field shows
 * (those that depend on an answer say so) and the server checks the whole
 * form; with it, fields appear as answers need them, errors show before
 * sending, and what is typed is saved as a draft as you go.
 */
export function RequestForm({
  def,
  initial,
  errors: serverErrors,
  stored,
  fileUrl,
  idempotencyKey,
  savedAt,
  locked = NONE_LOCKED,
}: {
  def: FormDefinition;
  initial: FormValues;
  errors: FieldErrors;
  stored: AttachedFile[];
  fileUrl: (file: AttachedFile) => string;
  idempotencyKey: string;
  /** When the draft was last saved, for the status line. */
  savedAt: string | null;
  /** The fields the verified identity fills in a digital act, with their values: shown, not to be changed. */
  locked?: FormValues;
}) {
  const formId = `zadost-${def.key}`;
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? serverErrors;
  const { sections, fields } = useMemo(() => visibility(def, values), [def, values]);
  const labels = useMemo(() => inputLabels(def), [def]);
  const busy = useNavigation().state === 'submitting';

  // A server answer replaces what the browser found.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time a new server answer arrives
  useEffect(() => setClientErrors(null), [serverErrors]);

  const autosave = useFetcher<{ savedAt?: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSaved = autosave.data?.savedAt ?? savedAt;
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const next = readValues(form);
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const body = new FormData();
      body.set('intent', 'autosave');
      body.set('values', JSON.stringify({ ...next, idempotency_key: idempotencyKey }));
      autosave.submit(body, { method: 'post' });
    }, AUTOSAVE_DELAY_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = submitterOf(event);
    if (submitter?.value !== 'submit') return;
    clearTimeout(timer.current);
    const form = event.currentTarget;
    const files = checkFiles(form, def, stored);
    const found = { ...validateForm(def, readValues(form), files.counts).errors, ...files.errors };
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
    } else setClientErrors(null);
  }

  return (
    <>
      <ErrorSummary form={formId} errors={errors} labels={labels} />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onChange={onChange}
        onSubmit={onSubmit}
        className={styles.form}
        aria-label={def.title}
      >
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {def.sections.map((section) => (
          <fieldset key={section.title} className={styles.section} data-hidden={sections.has(section) ? undefined : ''}>
            <legend>{section.title}</legend>
            {section.intro ? <p>{section.intro}</p> : null}
            {section.when ? <DependsOn def={def} on={section.when.field} equals={section.when.equals} /> : null}
            {section.fields.map((field) => (
              <div key={field.name} data-hidden={fields.has(field) || !sections.has(section) ? undefined : ''}>
                {field.when ? <DependsOn def={def} on={field.when.field} equals={field.when.equals} /> : null}
                {locked[field.name] !== undefined ? (
                  <LockedField form={formId} field={field} value={locked[field.name]!} errors={errors[field.name]} />
                ) : (
                  <FormField
                    form={formId}
                    field={field}
                    values={values}
                    errors={errors}
                    stored={stored}
                    fileUrl={fileUrl}
                  />
                )}
              </div>
            ))}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button type="submit" name="intent" value="submit" className="button button--primary" disabled={busy}>
            {/* A digital act is reviewed and confirmed first. */}
            {def.identity ? 'Pokračovat ke kontrole' : 'Odeslat žádost'}
          </button>
          <button type="submit" name="intent" value="draft" className="button button--secondary" disabled={busy}>
            Uložit rozpracované
          </button>
        </div>
        <p className={styles.saved} aria-live="polite">
          {lastSaved ? `Rozpracovaná žádost je uložená (${formatTime(new Date(lastSaved))}).` : ''}
        </p>
      </Form>
    </>
  );
}

const NONE_LOCKED: FormValues = {};

/** A field the verified identity fills (a name, the date of birth): read-only, with where it comes from. */
function LockedField({ form, field, value, errors }: { form: string; field: Field; value: string; errors?: string[] }) {
  return (
    <TextField
      form={form}
      name={field.name}
      label={field.label}
      hint={[field.hint, VOUCHED_HINT].filter(Boolean).join(' ')}
      errors={errors}
      type={field.type === 'date' ? 'date' : 'text'}
      value={value}
      readOnly
    />
  );
}

/** Without JavaScript every field shows; this says which ones only apply after a certain answer. */
function DependsOn({ def, on, equals }: { def: FormDefinition; on: string; equals: string | readonly string[] }) {
  const field = allFields(def).find((f) => f.name === on);
  if (!field) return null;
  const wanted = typeof equals === 'string' ? [equals] : equals;
  const answer =
    field.type === 'checkbox'
      ? `zaškrtnete „${field.label}“`
      : `u „${field.label}“ zvolíte ${wanted
          .map((w) => `„${('options' in field ? field.options.find((o) => o.value === w)?.label : w) ?? w}“`)
          .join(' nebo ')}`;
  return <p className={styles.dependsOn}>Vyplňte, jen pokud {answer}.</p>;
}
