import { Link, useSearchParams } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListFilters, PUBLISH_ACTIONS, StateTabs } from '../../../components/ui/admin-list.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { BulkList } from '../../../components/ui/list-results.tsx';
import { staffBulkAction } from '../../../lib/bulk.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffListPage } from '../../../lib/staff.server.ts';
import { GALLERY_BULK_ACTIONS, galleryAdminQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-galerie';

export const meta: Route.MetaFunction = () => siteMeta('Fotogalerie – správa', 'Fotogalerie webu.');

const PER_PAGE = 50;
const BULK = 'hromadne-galerie';
const PARAMS = { q: 'q', stav: 'state', strana: 'page' };
const ACTIONS = [...PUBLISH_ACTIONS, { value: 'delete', label: 'Smazat i s fotkami', confirm: true }];

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, ...list } = staffListPage(args, 'galleries', galleryAdminQuery, PARAMS, { perPage: PER_PAGE });
  const { rows, total, counts } = await services.galleries.galleryRows(ctx, list.query);
  return { ...list, rows, total, counts };
}

export async function action(args: Route.ActionArgs) {
  return staffBulkAction(args, 'galleries', GALLERY_BULK_ACTIONS, ACTIONS, (services, ctx) => ({
    titles: (ids) => Promise.all(ids.map(async (id) => (await services.galleries.galleryGet(ctx, id)).title)),
    run: (action, ids) => services.galleries.galleryBulk(ctx, { action, ids }),
    items: { one: 'fotogalerie', few: 'fotogalerie', other: 'fotogalerií' },
  }));
}

export default function GalleriesAdmin({ loaderData }: Route.ComponentProps) {
  const { problems, params, counts } = loaderData;
  const [search] = useSearchParams();
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
      <BulkList
        list={loaderData}
        form={BULK}
        actions={ACTIONS}
        items={{ one: 'galerie', few: 'galerie', other: 'galerií' }}
        caption="Galerie, nejnovější první"
        titleHeader="Název"
        href={(row) => `/sprava/galerie/${row.id}`}
        columns={[
          { header: 'Stav', cell: (row) => (row.published ? 'Zveřejněná' : 'Nezveřejněná') },
          { header: 'Fotek', cell: (row) => row.photos },
          { header: 'Bez popisu', cell: (row) => (row.undescribed ? `${row.undescribed} (doplňte popis)` : '–') },
        ]}
      />
    </StaffLayout>
  );
}
