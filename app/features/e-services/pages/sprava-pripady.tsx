import { Link } from 'react-router';
import { CASE_STATUS_LABELS } from '../../../../common/cases.ts';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { keysOf } from '../../../../common/keys.ts';
import { countOf } from '../../../../common/plural.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters } from '../../../components/ui/admin-list.tsx';
import { Deadline } from '../../../components/ui/deadline.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { PagedTable } from '../../../components/ui/list-results.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { FINISHED } from '../case-flow.ts';
import { CaseStatusLabel } from '../components/case-status.tsx';
import { officeCaseQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-pripady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Případy – správa', 'Žádosti občanů, které vyřizují odbory úřadu.');

const PER_PAGE = 50;
const PARAMS = { stav: 'status', q: 'q', strana: 'page' };

export async function loader(args: Route.LoaderArgs) {
  const mine = args.url.searchParams.get('moje') === '1';
  const { services, ctx, query, problems, params } = staffListPage(args, 'cases', officeCaseQuery, PARAMS, {
    mine: String(mine),
    perPage: PER_PAGE,
  });
  const { rows, total, capped } = await services.eServices.officeCases(ctx, query);
  return { rows, total, capped, query, problems, params: mine ? { ...params, moje: '1' } : params };
}

export default function CasesInbox({ loaderData }: Route.ComponentProps) {
  const { total, capped, query, problems, params } = loaderData;
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
      <PagedTable
        list={loaderData}
        empty="Žádné případy."
        caption={
          <>
            Případy: {capped ? 'více než ' : ''}
            {countOf(total, { one: 'případ', few: 'případy', other: 'případů' })}
          </>
        }
        columns={[
          {
            header: 'Číslo',
            cell: (c) => (
              <>
                <Link to={`/sprava/pripady/${c.id}`}>{c.number}</Link>
                {c.reference_number ? <div>č. j. {c.reference_number}</div> : null}
              </>
            ),
          },
          {
            header: 'Žádost',
            cell: (c) => (
              <>
                {c.title}
                {c.department ? <div>{c.department.name}</div> : null}
              </>
            ),
          },
          { header: 'Žadatel', cell: (c) => c.resident },
          { header: 'Stav', cell: (c) => <CaseStatusLabel status={c.status} /> },
          { header: 'Podáno', cell: (c) => formatDateTime(c.submitted_at) },
          {
            header: 'Lhůta',
            cell: (c) => (
              <>
                {formatDay(c.due_on)} <Deadline daysLeft={c.days_left} finished={FINISHED.includes(c.status)} />
              </>
            ),
          },
          { header: 'Řeší', cell: (c) => c.assignee?.name ?? 'nikdo' },
        ]}
      />
    </StaffLayout>
  );
}
