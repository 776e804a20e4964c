import { type ReactNode, useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import styles from './admin-list.module.css';
import { Notice } from './error-summary.tsx';
import { fieldId } from './form-fields.tsx';

/**
 * The pieces every list of the administration shares (issue 29 §2): its filters as a search form
 * whose address can be kept and shared, what a filter that could not be used was, a count of what
 * was found, and actions on the rows picked by their checkboxes, with one confirmation for what
 * cannot be undone. All of it works as plain forms; with JavaScript a checkbox picks every row.
 */

/** The filters: a GET form, so the list's address says what it shows. */
export function ListFilters({
  label,
  active,
  reset,
  problems,
  children,
}: {
  label: string;
  /** Whether any filter is set, to offer clearing them. */
  active: boolean;
  /** The list's address without filters. */
  reset: string;
  /** Filters that could not be used, said in Czech (app/lib/list-query.ts). */
  problems: string[];
  children: ReactNode;
}) {
  return (
    <>
      {problems.length ? (
        <Notice type="info">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Notice>
      ) : null}
      <Form method="get" role="search" aria-label={label} className={styles.filters}>
        {children}
        <div className={styles.buttons}>
          <button type="submit" className="button button--secondary">
            Zobrazit
          </button>
          {active ? <Link to={reset}>Zrušit filtry</Link> : null}
        </div>
      </Form>
    </>
  );
}

export interface BulkAction {
  value: string;
  label: string;
  /** Asks once more before it is done: what cannot be undone. */
  confirm?: boolean;
}

/** What the action answered: done (how many), or a confirmation it asks for first. */
export interface BulkAnswer {
  bulk: { done?: string; confirm?: { action: string; label: string; ids: number[]; titles: string[] } };
}

/** The form of the list's actions; the rows' checkboxes belong to it by its id, wherever they stand. */
export function BulkActions({
  id,
  actions,
  answer,
  errors,
}: {
  id: string;
  actions: BulkAction[];
  answer: BulkAnswer['bulk'] | undefined;
  errors?: Record<string, string[]>;
}) {
  const confirm = answer?.confirm;
  return (
    <div className={styles.bulk}>
      {answer?.done ? (
        <Notice type="success">
          <p>{answer.done}</p>
        </Notice>
      ) : null}
      {errors && Object.keys(errors).length ? (
        <Notice type="danger">
          {Object.values(errors)
            .flat()
            .map((message) => (
              <p key={message}>{message}</p>
            ))}
        </Notice>
      ) : null}
      {confirm ? (
        <Form method="post" className={styles.confirm} aria-labelledby={`${id}-confirm`}>
          <h2 id={`${id}-confirm`} tabIndex={-1}>
            {confirm.label}: {confirm.ids.length}{' '}
            {confirm.ids.length === 1 ? 'položka' : confirm.ids.length < 5 ? 'položky' : 'položek'}
          </h2>
          <ul>
            {confirm.titles.map((title, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the titles as the server listed them
              <li key={i}>{title}</li>
            ))}
          </ul>
          <p>Tento krok nejde vrátit.</p>
          <input type="hidden" name="intent" value="bulk" />
          <input type="hidden" name="action" value={confirm.action} />
          <input type="hidden" name="confirmed" value="1" />
          {confirm.ids.map((rowId) => (
            <input key={rowId} type="hidden" name="ids" value={rowId} />
          ))}
          <div className="button-row">
            <button type="submit" className="button button--primary">
              Ano, {confirm.label.toLowerCase()}
            </button>
            <Link to="." className="button button--secondary">
              Zpět na seznam
            </Link>
          </div>
        </Form>
      ) : null}
      <Form method="post" id={id} className={styles.actions}>
        <input type="hidden" name="intent" value="bulk" />
        <label htmlFor={fieldId(id, 'action')}>S vybranými</label>
        <select id={fieldId(id, 'action')} name="action" className={styles.select} defaultValue="">
          <option value="" disabled>
            Vyberte akci
          </option>
          {actions.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          Provést
        </button>
      </Form>
    </div>
  );
}

/** A row's checkbox for the list's actions, named by the row's title. */
export function SelectRow({ form, id, title }: { form: string; id: number; title: string }) {
  return (
    <input type="checkbox" name="ids" value={id} form={form} className={styles.check} aria-label={`Vybrat: ${title}`} />
  );
}

/** The header's checkbox that picks every row on the page: only with JavaScript, which it needs. */
export function SelectAll({ form }: { form: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <span className="visually-hidden">Vybrat</span>;
  return (
    <input
      type="checkbox"
      className={styles.check}
      aria-label="Vybrat vše na této stránce"
      onChange={(event) => {
        for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${form}"]`))
          box.checked = event.target.checked;
      }}
    />
  );
}

/** What the list found, said to a screen reader too. */
export function ListCount({ total, forms }: { total: number; forms: { one: string; few: string; other: string } }) {
  const rule = new Intl.PluralRules('cs').select(total);
  return (
    <p role="status" className={styles.count}>
      {total === 0
        ? 'Nic takového tu není.'
        : `Nalezeno: ${total} ${rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.other}`}
    </p>
  );
}
