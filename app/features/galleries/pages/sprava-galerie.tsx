import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import type { Route } from './+types/sprava-galerie';

export const meta: Route.MetaFunction = () => siteMeta('Fotogalerie – správa', 'Fotogalerie webu a jejich fotky.');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'galleries');
  return { rows: await context.services.galleries.galleryRows(context.ctx) };
}

export default function GalleriesAdmin({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Fotogalerie</h1>
      {params.get('smazano') ? (
        <Notice type="success">
          <p>Galerie je smazaná i se svými fotkami.</p>
        </Notice>
      ) : null}
      <p>
        <Link to="/sprava/galerie/nova" className="button button--primary">
          Nová galerie
        </Link>
      </p>
      {rows.length === 0 ? (
        <p>Zatím tu není žádná galerie.</p>
      ) : (
        <ScrollTable caption="Galerie, nejnovější první" captionHidden>
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Stav</th>
              <th scope="col">Fotek</th>
              <th scope="col">Bez popisu</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/sprava/galerie/${row.id}`}>{row.title}</Link>
                </td>
                <td>{row.published ? 'Zveřejněná' : 'Nezveřejněná'}</td>
                <td>{row.photos}</td>
                <td>{row.undescribed ? `${row.undescribed} (doplňte popis)` : '–'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </StaffLayout>
  );
}
