import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, PUBLISH_ACTIONS, StateTabs } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { BulkList } from '../../../components/ui/list-results.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { PAGE_BULK_ACTIONS, pageAdminQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-stranky';

export const meta: Route.MetaFunction = () => siteMeta('Stránky – správa', 'Obsahové stránky webu a rozcestníky.');

const PER_PAGE = 50;
const BULK = 'hromadne-stranky';
const PARAMS = { q: 'q', stav: 'state', strana: 'page' };

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'pages', pageAdminQuery, PARAMS, { perPage: PER_PAGE });
  const { rows, total, counts } = await services.pages.pageRows(ctx, list.query);
  return { ...list, rows, total, counts };
}

export async function action(args: Route.ActionArgs) {
  return staffBulkAction(args, 'pages', PAGE_BULK_ACTIONS, PUBLISH_ACTIONS, (services, ctx) => ({
    run: async (action, ids) => ({
      ...(await services.pages.pageBulk(ctx, { action, ids })),
      said: action === 'publish' ? 'Zveřejněno' : 'Staženo z webu',
    }),
    items: { one: 'stránka', few: 'stránky', other: 'stránek' },
  }));
}

export default function PagesAdmin({ loaderData }: Route.ComponentProps) {
  const { problems, params, rows, counts } = loaderData;
  const [search] = useSearchParams();
  // A page under its parent, indented by its depth.
  const tree = rows.map((row) => ({ ...row, title: `${'\u2014 '.repeat(row.depth)}${row.title}` }));
  return (
    <StaffLayout>
      <h1>Stránky</h1>
      {search.get('smazano') ? (
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
      <StateTabs
        label="Stav stránek"
        params={params}
        states={[
          { param: 'published', name: 'Zveřejněné', count: counts.published },
          { param: 'draft', name: 'Koncepty', count: counts.draft },
        ]}
      />
      <ListFilters
        label="Hledat stránky"
        active={Boolean(params.q)}
        reset={`/sprava/stranky${params.stav ? `?stav=${params.stav}` : ''}`}
        problems={problems}
      >
        {params.stav ? <input type="hidden" name="stav" value={params.stav} /> : null}
        <TextField
          form="hledat"
          name="q"
          type="search"
          label="Hledat podle nadpisu nebo adresy"
          defaultValue={params.q}
        />
      </ListFilters>
      <BulkList
        list={{ ...loaderData, rows: tree }}
        form={BULK}
        actions={PUBLISH_ACTIONS}
        items={{ one: 'stránka', few: 'stránky', other: 'stránek' }}
        caption="Obsahové stránky ve stromu: stránka pod svou nadřazenou, odsazená"
        titleHeader="Nadpis"
        href={(row) => `/sprava/stranky/${row.id}`}
        columns={[
          { header: 'Adresa', cell: (row) => row.path },
          { header: 'Stav', cell: (row) => (row.published ? 'Zveřejněná' : 'Koncept') },
          { header: 'Naposledy upraveno', cell: (row) => formatDateTime(row.updated_at) },
        ]}
      />
    </StaffLayout>
  );
}
