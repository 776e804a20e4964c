import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { StateList } from '../components/state-list.tsx';
import { creditQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-preplatky';
import { loadStateList } from './load.server.ts';

export const meta: Route.MetaFunction = () =>
  siteMeta('Přeplatky – správa', 'Co občané zaplatili navíc: k vrácení nebo k započtení na další předpis.');

const TABS = [
  { state: 'open', text: 'Čekají na vrácení nebo započtení' },
  { state: 'resolved', text: 'Vyřízené' },
] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadStateList(args, creditQuery, (commitments, ctx, query) => commitments.credits(ctx, query));
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  const { rows, state } = loaderData;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Přeplatky</h1>
      <p>
        Co občan zaplatil nad rámec předpisu. Přeplatek mu vraťte, nebo ho započtěte na jeho další nezaplacený předpis.
      </p>
      <StateList
        label="Výběr přeplatků"
        tabs={TABS}
        list={loaderData}
        empty={state === 'open' ? 'Žádný přeplatek nečeká.' : 'Žádné přeplatky.'}
      >
        <thead>
          <tr>
            <th scope="col">Občan</th>
            <th scope="col">Přijato</th>
            <th scope="col" className="numeric">
              Přeplatek
            </th>
            <th scope="col" className="numeric">
              Zbývá
            </th>
            <th scope="col">Stav</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((k) => (
            <tr key={k.id}>
              <td>
                <Link to={`/sprava/platby/preplatky/${k.id}`}>{k.resident.name}</Link>
                <div>{k.resident.email}</div>
              </td>
              <td>
                {formatDay(k.received_on)}
                {k.payment ? <div>{`${k.payment.filename}, řádek ${k.payment.line}`}</div> : null}
              </td>
              <td className="numeric">{formatCrowns(k.amount)}</td>
              <td className="numeric">{formatCrowns(k.remaining)}</td>
              <td>
                {k.resolution === 'refunded'
                  ? `Vráceno: ${k.resolved_by}`
                  : k.resolution === 'applied'
                    ? `Započteno: ${k.resolved_by}`
                    : 'Čeká'}
              </td>
            </tr>
          ))}
        </tbody>
      </StateList>
    </StaffLayout>
  );
}
