import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { BankPaymentHead, BankPaymentRow } from '../components/bank-payment-row.tsx';
import { StateTabs } from '../components/state-tabs.tsx';
import { paymentQueueQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-platby-fronta';

export const meta: Route.MetaFunction = () =>
  siteMeta('Fronta plateb – správa', 'Platby z výpisů, které čekají na rozhodnutí finančního odboru.');

const PER_PAGE = 50;
const TABS = [
  { state: 'open', text: 'Čekají na rozhodnutí' },
  { state: 'resolved', text: 'Vyřízené' },
  { state: 'matched', text: 'Spárované automaticky' },
] as const;

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const page = pageParam(url);
  const query = parseParams(paymentQueueQuery, {
    state: url.searchParams.get('stav') || 'open',
    page: String(page),
    perPage: String(PER_PAGE),
  });
  const { rows, total } = await context.services.commitments.paymentQueue(context.ctx, query);
  return { rows, total, state: query.state, page, pages: Math.ceil(total / PER_PAGE) };
}

export default function PaymentQueue({ loaderData }: Route.ComponentProps) {
  const { rows, total, state, page, pages } = loaderData;
  const current = TABS.find((tab) => tab.state === state)!;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Fronta plateb</h1>
      <StateTabs label="Výběr plateb" tabs={TABS} current={state} />
      {rows.length === 0 ? (
        <p role="status">{state === 'open' ? 'Žádná platba nečeká na rozhodnutí.' : 'Žádné platby.'}</p>
      ) : (
        <ScrollTable
          caption={
            <>
              {current.text}: {total}
            </>
          }
        >
          <BankPaymentHead />
          <tbody>
            {rows.map((p) => (
              <BankPaymentRow key={p.id} p={p} />
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
