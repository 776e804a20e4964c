import { Form } from 'react-router';
import type { OfficeOrder, OrderStep } from '../schemas.ts';

/** The buttons an order in its state offers at the counter; they post to the orders page. */
export function OrderSteps({ order, busy }: { order: OfficeOrder; busy: boolean }) {
  const open = order.state === 'new' || order.state === 'ready';
  const steps: [OrderStep, string, boolean][] = [
    ['ready', 'Připraveno k vyzvednutí', order.state === 'new'],
    ['picked_up', order.paid ? 'Vydáno' : 'Zaplaceno a vydáno', open],
    ['paid', 'Zaplaceno', open && !order.paid],
    ['cancel', 'Zrušit', open],
  ];
  const offered = steps.filter(([, , shown]) => shown);
  if (offered.length === 0) return null;
  return (
    <Form method="post" action="/sprava/obchod" className="button-row">
      <input type="hidden" name="id" value={order.id} />
      {offered.map(([step, label]) => (
        <button
          key={step}
          type="submit"
          name="step"
          value={step}
          className={`button ${step === 'cancel' ? 'button--secondary' : 'button--primary'}`}
          disabled={busy}
        >
          {label}
          <span className="visually-hidden">: objednávka {order.number}</span>
        </button>
      ))}
    </Form>
  );
}
