import { useNavigation } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../../../common/dates.ts';
import { formatPhone } from '../../../../common/phone.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { OrderDetail } from '../components/order-detail.tsx';
import { OrderSteps } from '../components/order-steps.tsx';
import styles from '../components/shop.module.css';
import type { Route } from './+types/sprava-obchod-objednavka';

const params = z.object({ id: z.string().max(100) });

export async function loader({ url, params: raw, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  const { id } = parseParams(params, raw);
  return { order: await context.services.shop.officeOrder(context.ctx, id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData ? `Objednávka ${loaderData.order.number} – správa` : 'Objednávka', 'Objednávka z obchodu.');

export default function ShopOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <StaffLayout>
      <BackTo to="/sprava/obchod" title="Objednávky" />
      <h1>Objednávka {order.number}</h1>
      <dl className={styles.facts}>
        <dt>Kupující</dt>
        <dd>
          {order.name}, {order.email}
          {order.phone ? `, ${formatPhone(order.phone)}` : ''} {order.account ? '(s účtem)' : '(host)'}
        </dd>
        {order.note ? (
          <>
            <dt>Poznámka</dt>
            <dd>{order.note}</dd>
          </>
        ) : null}
        {order.ready_at ? (
          <>
            <dt>Připraveno</dt>
            <dd>{formatDateTime(order.ready_at)}</dd>
          </>
        ) : null}
        {order.picked_up_at ? (
          <>
            <dt>Vydáno</dt>
            <dd>{formatDateTime(order.picked_up_at)}</dd>
          </>
        ) : null}
      </dl>
      <OrderSteps order={order} busy={busy} />
      <OrderDetail order={order} />
    </StaffLayout>
  );
}
