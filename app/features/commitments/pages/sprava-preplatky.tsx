import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StateTabs } from '../components/state-tabs.tsx';
import { creditQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-preplatky';

export const meta: Route.MetaFunction = () =>
  siteMeta('Přeplatky – správa', 'Co občané zaplatili navíc: k vrácení nebo k započtení na další předpis.');

const PER_PAGE = 50;
const TABS = [
  { state: 'open', text: 'Čekají na vrácení nebo započtení' },
  { state: 'resolved', text: 'Vyřízené' },
] as const;

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const page = pageParam(url);
  const query = parseParams(creditQuery, {
    state: url.searchParams.get('stav') || 'open',
    page: String(page),
    perPage: String(PER_PAGE),
  });
  const { rows, total } = await context.services.commitments.credits(context.ctx, query);
  return { rows, total, state: query.state, page, pages: Math.ceil(total / PER_PAGE) };
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  const { rows, total, state, page, pages } = loaderData;
  const current = TABS.find((tab) => tab.state === state)!;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Přeplatky</h1>
      <p>
        Co občan zaplatil nad rámec předpisu. Přeplatek mu vraťte, nebo ho započtěte na jeho další nezaplacený předpis.
      </p>
      <StateTabs label="Výběr přeplatků" tabs={TABS} current={state} />
      {rows.length === 0 ? (
        <p role="status">{state === 'open' ? 'Žádný přeplatek nečeká.' : 'Žádné přeplatky.'}</p>
      ) : (
        <ScrollTable
          caption={
            <>
              {current.text}: {total}
            </>
          }
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
        </ScrollTable>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(n) => `?${new URLSearchParams({ stav: state, strana: String(n) })}`}
      />
    </StaffLayout>
  );
}
