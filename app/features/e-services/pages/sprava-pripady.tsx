import { Form, Link } from 'react-router';
import { CASE_STATUS_LABELS, type CaseStatus } from '../../../../common/cases.ts';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { CaseStatusLabel } from '../components/case-status.tsx';
import { Deadline } from '../components/deadline.tsx';
import { officeCaseQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-pripady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Případy – správa', 'Žádosti občanů, které vyřizují odbory úřadu.');

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'cases');
  const url = new URL(request.url);
  const status = url.searchParams.get('stav') || 'open';
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const mine = url.searchParams.get('moje') === '1';
  const page = pageParam(url);
  const query = parseParams(officeCaseQuery, {
    status,
    q,
    mine: mine ? 'true' : 'false',
    page: String(page),
    perPage: String(PER_PAGE),
  });
  const { rows, total } = await context.services.eServices.officeCases(context.ctx, query);
  return { rows, status: query.status, q: q ?? '', mine, page, pages: Math.ceil(total / PER_PAGE), total };
}

export default function CasesInbox({ loaderData }: Route.ComponentProps) {
  const { rows, status, q, mine, page, pages, total } = loaderData;
  const statuses = Object.entries(CASE_STATUS_LABELS) as [CaseStatus, { label: string }][];
  return (
    <StaffLayout>
      <h1>Případy</h1>
      <p>Žádosti, které vyřizují vaše odbory. Nahoře jsou ty, kterým nejdřív končí lhůta.</p>
      <Form method="get" role="search" aria-label="Vybrat případy">
        <SelectField
          form="pripady"
          name="stav"
          label="Stav"
          defaultValue={status}
          options={[
            { value: 'open', label: 'Otevřené (nevyřízené)' },
            ...statuses.map(([value, { label }]) => ({ value, label })),
          ]}
        />
        <TextField form="pripady" name="q" type="search" label="Hledat číslo, žádost nebo jméno" defaultValue={q} />
        <CheckboxField form="pripady" name="moje" value="1" label="Jen případy, které řeším já" defaultChecked={mine} />
        <button type="submit" className="button button--secondary">
          Zobrazit
        </button>
      </Form>
      {rows.length === 0 ? (
        <p role="status">Žádné případy.</p>
      ) : (
        <ScrollTable
          caption={
            <>
              Případy: {total} {total === 1 ? 'případ' : total < 5 ? 'případy' : 'případů'}
            </>
          }
        >
          <thead>
            <tr>
              <th scope="col">Číslo</th>
              <th scope="col">Žádost</th>
              <th scope="col">Žadatel</th>
              <th scope="col">Stav</th>
              <th scope="col">Podáno</th>
              <th scope="col">Lhůta</th>
              <th scope="col">Řeší</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/sprava/pripady/${c.id}`}>{c.number}</Link>
                </td>
                <td>
                  {c.title}
                  {c.department ? <div>{c.department.name}</div> : null}
                </td>
                <td>{c.resident}</td>
                <td>
                  <CaseStatusLabel status={c.status} />
                </td>
                <td>{formatDateTime(c.submitted_at)}</td>
                <td>
                  {formatDay(c.due_on)} <Deadline daysLeft={c.days_left} status={c.status} />
                </td>
                <td>{c.assignee?.name ?? 'nikdo'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) =>
          `?${new URLSearchParams({ stav: status, ...(q ? { q } : {}), ...(mine ? { moje: '1' } : {}), strana: String(n) })}`
        }
      />
    </StaffLayout>
  );
}
