import { Link } from 'react-router';
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
import { DefectStatusLabel } from '../components/defect-status.tsx';
import { DEFECT_STATUS_LABELS, isOpen } from '../flow.ts';
import { officeDefectQuery } from '../office-schemas.ts';
import type { Route } from './+types/sprava-zavady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Hlášení závad – správa', 'Závady, které občané nahlásili a které řeší odbory úřadu.');

const PER_PAGE = 50;
const PARAMS = { stav: 'status', druh: 'category', q: 'q', strana: 'page' };

export async function loader(args: Route.LoaderArgs) {
  const flags = { moje: args.url.searchParams.get('moje') === '1', po: args.url.searchParams.get('po') === '1' };
  const { services, ctx, query, problems, params } = staffListPage(args, 'cases', officeDefectQuery, PARAMS, {
    mine: String(flags.moje),
    overdue: String(flags.po),
    perPage: PER_PAGE,
  });
  const [{ rows, total, capped }, categories] = await Promise.all([
    services.defects.officeDefects(ctx, query),
    services.defects.listCategories(ctx),
  ]);
  const flagged = { ...(flags.moje ? { moje: '1' } : {}), ...(flags.po ? { po: '1' } : {}) };
  return { rows, total, capped, query, problems, params: { ...params, ...flagged }, categories };
}

export default function DefectQueue({ loaderData }: Route.ComponentProps) {
  const { total, capped, query, problems, params, categories } = loaderData;
  return (
    <StaffLayout>
      <h1>Hlášení závad</h1>
      <p>Závady, které občané nahlásili vašim odborům. Nahoře jsou ty, kterým nejdřív končí lhůta.</p>
      <ListFilters
        label="Vybrat hlášení"
        active={Object.keys(params).some((key) => key !== 'strana')}
        reset="/sprava/zavady"
        problems={problems}
      >
        <SelectField
          form="zavady"
          name="stav"
          label="Stav"
          defaultValue={query.status}
          options={[
            { value: 'open', label: 'Otevřená (nevyřešená)' },
            ...keysOf(DEFECT_STATUS_LABELS).map((value) => ({ value, label: DEFECT_STATUS_LABELS[value].label })),
          ]}
        />
        <SelectField
          form="zavady"
          name="druh"
          label="Druh závady"
          defaultValue={query.category ?? ''}
          options={[{ value: '', label: 'Všechny' }, ...categories.map((c) => ({ value: c.code, label: c.name }))]}
        />
        <TextField form="zavady" name="q" type="search" label="Hledat číslo, místo nebo popis" defaultValue={query.q} />
        <CheckboxField form="zavady" name="po" value="1" label="Jen po lhůtě" defaultChecked={query.overdue} />
        <CheckboxField
          form="zavady"
          name="moje"
          value="1"
          label="Jen hlášení, která řeším já"
          defaultChecked={query.mine}
        />
      </ListFilters>
      <PagedTable
        list={loaderData}
        empty="Žádná hlášení."
        caption={
          <>
            Hlášení: {capped ? 'více než ' : ''}
            {countOf(total, { one: 'hlášení', few: 'hlášení', other: 'hlášení' })}
          </>
        }
        columns={[
          { header: 'Číslo', cell: (r) => <Link to={`/sprava/zavady/${r.id}`}>{r.number}</Link> },
          {
            header: 'Závada',
            cell: (r) => (
              <>
                {r.category}
                <div>{r.department}</div>
              </>
            ),
          },
          {
            header: 'Místo',
            cell: (r) => (
              <>
                {r.place}
                {r.area && !r.place.includes(r.area) ? <div>{r.area}</div> : null}
              </>
            ),
          },
          { header: 'Stav', cell: (r) => <DefectStatusLabel status={r.status} /> },
          { header: 'Nahlášeno', cell: (r) => formatDateTime(r.created_at) },
          {
            header: 'Lhůta',
            cell: (r) => (
              <>
                {formatDay(r.due_on)} <Deadline daysLeft={r.days_left} finished={!isOpen(r.status)} />
              </>
            ),
          },
          { header: 'Řeší', cell: (r) => r.assignee?.name ?? 'nikdo' },
        ]}
      />
    </StaffLayout>
  );
}
