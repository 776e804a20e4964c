import { Link, useActionData, useSearchParams } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import {
  BulkActions,
  BulkTable,
  ListCount,
  ListFilters,
  ListPages,
  StateTabs,
} from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffPage } from '../../../lib/staff.server.ts';
import { GALLERY_BULK_ACTIONS, galleryAdminQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-galerie';

export const meta: Route.MetaFunction = () => siteMeta('Fotogalerie – správa', 'Fotogalerie webu.');

const PER_PAGE = 50;
const BULK = 'hromadne-galerie';
const PARAMS = { q: 'q', stav: 'state', strana: 'page' };
const ACTIONS = [
  { value: 'publish', label: 'Zveřejnit' },
  { value: 'unpublish', label: 'Stáhnout z webu' },
  { value: 'delete', label: 'Smazat i s fotkami', confirm: true },
];

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { services, ctx } = staffPage(args, 'galleries');
  const { query, problems, params } = listQuery(galleryAdminQuery, url, PARAMS, { perPage: PER_PAGE });
  const { rows, total, counts } = await services.galleries.galleryRows(ctx, query);
  return { query, problems, params, rows, total, counts };
}

export async function action(args: Route.ActionArgs) {
  return staffBulkAction(args, 'galleries', GALLERY_BULK_ACTIONS, ACTIONS, (services, ctx) => ({
    titles: (ids) => Promise.all(ids.map(async (id) => (await services.galleries.galleryGet(ctx, id)).title)),
    run: (action, ids) => services.galleries.galleryBulk(ctx, { action, ids }),
    items: { one: 'fotogalerie', few: 'fotogalerie', other: 'fotogalerií' },
  }));
}

export default function GalleriesAdmin({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, rows, total, counts } = loaderData;
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <h1>Fotogalerie</h1>
      {search.get('smazano') ? (
        <Notice type="success">
          <p>Galerie je smazaná i se svými fotkami.</p>
        </Notice>
      ) : null}
      <p>
        <Link to="/sprava/galerie/nova" className="button button--primary">
          Nová galerie
        </Link>
      </p>
      <StateTabs
        label="Stav galerií"
        params={params}
        states={[
          { param: 'published', name: 'Zveřejněné', count: counts.published },
          { param: 'draft', name: 'Nezveřejněné', count: counts.draft },
        ]}
      />
      <ListFilters
        label="Hledat galerie"
        active={Boolean(params.q)}
        reset={`/sprava/galerie${params.stav ? `?stav=${params.stav}` : ''}`}
        problems={problems}
      >
        {params.stav ? <input type="hidden" name="stav" value={params.stav} /> : null}
        <TextField form="galerie" name="q" type="search" label="Hledat podle názvu" defaultValue={params.q} />
      </ListFilters>
      <ListCount total={total} forms={{ one: 'galerie', few: 'galerie', other: 'galerií' }} />
      {rows.length > 0 ? (
        <>
          <BulkActions id={BULK} actions={ACTIONS} answer={answer} />
          <BulkTable
            form={BULK}
            caption="Galerie, nejnovější první"
            titleHeader="Název"
            href={(row) => `/sprava/galerie/${row.id}`}
            rows={rows}
            columns={[
              { header: 'Stav', cell: (row) => (row.published ? 'Zveřejněná' : 'Nezveřejněná') },
              { header: 'Fotek', cell: (row) => row.photos },
              { header: 'Bez popisu', cell: (row) => (row.undescribed ? `${row.undescribed} (doplňte popis)` : '–') },
            ]}
          />
        </>
      ) : null}
      <ListPages page={query.page} total={total} perPage={PER_PAGE} filters={filters} />
    </StaffLayout>
  );
}
