import { Form, Link } from 'react-router';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { formatRepeat, formatWhen } from '../format.ts';
import type { EventAdminRow } from '../schemas.ts';
import type { Route } from './+types/sprava-akce';

export const meta: Route.MetaFunction = () => siteMeta('Akce – správa', 'Akce v kalendáři města.');

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'events');
  const url = new URL(request.url);
  const when = url.searchParams.get('probehle') ? 'past' : 'upcoming';
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = pageParam(url);
  const { services, ctx } = context;
  const [{ rows, total }, proposals] = await Promise.all([
    services.events.adminList(ctx, { when, q, page, perPage: PER_PAGE }),
    services.events.proposals(ctx),
  ]);
  return { when, q: q ?? '', page, rows, pages: Math.ceil(total / PER_PAGE), waiting: proposals.length };
}

const STATUS: Record<EventAdminRow['status'], string> = {
  published: 'Zveřejněná',
  draft: 'Koncept',
  proposed: 'Návrh čeká na rozhodnutí',
  rejected: 'Zamítnutý návrh',
};

export default function EventsAdmin({ loaderData }: Route.ComponentProps) {
  const { when, q, page, rows, pages, waiting } = loaderData;
  return (
    <StaffLayout>
      <h1>Akce</h1>
      <p className="button-row">
        <Link to="/sprava/akce/nova" className="button button--primary">
          Přidat akci
        </Link>
        <Link to="/sprava/akce/navrhy" className="button button--secondary">
          Návrhy od občanů ({waiting})
        </Link>
        <Link to="/sprava/akce/kategorie" className="button button--secondary">
          Kategorie
        </Link>
      </p>
      <nav aria-label="Které akce">
        <ul className={filterLinks.filters}>
          <li>
            <Link to="/sprava/akce" aria-current={when === 'upcoming' ? 'page' : undefined}>
              Nadcházející a probíhající
            </Link>
          </li>
          <li>
            <Link to="/sprava/akce?probehle=1" aria-current={when === 'past' ? 'page' : undefined}>
              Proběhlé
            </Link>
          </li>
        </ul>
      </nav>
      <Form method="get" role="search" aria-label="Hledat akce">
        {when === 'past' ? <input type="hidden" name="probehle" value="1" /> : null}
        <TextField form="hledat" name="q" type="search" label="Hledat podle názvu nebo místa" defaultValue={q} />
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
      {rows.length === 0 ? (
        <p role="status">{q ? 'Nic takového tu není.' : 'Žádné akce.'}</p>
      ) : (
        <ScrollTable
          caption={
            <>
              {when === 'upcoming'
                ? 'Nadcházející a probíhající akce, nejbližší první'
                : 'Proběhlé akce, nejnovější první'}
            </>
          }
          captionHidden
        >
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Kdy</th>
              <th scope="col">Kategorie</th>
              <th scope="col">Stav</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/sprava/akce/${row.id}`}>{row.title}</Link>
                </td>
                <td>
                  {formatWhen(row)}
                  {row.repeat_weeks ? <br /> : null}
                  {formatRepeat(row.repeat_weeks, row.repeat_until)}
                </td>
                <td>{row.categories.map((c) => c.name).join(', ')}</td>
                <td>{STATUS[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) =>
          `?${new URLSearchParams({ ...(when === 'past' ? { probehle: '1' } : {}), ...(q ? { q } : {}), strana: String(n) })}`
        }
      />
    </StaffLayout>
  );
}
