import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { Route } from './+types/sprava-rezervace-sluzby';

export const meta: Route.MetaFunction = () =>
  siteMeta('Služby k rezervaci – správa', 'Týdenní šablony, přepážky a uzavřené dny služeb k rezervaci.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  return { services: await context.services.reservations.deskServices(context.ctx) };
}

export default function BookingServices({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <BackTo to="/sprava/rezervace" title="Rezervace" />
      <h1>Služby k rezervaci</h1>
      <ScrollTable caption="Služby, jejich termíny a uzavřené dny">
        <thead>
          <tr>
            <th scope="col">Služba</th>
            <th scope="col">Termín</th>
            <th scope="col">Přepážky</th>
            <th scope="col">Uzavřené dny</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.services.map((s) => (
            <tr key={s.slug}>
              <td>
                <Link to={`/sprava/rezervace/sluzby/${s.slug}`}>{s.name}</Link>
              </td>
              <td>{s.slot_minutes} min</td>
              <td>{s.capacity}</td>
              <td>
                {s.closures.length === 0
                  ? 'žádné'
                  : s.closures.map((c) => `${formatDay(c.date)} (${c.reason})`).join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </StaffLayout>
  );
}
