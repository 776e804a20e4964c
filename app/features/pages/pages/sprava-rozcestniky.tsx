import { Link } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { Route } from './+types/sprava-rozcestniky';

export const meta: Route.MetaFunction = () => siteMeta('Rozcestníky – správa', 'Rozcestníky webu a jejich dlaždice.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  return { overviews: await context.services.pages.overviewRows(context.ctx) };
}

export default function OverviewsAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/stranky">‹ Zpět na stránky</Link>
      </p>
      <h1>Rozcestníky</h1>
      <p>Rozcestník je stránka s dlaždicemi, které vedou na stránky jedné části webu.</p>
      <ScrollTable caption="Rozcestníky podle nadpisu" captionHidden>
        <thead>
          <tr>
            <th scope="col">Nadpis</th>
            <th scope="col">Adresa</th>
            <th scope="col">Dlaždic</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.overviews.map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={`/sprava/rozcestniky/${o.id}`}>{o.title}</Link>
              </td>
              <td>/prehled/{o.slug}</td>
              <td>{o.tiles.length}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </StaffLayout>
  );
}
