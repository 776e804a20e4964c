import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { linkPageHeaders } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { OrderDetail, Placed } from '../components/order-detail.tsx';
import type { Route } from './+types/objednavka';

/** A guest's order by the secret link of its confirmation: nobody else finds it. */
export const headers = linkPageHeaders;

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { order: await context.services.shop.guestOrder(context.ctx, params.token) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...siteMeta(
    loaderData ? `Objednávka ${loaderData.order.number}` : 'Objednávka',
    'Objednávka z obchodu Města Vzorov.',
  ),
  { name: 'robots', content: 'noindex' },
];

export default function GuestOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const [params] = useSearchParams();
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Obchod', to: '/obchod' }, { text: `Objednávka ${order.number}` }]} />
      <h1>Objednávka {order.number}</h1>
      {params.get('objednano') ? <Placed order={order} /> : null}
      <OrderDetail order={order} />
      <p>
        Tuto stránku najdete i přes odkaz v e-mailu. <Link to="/obchod">Zpět do obchodu</Link>
      </p>
    </div>
  );
}
