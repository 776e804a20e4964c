import { Link } from 'react-router';
import { z } from 'zod';
import { formatDay } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, ListSearch, ListSort, StateTabs } from '../../../components/ui/admin-list.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { BulkList } from '../../../components/ui/list-results.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { NOTICE_SORTS, NOTICE_STATES, type NoticeRow, noticeAdminQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-deska';

export const meta: Route.MetaFunction = () =>
  siteMeta('Úřední deska – správa', 'Položky úřední desky: před vyvěšením, vyvěšené a v archivu.');

const PER_PAGE = 50;
const BULK = 'hromadne-deska';

/** The states' words in the address and on the page. */
const STATES = {
  upcoming: { param: 'pripravene', name: 'Před vyvěšením' },
  posted: { param: 'vyvesene', name: 'Vyvěšené' },
  archived: { param: 'archiv', name: 'Archiv' },
} as const;

/** The list's query with the state as the address writes it (`?stav=vyvesene`). */
const pageQuery = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object' || !('state' in raw)) return raw;
  const state = NOTICE_STATES.find((s) => STATES[s].param === raw.state);
  return { ...raw, state: state ?? raw.state };
}, noticeAdminQuery);
const PARAMS = { q: 'q', stav: 'state', kategorie: 'category', od: 'from', do: 'to', razeni: 'sort', strana: 'page' };

/** Items are never deleted from the board's record; what hangs can be taken down, many at once. */
const ACTIONS = [{ value: 'take-down', label: 'Sejmout dnes', confirm: true }];

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'notice-board', pageQuery, PARAMS, { perPage: PER_PAGE });
  const [{ rows, total, capped, counts, countsCapped }, categories] = await Promise.all([
    services.noticeBoard.adminList(ctx, list.query),
    services.noticeBoard.categories(ctx),
  ]);
  return { ...list, rows, total, capped, counts, countsCapped, categories };
}

export async function action(args: Route.ActionArgs) {
  return staffBulkAction(args, 'notice-board', ['take-down'], ACTIONS, (services, ctx) => ({
    titles: (ids) => Promise.all(ids.map(async (id) => (await services.noticeBoard.adminGet(ctx, id)).title)),
    run: async (_, ids) => ({ ...(await services.noticeBoard.takeDownMany(ctx, ids)), said: 'Sejmuto z desky' }),
    items: { one: 'položka', few: 'položky', other: 'položek' },
  }));
}

function Dates({ row }: { row: NoticeRow }) {
  return (
    <>
      {formatDay(row.posted_on)} – {row.relevant_until ? formatDay(row.relevant_until) : 'bez určení konce'}
    </>
  );
}

export default function NoticeBoardAdmin({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, counts, countsCapped, categories } = loaderData;
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Úřední deska</h1>
      <p>
        <Link to="/sprava/uredni-deska/nova" className="button button--primary">
          Vyvěsit novou položku
        </Link>
      </p>
      <StateTabs
        label="Stav položek"
        params={params}
        states={NOTICE_STATES.map((state) => ({
          ...STATES[state],
          count: counts[state],
          capped: countsCapped.includes(state),
        }))}
      />
      <ListFilters
        label="Hledat na desce"
        active={Object.keys(filters).some((name) => name !== 'stav')}
        reset="/sprava/uredni-deska"
        problems={problems}
      >
        {params.stav ? <input type="hidden" name="stav" value={params.stav} /> : null}
        <ListSearch form="deska" hint="Název, číslo jednací, spisová značka, původce" value={params.q} />
        <SelectField
          form="deska"
          name="kategorie"
          label="Kategorie"
          defaultValue={params.kategorie ?? ''}
          options={[{ value: '', label: 'Všechny' }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
        />
        <TextField form="deska" name="od" type="date" label="Vyvěšeno od" defaultValue={params.od} />
        <TextField form="deska" name="do" type="date" label="Vyvěšeno do" defaultValue={params.do} />
        <ListSort form="deska" sorts={NOTICE_SORTS} value={query.sort} />
      </ListFilters>
      <BulkList
        list={loaderData}
        form={BULK}
        actions={ACTIONS}
        items={{ one: 'položka', few: 'položky', other: 'položek' }}
        caption={<>Položky úřední desky: {NOTICE_SORTS[query.sort].toLowerCase()}</>}
        titleHeader="Název"
        href={(row) => `/sprava/uredni-deska/${row.id}`}
        columns={[
          { header: 'Číslo jednací', cell: (row) => row.reference_number ?? '—' },
          { header: 'Vyvěšeno – sejmutí', cell: (row) => <Dates row={row} /> },
          { header: 'Stav', cell: (row) => STATES[row.state].name },
        ]}
        selectable={(row) => row.state === 'posted'}
      />
    </StaffLayout>
  );
}
