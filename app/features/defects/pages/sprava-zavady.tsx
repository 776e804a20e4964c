import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { keysOf } from '../../../../common/keys.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters } from '../../../components/ui/admin-list.tsx';
import { Deadline } from '../../../components/ui/deadline.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { BulkList } from '../../../components/ui/list-results.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage, staffPage } from '../../../lib/staff.server.ts';
import { DefectStatusLabel } from '../components/defect-status.tsx';
import { ReportsMap } from '../components/map/reports-map.tsx';
import { DEFECT_STATUS_LABELS, isOpen } from '../flow.ts';
import { mapTiles } from '../map-tiles.ts';
import { officeDefectQuery } from '../office-schemas.ts';
import { unchangedReports } from '../staff/bulk.server.ts';
import type { Route } from './+types/sprava-zavady';

export const meta: Route.MetaFunction = () =>
  siteMeta('Hlášení závad – správa', 'Závady, které občané nahlásili a které řeší odbory úřadu.');

const PER_PAGE = 50;
const BULK = 'hromadne-zavady';
const HANDOFF = 'predat-';
const LIST_ID = 'seznam-hlaseni';

/** Take the reports picked, or hand them to one of the departments (an action a department). */
const bulkActions = (departments: { slug: string; name: string }[]) => [
  { value: 'take', label: 'Převzít' },
  ...departments.map((d) => ({ value: `${HANDOFF}${d.slug}`, label: `Předat: ${d.name}` })),
];
const PARAMS = { stav: 'status', druh: 'category', q: 'q', strana: 'page' };

export async function loader(args: Route.LoaderArgs) {
  const flags = { moje: args.url.searchParams.get('moje') === '1', po: args.url.searchParams.get('po') === '1' };
  const { services, ctx, query, problems, params } = staffListPage(args, 'cases', officeDefectQuery, PARAMS, {
    mine: String(flags.moje),
    overdue: String(flags.po),
    perPage: PER_PAGE,
  });
  const [{ rows, total, capped }, categories, departments] = await Promise.all([
    services.defects.officeDefects(ctx, query),
    services.defects.listCategories(ctx),
    services.people.listDepartments(ctx),
  ]);
  const flagged = { ...(flags.moje ? { moje: '1' } : {}), ...(flags.po ? { po: '1' } : {}) };
  return {
    rows: rows.map((r) => ({ ...r, title: r.number })),
    total,
    capped,
    query,
    problems,
    params: { ...params, ...flagged },
    categories,
    actions: bulkActions(departments),
    // The page's reports on the map, each mark linking the office's page of the report.
    marks: rows.map((r) => ({
      number: r.number,
      status: r.status,
      status_label: DEFECT_STATUS_LABELS[r.status].label,
      place: r.place,
      lat: r.lat,
      lon: r.lon,
      url: `/sprava/zavady/${r.id}`,
      category: { name: r.category },
    })),
    tiles: mapTiles(ctx.config),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, ctx } = staffPage(args, 'cases');
  const choices = bulkActions(await services.people.listDepartments(ctx));
  const [first, ...rest] = choices.map((c) => c.value);
  return staffBulkAction(args, 'cases', [first ?? 'take', ...rest], choices, (services, ctx) => ({
    run: async (action, ids) => {
      const department = action.startsWith(HANDOFF) ? action.slice(HANDOFF.length) : undefined;
      const done = await services.defects.defectActMany(ctx, {
        action: department ? 'handoff' : 'take',
        ids,
        department,
      });
      // Those left as they were (already someone's, already there) are said too: the clerk picked them.
      const more = done.skipped ? unchangedReports(done.skipped) : undefined;
      return { count: done.count, said: department ? 'Předáno' : 'Převzato', more };
    },
    items: { one: 'hlášení', few: 'hlášení', other: 'hlášení' },
  }));
}

export default function DefectQueue({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, categories, actions, marks, tiles } = loaderData;
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
      <ReportsMap reports={marks} tiles={tiles} listId={LIST_ID} />
      {/* The map's skip link lands on the list itself, which holds what the map shows. */}
      <div id={LIST_ID}>
        <BulkList
          list={loaderData}
          form={BULK}
          actions={actions}
          items={{ one: 'hlášení', few: 'hlášení', other: 'hlášení' }}
          caption="Hlášení závad: nejdřív ta, kterým nejdřív končí lhůta"
          titleHeader="Číslo"
          href={(r) => `/sprava/zavady/${r.id}`}
          selectable={(r) => isOpen(r.status)}
          columns={[
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
      </div>
    </StaffLayout>
  );
}
