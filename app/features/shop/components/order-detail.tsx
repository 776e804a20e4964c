import { formatDateTime } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { ORDER_STATE_LABELS, type Order, PAYMENT_METHODS } from '../schemas.ts';
import styles from './shop.module.css';

/** An order as its buyer sees it: state, what was bought, where to pick it up, and how to pay. */
export function OrderDetail({ order }: { order: Order }) {
  const t = order.transfer;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Stav</dt>
        <dd>
          <strong>{ORDER_STATE_LABELS[order.state]}</strong>
        </dd>
        <dt>Objednáno</dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>Vyzvednutí</dt>
        <dd>
          {order.store.name}, {order.store.address.street}, {order.store.address.city} (
          <a href={`/stores#${order.store.slug}`}>otevírací doba</a>)
        </dd>
        <dt>Platba</dt>
        <dd>
          {PAYMENT_METHODS[order.payment]}
          {order.paid ? ', zaplaceno' : order.total === 0 ? ', není co platit' : ''}
        </dd>
      </dl>
      {t ? (
        <section aria-labelledby="zaplatit">
          <h2 id="zaplatit">Zaplatit převodem</h2>
          <div className={styles.payment}>
            <img
              src={`data:image/svg+xml;base64,${btoa(t.qr_svg)}`}
              alt={`QR kód pro platbu ${formatCrowns(order.total)} na účet ${t.account}, variabilní symbol ${order.variable_symbol}`}
              width={220}
              height={220}
              className={styles.qrImage}
            />
            <dl className={styles.facts}>
              <dt>Příjemce</dt>
              <dd>{t.recipient}</dd>
              <dt>Číslo účtu</dt>
              <dd>{t.account}</dd>
              <dt>IBAN</dt>
              <dd>{t.iban}</dd>
              <dt>Částka</dt>
              <dd>{formatCrowns(order.total)}</dd>
              <dt>Variabilní symbol</dt>
              <dd>{order.variable_symbol}</dd>
              <dt>Zpráva pro příjemce</dt>
              <dd>{t.message}</dd>
            </dl>
          </div>
          <p>Objednávku připravíme hned; vydáme ji, až platba dorazí na účet města, nebo ji na místě zaplatíte.</p>
        </section>
      ) : null}
      {order.state === 'cancelled' ? (
        <Notice type="danger">
          <p>Objednávka je zrušená.</p>
        </Notice>
      ) : null}
      <table className={styles.lines}>
        <caption>Objednávka {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Zboží</th>
            <th scope="col" className={styles.amount}>
              Počet
            </th>
            <th scope="col" className={styles.amount}>
              Cena
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={`${i.product_name}-${i.variant_name}`}>
              <td>
                {i.product_name}, {i.variant_name}
                {i.note ? ` (${i.note})` : null}
              </td>
              <td className={styles.amount}>{i.quantity} ks</td>
              <td className={styles.amount}>{formatCrowns(i.total)}</td>
            </tr>
          ))}
          {order.vouchers.map((v) => (
            <tr key={v.code}>
              <td>Slevový kód {v.code}</td>
              <td />
              <td className={styles.amount}>−{formatCrowns(v.discount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Celkem
            </th>
            <td className={`${styles.amount} ${styles.grand}`}>{formatCrowns(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/** Said once, on the page the order form leads to. */
export function Placed({ order }: { order: { number: string; email: string } }) {
  return (
    <Notice type="success">
      <p>
        Děkujeme, objednávku {order.number} jsme přijali. Potvrzení jsme poslali na {order.email}; až bude připravená,
        napíšeme vám.
      </p>
    </Notice>
  );
}
