import { Form, Link, useSearchParams } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import type { Route } from './+types/sprava-zaznamy';
import { isRecordKind, RECORD_KINDS, type RecordKind } from './records-kinds.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(`${data ? RECORD_KINDS[data.kind].title : 'Záznamy'} – správa`, 'Dokumenty, smlouvy, vyhlášky a zpravodaj.');

const PER_PAGE = 50;

/** One list for the four kinds: the kind is the address's second part, `/sprava/{kind}`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'records');
  const url = new URL(request.url);
  const kind = url.pathname.split('/')[2];
  if (!isRecordKind(kind)) throw new Response('Stránka nenalezena', { status: 404 });
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = pageParam(url);
  const { services, ctx } = context;
  const query = { q, page, perPage: PER_PAGE };
  const rows = {
    dokumenty: services.records.documentRows,
    smlouvy: services.records.contractRows,
    vyhlasky: services.records.decreeRows,
    zpravodaj: services.records.magazineRows,
  } satisfies Record<RecordKind, unknown>;
  const { rows: found, total } = await rows[kind](ctx, query);
  return { kind, q: q ?? '', page, rows: found, pages: Math.ceil(total / PER_PAGE) };
}

export default function RecordsAdmin({ loaderData }: Route.ComponentProps) {
  const { kind, q, page, rows, pages } = loaderData;
  const [params] = useSearchParams();
  const about = RECORD_KINDS[kind];
  return (
    <StaffLayout>
      <h1>{about.title}</h1>
      <nav aria-label="Druhy záznamů">
        <ul className={filterLinks.filters}>
          {Object.entries(RECORD_KINDS).map(([key, other]) => (
            <li key={key}>
              <Link to={`/sprava/${key}`} aria-current={key === kind ? 'page' : undefined}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {params.get('smazano') ? (
        <Notice type="success">
          <p>Záznam je smazaný i se svým souborem.</p>
        </Notice>
      ) : null}
      <p>
        <Link to={`/sprava/${kind}/${about.create}`} className="button button--primary">
          {about.add}
        </Link>
      </p>
      <Form method="get" role="search" aria-label={`Hledat: ${about.title}`}>
        <TextField form="hledat" name="q" type="search" label="Hledat podle názvu" defaultValue={q} />
        <button type="submit" className="button button--secondary">
          Hledat
        </button>
      </Form>
      {rows.length === 0 ? (
        <p role="status">{q ? 'Nic takového tu není.' : about.empty}</p>
      ) : (
        <ScrollTable caption={<>{about.title}, nejnovější první</>} captionHidden>
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Datum</th>
              <th scope="col">Podrobnosti</th>
              <th scope="col">Soubor</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/sprava/${kind}/${row.id}`}>{row.title}</Link>
                </td>
                <td>{formatDay(row.date)}</td>
                <td>{row.detail}</td>
                <td>{row.has_file ? 'ano' : 'chybí'}</td>
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
