import { useEffect, useRef } from 'react';
import { fieldId } from './form-fields.tsx';
import styles from './notices.module.css';

/**
 * The GOV.UK error summary: at the top of the form, focused when it appears,
 * each message a link to its field.
 */
export function ErrorSummary({
  form,
  errors,
  labels,
  attempt,
}: {
  form: string;
  errors: Record<string, string[]> | undefined;
  labels: Record<string, string>;
  /** What changes when the form is sent or answered, where its errors also change as it is corrected. */
  attempt?: object;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // In the order of the form's fields (the labels'), not in the order the checks ran.
  const order = Object.keys(labels);
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const entries = Object.entries(errors ?? {})
    .filter(([, messages]) => messages.length > 0)
    .sort(([a], [b]) => place(a) - place(b));
  // Once for each attempt (or set of errors) that has any: an answer's errors may arrive a render
  // after the answer itself.
  const focusedFor = useRef<object>(undefined);
  const key = attempt ?? errors;
  useEffect(() => {
    if (entries.length === 0 || !key || focusedFor.current === key) return;
    focusedFor.current = key;
    ref.current?.focus();
  });
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      className={`${styles.notice} ${styles.danger}`}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${form}-errors-title`}
    >
      <h2 id={`${form}-errors-title`} className={styles.title}>
        Formulář obsahuje chyby
      </h2>
      <ul className={styles.list}>
        {entries.map(([name, messages]) => (
          <li key={name}>
            {labels[name] ? (
              <a href={`#${fieldId(form, name)}`}>{`${labels[name]}: ${messages.join(' ')}`}</a>
            ) : (
              messages.join(' ')
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A notification with a type; danger ones are announced at once, the others politely. */
export function Notice({ type, children }: { type: 'danger' | 'success' | 'info'; children: React.ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[type]}`} role={type === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * What a refused form shows at its top: the per-field errors as the summary, or, when the refusal has
 * none (a conflict, too many attempts), its message as a danger notice.
 */
export function FormProblems({
  form,
  result,
  labels,
  attempt,
}: {
  form: string;
  result: { message?: string; errors?: Record<string, string[]> } | undefined;
  labels: Record<string, string>;
  attempt?: object;
}) {
  if (result?.message && Object.keys(result.errors ?? {}).length === 0) {
    return (
      <Notice type="danger">
        <p>{result.message}</p>
      </Notice>
    );
  }
  return <ErrorSummary form={form} errors={result?.errors} labels={labels} attempt={attempt} />;
}
