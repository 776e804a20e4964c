import { Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../../../common/dates.ts';
import { keysOf } from '../../../../common/keys.ts';
import { formatPhone } from '../../../../common/phone.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import filterLinks from '../../../components/ui/filter-links.module.css';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { OrderSteps } from '../components/order-steps.tsx';
import { ShopTabs } from '../components/shop-tabs.tsx';
import { type OfficeOrder, ORDER_STATE_LABELS, officeOrderQuery, orderStepInput } from '../schemas.ts';
import type { Route } from './+types/sprava-obchod';

export const meta: Route.MetaFunction = () =>
  siteMeta('Obchod – objednávky', 'Objednávky z obchodu k přípravě, vyzvednutí a zaplacení.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  const query = officeOrderQuery.safeParse(Object.fromEntries(url.searchParams));
  const state = query.success ? (query.data.stav ?? 'new') : 'new';
  return { state, ...(await context.services.shop.officeOrders(context.ctx, { stav: state })) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  const form = await readForm(request);
  return formAction(form, async () => {
    const { id, step } = parseForm(orderStepInput.extend({ id: z.string().max(100) }), form);
    const order = await context.services.shop.orderStep(context.ctx, id, step);
    return { done: true as const, message: stepDone(order, step) };
  });
}

function stepDone(order: OfficeOrder, step: string): string {
  switch (step) {
    case 'ready':
      return `Objednávka ${order.number} je připravená; ${order.email} dostal(a) e-mail.`;
    case 'picked_up':
      return `Objednávka ${order.number} je vydaná.`;
    case 'paid':
      return `Objednávka ${order.number} je zaplacená.`;
    default:
      return `Objednávka ${order.number} je zrušená a zboží je zpět na skladě.`;
  }
}

export default function ShopOrders({ loaderData }: Route.ComponentProps) {
  const { state, orders, counts } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Obchod</h1>
      <ShopTabs current="objednavky" />
      {result && 'done' in result && result.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : (
        <FormProblems form="objednavky" result={result} labels={{}} />
      )}
      <nav aria-label="Objednávky podle stavu">
        <ul className={filterLinks.filters}>
          {keysOf(ORDER_STATE_LABELS).map((key) => (
            <li key={key}>
              <Link to={`?stav=${key}`} aria-current={key === state ? 'page' : undefined}>
                {ORDER_STATE_LABELS[key]} ({counts[key]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {orders.length === 0 ? (
        <p>Žádné objednávky v tomto stavu.</p>
      ) : (
        <ScrollTable
          caption={
            <>
              Objednávky: {ORDER_STATE_LABELS[state].toLowerCase()}
              {params.get('stav') ? '' : ' (nejstarší nahoře)'}
            </>
          }
        >
          <thead>
            <tr>
              <th scope="col">Objednávka</th>
              <th scope="col">Kupující</th>
              <th scope="col">Zboží</th>
              <th scope="col">Celkem</th>
              <th scope="col">Akce</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={`/sprava/obchod/objednavka/${o.id}`}>{o.number}</Link>
                  <br />
                  {formatDateTime(o.created_at)}
                </td>
                <td>
                  {o.name}
                  <br />
                  {o.email}
                  {o.phone ? (
                    <>
                      <br />
                      {formatPhone(o.phone)}
                    </>
                  ) : null}
                </td>
                <td>
                  <ul>
                    {o.items.map((i) => (
                      <li key={`${i.product_name}-${i.variant_name}`}>
                        {i.quantity}× {i.product_name}, {i.variant_name}
                        {i.note ? ` (${i.note})` : ''}
                      </li>
                    ))}
                  </ul>
                  {o.store.name}
                </td>
                <td className="numeric">
                  {formatCrowns(o.total)}
                  <br />
                  {o.paid ? 'zaplaceno' : o.payment === 'qr' ? `převodem, VS ${o.variable_symbol}` : 'platí na místě'}
                </td>
                <td>
                  <OrderSteps order={o} busy={busy} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </StaffLayout>
  );
}
