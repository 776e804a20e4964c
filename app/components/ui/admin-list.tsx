import { type ReactNode, useEffect, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { countOf } from '../../../common/plural.ts';
import type { FormResult } from '../../lib/form-result.ts';
import styles from './admin-list.module.css';
import { Notice } from './error-summary.tsx';
import { FilterLinks } from './filter-links.tsx';
import { fieldId, SelectField, TextField } from './form-fields.tsx';
import { Pagination } from './pagination.tsx';
import { ScrollTable } from './sticky-table.tsx';

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

/** Putting what a list holds on the website and taking it off (`publish`, `unpublish`). */
export const PUBLISH_ACTIONS: readonly BulkAction[] = [
  { value: 'publish', label: 'Zveřejnit' },
  { value: 'unpublish', label: 'Stáhnout z webu' },
];

/** What the action answered: done (how many), or a confirmation it asks for first. */
export interface BulkAnswer {
  bulk: { done?: string; confirm?: { action: string; label: string; ids: number[]; titles: string[] } };
}

/** The form of the list's actions; the rows' checkboxes belong to it by its id, wherever they stand. */
export function BulkActions({
  id,
  actions,
  answer,
}: {
  id: string;
  actions: readonly BulkAction[];
  /** What the page's action answered, if it did. */
  answer: BulkAnswer | FormResult | undefined;
}) {
  const bulk = answer && 'bulk' in answer ? answer.bulk : undefined;
  const refused = answer && !('bulk' in answer) ? answer : undefined;
  const problems = Object.values(refused?.errors ?? {}).flat();
  if (!problems.length && refused?.message) problems.push(refused.message);
  const confirm = bulk?.confirm;
  // Back to the list as it was filtered: the action posted to the list's own address.
  const { search } = useLocation();
  return (
    <div className={styles.bulk}>
      {bulk?.done ? (
        <Notice type="success">
          <p>{bulk.done}</p>
        </Notice>
      ) : null}
      {problems.length ? (
        <Notice type="danger">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Notice>
      ) : null}
      {confirm ? (
        <Form method="post" className={styles.confirm} aria-labelledby={`${id}-confirm`}>
          <h2 id={`${id}-confirm`} tabIndex={-1}>
            {confirm.label}: {countOf(confirm.ids.length, { one: 'položka', few: 'položky', other: 'položek' })}
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
            <Link to={{ search }} className="button button--secondary">
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
export function ListCount({
  total,
  capped = false,
  forms,
}: {
  total: number;
  /** The list stopped counting at `total` (COUNT_LIMIT): there are more. */
  capped?: boolean;
  forms: { one: string; few: string; other: string };
}) {
  return (
    <p role="status" className={styles.count}>
      {total === 0 ? 'Nic takového tu není.' : `Nalezeno: ${capped ? 'více než ' : ''}${countOf(total, forms)}`}
    </p>
  );
}

/**
 * How many pages a list offers: all of them when it was counted whole; past a capped count one more
 * at a time while the pages come full, so the office can still go on (or narrow the search).
 */
export function pagesOf(list: { total: number; capped?: boolean; shown: number }, page: number, perPage: number) {
  const counted = Math.ceil(list.total / perPage);
  return list.capped ? Math.max(counted, list.shown === perPage ? page + 1 : page) : counted;
}

/**
 * The list's states as links, each with how many it holds, and "Všechny" first: a state keeps the
 * other filters and starts again at the first page. `params` are the list's filters as its address
 * names them, the state among them as `stav`.
 */
export function StateTabs({
  label,
  params,
  states,
}: {
  label: string;
  params: Record<string, string>;
  /** `capped`: the count stopped at `count` (`countUpTo`), there are more. */
  states: { param: string; name: string; count: number; capped?: boolean }[];
}) {
  const { stav: current, strana: _, ...rest } = params;
  const total = states.reduce((sum, state) => sum + state.count, 0);
  const more = (capped: boolean | undefined) => (capped ? '+' : '');
  return (
    <FilterLinks
      label={label}
      all={`Všechny (${total}${more(states.some((state) => state.capped))})`}
      links={states.map((state) => ({ key: state.param, text: `${state.name} (${state.count}${more(state.capped)})` }))}
      current={current}
      href={(state) => `?${new URLSearchParams({ ...rest, ...(state ? { stav: state } : {}) })}`}
    />
  );
}

/** A column of a list's table: its header and what a row shows in it. */
export interface ListColumn<Row> {
  /** The column's name, unique in its table; the header shows it unless `head` shows more (a checkbox). */
  header: string;
  head?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The header's and the cells' class: `numeric` for amounts. */
  className?: string;
}

/** What a `BulkTable` is given; `form`: the id of the actions' form its checkboxes belong to. */
export interface BulkTableProps<Row extends { id: number; title: string }> {
  form: string;
  caption: ReactNode;
  titleHeader: string;
  href: (row: Row) => string;
  columns: ListColumn<Row>[];
  rows: Row[];
  selectable?: (row: Row) => boolean;
}

/**
 * A list's table: a checkbox a row for the bulk actions (and one for the whole page), the title as
 * the link to the row's editor, then the list's own columns. `selectable` leaves the checkbox out
 * of a row no action applies to.
 */
export function BulkTable<Row extends { id: number; title: string }>({
  form,
  caption,
  titleHeader,
  href,
  columns,
  rows,
  selectable = () => true,
}: BulkTableProps<Row>) {
  return (
    <ListTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: 'Vybrat',
          head: <SelectAll form={form} />,
          cell: (row) => (selectable(row) ? <SelectRow form={form} id={row.id} title={row.title} /> : null),
        },
        { header: titleHeader, cell: (row) => <Link to={href(row)}>{row.title}</Link> },
        ...columns,
      ]}
    />
  );
}

/**
 * A list's table: a column's header and what a row shows in it; `rowKey` names a row among the
 * others. Logs and registers show it as it is, a list with actions on its rows as `BulkTable`. The
 * caption is for a screen reader unless `captionHidden` is false (where no `ListCount` says how many).
 */
export function ListTable<Row>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: ListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <ScrollTable caption={caption} captionHidden={captionHidden}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.header} className={column.className}>
              {column.head ?? column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The filters' search box, `q` in the address; the hint says what it searches in. */
export function ListSearch({ form, hint, value }: { form: string; hint: string; value: string | undefined }) {
  return <TextField form={form} name="q" type="search" label="Hledat" hint={hint} defaultValue={value} />;
}

/** The filters' order of the rows, `razeni` in the address; `sorts` names each order. */
export function ListSort({ form, sorts, value }: { form: string; sorts: Record<string, string>; value: string }) {
  const options = Object.entries(sorts).map(([sort, label]) => ({ value: sort, label }));
  return <SelectField form={form} name="razeni" label="Řadit" defaultValue={value} options={options} />;
}

/** The list's pages, each keeping the filters in its address. */
export function ListPages({
  page,
  total,
  capped,
  shown = 0,
  perPage,
  filters,
}: {
  page: number;
  total: number;
  /** A capped count (`countUpTo`), with how many rows this page shows. */
  capped?: boolean;
  shown?: number;
  perPage: number;
  filters: Record<string, string>;
}) {
  return (
    <Pagination
      page={page}
      pages={pagesOf({ total, capped, shown }, page, perPage)}
      href={(n) => `?${new URLSearchParams({ ...filters, strana: String(n) })}`}
    />
  );
}
