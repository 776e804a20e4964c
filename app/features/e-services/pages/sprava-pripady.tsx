import { Link } from 'react-router';
import { CASE_STATUS_LABELS } from '../../../../common/cases.ts';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { keysOf } from '../../../../common/keys.ts';
import { countOf } from '../../../../common/plural.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { CaseStatusLabel } from '../components/case-status.tsx';
import { Deadline } from '../components/deadline.tsx';
import { officeCaseQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-pripady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Případy – správa', 'Žádosti občanů, které vyřizují odbory úřadu.');

const PER_PAGE = 50;
const PARAMS = { stav: 'status', q: 'q', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const mine = url.searchParams.get('moje') === '1';
  const { query, problems, params } = listQuery(officeCaseQuery, url, PARAMS, {
    mine: String(mine),
    perPage: PER_PAGE,
  });
  const { rows, total, capped } = await context.services.eServices.officeCases(context.ctx, query);
  return { rows, total, capped, query, problems, params: mine ? { ...params, moje: '1' } : params };
}

export default function CasesInbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, query, problems, params } = loaderData;
  return (
    <StaffLayout>
      <h1>Případy</h1>
      <p>Žádosti, které vyřizují vaše odbory. Nahoře jsou ty, kterým nejdřív končí lhůta.</p>
      <ListFilters
        label="Vybrat případy"
        active={Boolean(params.stav || params.q || params.moje)}
        reset="/sprava/pripady"
        problems={problems}
      >
        <SelectField
          form="pripady"
          name="stav"
          label="Stav"
          defaultValue={query.status}
          options={[
            { value: 'open', label: 'Otevřené (nevyřízené)' },
            ...keysOf(CASE_STATUS_LABELS).map((value) => ({ value, label: CASE_STATUS_LABELS[value].label })),
          ]}
        />
        <TextField
          form="pripady"
          name="q"
          type="search"
          label="Hledat číslo, žádost nebo jméno"
          defaultValue={params.q}
        />
        <CheckboxField
          form="pripady"
          name="moje"
          value="1"
          label="Jen případy, které řeším já"
          defaultChecked={query.mine}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p role="status">Žádné případy.</p>
      ) : (
        <ScrollTable
          caption={
            <>
              Případy: {capped ? 'více než ' : ''}
              {countOf(total, { one: 'případ', few: 'případy', other: 'případů' })}
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
                  {c.reference_number ? <div>č. j. {c.reference_number}</div> : null}
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
      <ListPages
        page={query.page}
        total={total}
        capped={capped}
        shown={rows.length}
        perPage={PER_PAGE}
        filters={params}
      />
    </StaffLayout>
  );
}
