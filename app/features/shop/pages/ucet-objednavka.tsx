import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { OrderDetail, Placed } from '../components/order-detail.tsx';
import type { Route } from './+types/ucet-objednavka';

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  return { order: await context.services.shop.myOrder(context.ctx, params.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    `${loaderData ? `Objednávka ${loaderData.order.number}` : 'Objednávka'} | Můj účet`,
    'Objednávka z obchodu města.',
  );

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [params] = useSearchParams();
  return (
    <div>
      <Breadcrumbs
        items={[
          { text: 'Můj účet', to: '/ucet' },
          { text: 'Moje objednávky', to: '/ucet/moje-objednavky' },
          { text: order.number },
        ]}
      />
      <h1>Objednávka {order.number}</h1>
      {params.get('objednano') ? <Placed order={order} /> : null}
      <OrderDetail order={order} />
    </div>
  );
}
