import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import { BankPaymentHead, BankPaymentRow } from '../components/bank-payment-row.tsx';
import { StateList } from '../components/state-list.tsx';
import { paymentQueueQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-platby-fronta';
import { loadStateList } from './load.server.ts';

export const meta: Route.MetaFunction = () =>
  siteMeta('Fronta plateb – správa', 'Platby z výpisů, které čekají na rozhodnutí finančního odboru.');

const TABS = [
  { state: 'open', text: 'Čekají na rozhodnutí' },
  { state: 'resolved', text: 'Vyřízené' },
  { state: 'matched', text: 'Spárované automaticky' },
] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadStateList(args, paymentQueueQuery, (commitments, ctx, query) => commitments.paymentQueue(ctx, query));
}

export default function PaymentQueue({ loaderData }: Route.ComponentProps) {
  const { rows, state } = loaderData;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Fronta plateb</h1>
      <StateList
        label="Výběr plateb"
        tabs={TABS}
        list={loaderData}
        empty={state === 'open' ? 'Žádná platba nečeká na rozhodnutí.' : 'Žádné platby.'}
      >
        <BankPaymentHead />
        <tbody>
          {rows.map((p) => (
            <BankPaymentRow key={p.id} p={p} />
          ))}
        </tbody>
      </StateList>
    </StaffLayout>
  );
}
