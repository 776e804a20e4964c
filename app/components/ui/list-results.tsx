import type { ReactNode } from 'react';
import { useActionData } from 'react-router';
import type { FormResult } from '../../lib/form-result.ts';
import {
  type BulkAction,
  BulkActions,
  type BulkAnswer,
  BulkTable,
  type BulkTableProps,
  type ListColumn,
  ListCount,
  ListPages,
  ListTable,
} from './admin-list.tsx';

/**
 * What a staff list shows below its filters, put together from the pieces of `admin-list.tsx`: with
 * actions on its rows (`BulkList`) or without (`PagedTable`).
 */

/**
 * A list as its page's loader gives it: the query read from the address (`app/lib/list-query.ts`),
 * the filters as the address names them, and what the query found; `capped`: the count stopped at
 * `total` (`countUpTo`), there are more.
 */
export interface LoadedList<Row> {
  query: { page: number; perPage: number };
  params: Record<string, string>;
  rows: Row[];
  total: number;
  capped?: boolean;
}

/**
 * A list with actions on its rows: how many it found, the actions and the table (when it found
 * any), then its pages, which keep the filters. The page's action is the list's (`staffBulkAction`).
 */
export function BulkList<Row extends { id: number; title: string }>({
  list,
  actions,
  items,
  ...table
}: Omit<BulkTableProps<Row>, 'rows'> & {
  list: LoadedList<Row>;
  actions: readonly BulkAction[];
  /** The rows' noun in its three Czech forms, for the count. */
  items: { one: string; few: string; other: string };
}) {
  const answer = useActionData<BulkAnswer | FormResult>();
  const { strana: _, ...filters } = list.params;
  return (
    <>
      <ListCount total={list.total} capped={list.capped} forms={items} />
      {list.rows.length > 0 ? (
        <>
          <BulkActions id={table.form} actions={actions} answer={answer} />
          <BulkTable rows={list.rows} {...table} />
        </>
      ) : null}
      <LoadedListPages list={list} filters={filters} />
    </>
  );
}

/**
 * A list without actions on its rows: the table, its caption saying what and how many, or the
 * sentence that it found nothing (`empty`), then its pages, which keep the filters.
 */
export function PagedTable<Row extends { id: number | string }>({
  list,
  empty,
  caption,
  columns,
}: {
  list: LoadedList<Row>;
  empty: string;
  caption: ReactNode;
  columns: ListColumn<Row>[];
}) {
  return (
    <>
      {list.rows.length === 0 ? (
        <p role="status">{empty}</p>
      ) : (
        <ListTable
          caption={caption}
          captionHidden={false}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
        />
      )}
      <LoadedListPages list={list} filters={list.params} />
    </>
  );
}

/** A loaded list's pages, each keeping `filters` in its address. */
function LoadedListPages({ list, filters }: { list: LoadedList<unknown>; filters: Record<string, string> }) {
  return (
    <ListPages
      page={list.query.page}
      total={list.total}
      capped={list.capped}
      shown={list.rows.length}
      perPage={list.query.perPage}
      filters={filters}
    />
  );
}
