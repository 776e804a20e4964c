import { Link } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { formatNumber } from '../../../../common/price.ts';
import { BANK_PAYMENT_LABELS, type BankPayment } from '../schemas.ts';

/** The head of a table of bank payments; `BankPaymentRow` fills its rows. */
export const BankPaymentHead = () => (
  <thead>
    <tr>
      <th scope="col">Řádek</th>
      <th scope="col">Plátce</th>
      <th scope="col">VS</th>
      <th scope="col" className="numeric">
        Částka (Kč)
      </th>
      <th scope="col">Stav</th>
      <th scope="col">Předpis</th>
    </tr>
  </thead>
);

/** One payment of a statement: its line, who paid, how much, and what became of it (a link to decide it). */
export function BankPaymentRow({ p }: { p: BankPayment }) {
  return (
    <tr>
      <td>{p.line}</td>
      <td>
        {p.counter_name || p.counter_account || (p.raw ? <code>{p.raw.slice(0, 40)}…</code> : '—')}
        {p.value_date ? <div>{formatDay(p.value_date)}</div> : null}
      </td>
      <td>{p.variable_symbol || '—'}</td>
      <td className="numeric">{p.amount === null ? '?' : formatNumber(p.amount, p.amount % 1 ? 2 : 0)}</td>
      <td>
        {BANK_PAYMENT_LABELS[p.status]}
        {p.reason ? <div>{p.reason}</div> : null}
        {p.resolution ? (
          <div>
            {p.resolution === 'paid' ? 'Uhrazeno' : 'Vyřízeno jinak'}: {p.resolved_by}
          </div>
        ) : p.status !== 'matched' ? (
          <div>
            <Link to={`/sprava/platby/fronta/${p.id}`}>
              Rozhodnout<span className="visually-hidden"> o platbě z řádku {p.line}</span>
            </Link>
          </div>
        ) : null}
      </td>
      <td>{p.commitment ? `${p.commitment.title} (${p.commitment.resident})` : '—'}</td>
    </tr>
  );
}
