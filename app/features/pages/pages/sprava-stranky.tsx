import { Form, Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import type { Route } from './+types/sprava-stranky';

export const meta: Route.MetaFunction = () => siteMeta('Stránky – správa', 'Obsahové stránky webu a rozcestníky.');

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'pages');
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = pageParam(url);
  const { rows, total } = await context.services.pages.pageRows(context.ctx, { q, page, perPage: PER_PAGE });
  return { q: q ?? '', page, rows, pages: Math.ceil(total / PER_PAGE) };
}

export default function PagesAdmin({ loaderData }: Route.ComponentProps) {
  const { q, page, rows, pages } = loaderData;
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Stránky</h1>
      {params.get('smazano') ? (
        <Notice type="success">
          <p>Stránka je smazaná.</p>
        </Notice>
      ) : null}
      <p className="button-row">
        <Link to="/sprava/stranky/nova" className="button button--primary">
          Nová stránka
        </Link>
        <Link to="/sprava/rozcestniky" className="button button--secondary">
          Rozcestníky
        </Link>
      </p>
      <Form method="get" role="search" aria-label="Hledat stránky">
        <TextField form="hledat" name="q" type="search" label="Hledat podle nadpisu nebo adresy" defaultValue={q} />
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
      {rows.length === 0 ? (
        <p role="status">{q ? 'Nic takového tu není.' : 'Žádné stránky.'}</p>
      ) : (
        <ScrollTable caption="Obsahové stránky podle nadpisu" captionHidden>
          <thead>
            <tr>
              <th scope="col">Nadpis</th>
              <th scope="col">Adresa</th>
              <th scope="col">Stav</th>
              <th scope="col">Naposledy upraveno</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/sprava/stranky/${row.id}`}>{row.title}</Link>
                </td>
                <td>{row.path}</td>
                <td>{row.published ? 'Zveřejněná' : 'Koncept'}</td>
                <td>{formatDateTime(row.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) => `?${new URLSearchParams({ ...(q ? { q } : {}), strana: String(n) })}`}
      />
    </StaffLayout>
  );
}
