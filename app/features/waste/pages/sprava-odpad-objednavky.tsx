import { Form, Link } from 'react-router';
import { formatDay, formatLongDate, pragueToday } from '../../../../common/dates.ts';
import { formatNumber } from '../../../../common/price.ts';
import { isoDateSchema } from '../../../../common/schemas/dates.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { WASTE_KINDS } from '../bins.ts';
import type { Route } from './+types/sprava-odpad-objednavky';

export const meta: Route.MetaFunction = () =>
  siteMeta('Objednávky svozů navíc – správa', 'Svozy navíc po dnech, se seznamem pro svozovou firmu.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  const waste = context.services.waste;
  const days = await waste.orderDays(context.ctx);
  const asked = url.searchParams.get('den');
  const date =
    asked && isoDateSchema().safeParse(asked).success ? asked : (days[0]?.date ?? pragueToday(context.ctx.now));
  return { days, date, orders: await waste.ordersOn(context.ctx, date) };
}

export default function PickupOrders({ loaderData }: Route.ComponentProps) {
  const { days, date, orders } = loaderData;
  const label = formatLongDate(new Date(`${date}T12:00:00Z`));
  return (
    <StaffLayout>
      <BackTo to="/sprava/odpad" title="Evidence nádob" />
      <h1>Objednávky svozů navíc</h1>
      {days.length > 0 ? (
        <nav aria-label="Dny svozu s objednávkami">
          <ul>
            {days.map((d) => (
              <li key={d.date}>
                <Link to={`?den=${d.date}`} aria-current={d.date === date ? 'page' : undefined}>
                  {formatDay(d.date)}
                </Link>{' '}
                ({d.count})
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>Na žádný další den svozu není nic objednané.</p>
      )}
      <Form method="get" aria-label="Jiný den">
        <TextField form="den" name="den" type="date" label="Den svozu" defaultValue={date} />
        <button type="submit" className="button button--secondary">
          Zobrazit
        </button>
      </Form>
      <h2>{label}</h2>
      {orders.length === 0 ? (
        <p role="status">Na tento den není objednaný žádný svoz navíc.</p>
      ) : (
        <>
          <p>
            <a href={`/soubory/urad/odpad/svozy-navic-${date}.csv`} download>
              Stáhnout seznam pro svozovou firmu (CSV)
            </a>
          </p>
          <ScrollTable caption={<>Svozy navíc: {orders.length}</>}>
            <thead>
              <tr>
                <th scope="col">Adresa</th>
                <th scope="col">Nádoba</th>
                <th scope="col">Poznámka</th>
                <th scope="col">Objednal(a)</th>
                <th scope="col" className="numeric">
                  Cena (Kč)
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.address}</td>
                  <td>
                    {WASTE_KINDS[o.bin.kind] ?? o.bin.kind} {o.bin.volume} l, {o.bin.code}
                  </td>
                  <td>{o.note || '—'}</td>
                  <td>
                    {o.resident.name}
                    <div>{o.resident.email}</div>
                  </td>
                  <td className="numeric">
                    {o.price ? `${formatNumber(o.price, 0)}${o.paid ? ', zaplaceno' : ', nezaplaceno'}` : 'zdarma'}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </StaffLayout>
  );
}
