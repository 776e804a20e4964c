import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { NOTICE_STATES, type NoticeRow } from '../schemas.ts';
import type { Route } from './+types/sprava-deska';

export const meta: Route.MetaFunction = () =>
  siteMeta('Úřední deska – správa', 'Položky úřední desky: před vyvěšením, vyvěšené a v archivu.');

const PER_PAGE = 50;

/** The filter's words in the address and on the page. */
const STATES = {
  upcoming: { param: 'pripravene', name: 'Před vyvěšením' },
  posted: { param: 'vyvesene', name: 'Vyvěšené' },
  archived: { param: 'archiv', name: 'Archiv' },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'notice-board');
  const url = new URL(request.url);
  const state = NOTICE_STATES.find((s) => STATES[s].param === url.searchParams.get('stav'));
  const page = pageParam(url);
  const { rows, total } = await context.services.noticeBoard.adminList(context.ctx, { state, page, perPage: PER_PAGE });
  return { state: state ?? null, page, rows, pages: Math.ceil(total / PER_PAGE) };
}

function Dates({ row }: { row: NoticeRow }) {
  return (
    <>
      {formatDay(row.posted_on)} – {row.relevant_until ? formatDay(row.relevant_until) : 'bez určení konce'}
    </>
  );
}

export default function NoticeBoardAdmin({ loaderData }: Route.ComponentProps) {
  const { state, page, rows, pages } = loaderData;
  return (
    <StaffLayout>
      <h1>Úřední deska</h1>
      <p>
        <Link to="/sprava/uredni-deska/nova" className="button button--primary">
          Vyvěsit novou položku
        </Link>
      </p>
      <nav aria-label="Stav položek">
        <ul className={filterLinks.filters}>
          <li>
            <Link to="/sprava/uredni-deska" aria-current={state === null ? 'page' : undefined}>
              Všechny
            </Link>
          </li>
          {NOTICE_STATES.map((s) => (
            <li key={s}>
              <Link to={`/sprava/uredni-deska?stav=${STATES[s].param}`} aria-current={s === state ? 'page' : undefined}>
                {STATES[s].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p>Žádná položka.</p>
      ) : (
        <ScrollTable caption="Položky úřední desky, nejnovější vyvěšení první" captionHidden>
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Číslo jednací</th>
              <th scope="col">Vyvěšeno – sejmutí</th>
              <th scope="col">Stav</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/sprava/uredni-deska/${row.id}`}>{row.title}</Link>
                </td>
                <td>{row.reference_number ?? '—'}</td>
                <td>
                  <Dates row={row} />
                </td>
                <td>{STATES[row.state].name}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) => {
          const query = new URLSearchParams();
          if (state) query.set('stav', STATES[state].param);
          if (n > 1) query.set('strana', String(n));
          const search = query.toString();
          return `/sprava/uredni-deska${search ? `?${search}` : ''}`;
        }}
      />
    </StaffLayout>
  );
}
