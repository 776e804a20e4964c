import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';

/** A finance list's states (`?stav=`) as links, the current one marked. */
function StateTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { state: string; text: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="button-row">
        {tabs.map((tab) => (
          <li key={tab.state}>
            <Link to={`?stav=${tab.state}`} aria-current={tab.state === current ? 'page' : undefined}>
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A finance list in one of its states (the payments' queue, the credits), as `loadStateList` loads
 * it: the states' tabs, then the rows' table (`children`: its head and body), captioned with the
 * state and how many are in it, or `empty` where the page has none, and the state's pages.
 */
export function StateList({
  label,
  tabs,
  list,
  empty,
  children,
}: {
  label: string;
  tabs: readonly { state: string; text: string }[];
  list: { rows: unknown[]; total: number; state: string; page: number; pages: number };
  empty: string;
  children: ReactNode;
}) {
  const current = tabs.find((tab) => tab.state === list.state);
  return (
    <>
      <StateTabs label={label} tabs={tabs} current={list.state} />
      {list.rows.length === 0 ? (
        <p role="status">{empty}</p>
      ) : (
        <ScrollTable
          caption={
            <>
              {current?.text}: {list.total}
            </>
          }
        >
          {children}
        </ScrollTable>
      )}
      <Pagination
        page={list.page}
        pages={list.pages}
        href={(n) => `?${new URLSearchParams({ stav: list.state, strana: String(n) })}`}
      />
    </>
  );
}
