import { Link } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { ARTICLE_KINDS, ARTICLE_PATHS, type ArticleKind } from '../paths.ts';
import type { ArticleRow } from '../schemas.ts';
import type { Route } from './+types/sprava-aktuality';

export const meta: Route.MetaFunction = () =>
  siteMeta('Aktuality a blog – správa', 'Články aktualit a bločku starostky.');

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'news');
  const url = new URL(request.url);
  const type: ArticleKind = url.searchParams.get('druh') === 'blog' ? 'blog' : 'news';
  const page = pageParam(url);
  const { rows, total } = await context.services.news.adminList(context.ctx, { type, page, perPage: PER_PAGE });
  return { type, page, rows, pages: Math.ceil(total / PER_PAGE) };
}

const when = formatDateTime;

function State({ row }: { row: ArticleRow }) {
  const until = row.unpublish_at && row.state !== 'archived' ? `, do ${when(row.unpublish_at)}` : '';
  if (row.state === 'draft') return <>Koncept</>;
  if (row.state === 'review') return <>Ke kontrole</>;
  if (row.state === 'archived') return <>V archivu od {when(row.unpublish_at!)}</>;
  if (row.state === 'scheduled')
    return (
      <>
        Naplánováno na {when(row.published_at!)}
        {until}
      </>
    );
  return (
    <>
      Zveřejněno {when(row.published_at!)}
      {until}
    </>
  );
}

export default function NewsAdmin({ loaderData }: Route.ComponentProps) {
  const { type, page, rows, pages } = loaderData;
  return (
    <StaffLayout>
      <h1>Aktuality a blog</h1>
      <p>
        <Link to={`/sprava/aktuality/novy${type === 'blog' ? '?druh=blog' : ''}`} className="button button--primary">
          Napsat nový článek
        </Link>
      </p>
      <nav aria-label="Druh článků">
        <ul className={filterLinks.filters}>
          {ARTICLE_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={kind === 'news' ? '/sprava/aktuality' : '/sprava/aktuality?druh=blog'}
                aria-current={kind === type ? 'page' : undefined}
              >
                {ARTICLE_PATHS[kind].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p>Zatím tu není žádný článek.</p>
      ) : (
        <ScrollTable caption={<>{ARTICLE_PATHS[type].name}: koncepty, pak od nejnovějších</>} captionHidden>
          <thead>
            <tr>
              <th scope="col">Nadpis</th>
              <th scope="col">Stav</th>
              <th scope="col">Naposledy upraveno</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/sprava/aktuality/${row.id}`}>{row.title}</Link>
                </td>
                <td>
                  <State row={row} />
                </td>
                <td>{when(row.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) => `?${new URLSearchParams({ ...(type === 'blog' ? { druh: 'blog' } : {}), strana: String(n) })}`}
      />
    </StaffLayout>
  );
}
