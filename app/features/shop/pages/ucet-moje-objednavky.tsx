import { Link } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { ORDER_STATE_LABELS } from '../schemas.ts';
import type { Route } from './+types/ucet-moje-objednavky';

export const meta: Route.MetaFunction = () =>
  siteMeta('Moje objednávky | Můj účet', 'Objednávky z obchodu města: stav, vyzvednutí a platba.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  return { orders: await context.services.shop.myOrders(context.ctx) };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div>
      <h1>Moje objednávky</h1>
      {orders.length === 0 ? (
        <p>
          Zatím jste nic neobjednali. <Link to="/obchod">Do obchodu</Link>
        </p>
      ) : (
        <ScrollTable caption="Moje objednávky" captionHidden>
          <thead>
            <tr>
              <th scope="col">Objednávka</th>
              <th scope="col">Objednáno</th>
              <th scope="col">Celkem</th>
              <th scope="col">Stav</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={`/ucet/moje-objednavky/${o.id}`}>{o.number}</Link>
                </td>
                <td>{formatDateTime(o.created_at)}</td>
                <td className="numeric">{formatCrowns(o.total)}</td>
                <td>
                  {ORDER_STATE_LABELS[o.state]}
                  {o.paid ? ', zaplaceno' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
