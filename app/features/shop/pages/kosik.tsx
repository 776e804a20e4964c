import { useEffect } from 'react';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { cartMessages } from '../../../../common/messages.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { useSnackbar } from '../../../components/ui/snackbar.tsx';
import { trackCartChange } from '../../../lib/analytics.client.ts';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { unlessMissing } from '../../../lib/refusals.server.ts';
import { formCart } from '../cart-form.server.ts';
import styles from '../components/shop.module.css';
import { voucherMessage } from '../messages.ts';
import { type CartUpdate, cartPageInput } from '../schemas.ts';
import type { Route } from './+types/kosik';

const FORM = 'kosik';

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const found = await formCart(context, request, { create: false });
  if (!found) throw data(cartMessages.load, { status: 503 });
  return data({ cart: found.cart }, { headers: found.headers });
}

export const meta: Route.MetaFunction = () => siteMeta('Košík', 'Zboží vybrané v obchodě města před objednáním.');

/** What a cart form answers: the change for the analytics, a sentence, or what was refused. */
interface Answer {
  done: boolean;
  change?: CartUpdate;
  message?: string;
  errors: Record<string, string[]>;
  values?: Record<string, string>;
}

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const values = formValues(await readForm(request));
  const found = await formCart(context, request, { create: false });
  if (!found?.cart) return redirect('/kosik');
  const { cart, token } = found;
  const shop = context.services.shop;
  return formAction(values, async (): Promise<Answer | ReturnType<typeof data<Answer>>> => {
    const input = parseInput(cartPageInput, values);
    switch (input.intent) {
      case 'mnozstvi': {
        const line = cart.items.find((i) => i.variant_id === input.variantId);
        if (!line) throw redirect('/kosik');
        const change = await shop.updateCart(context.ctx, cart.id, token, {
          id: line.product.id,
          variantId: line.variant_id,
          note: line.note,
          quantity: input.quantity,
        });
        return { done: true, change, errors: {} };
      }
      case 'odebrat':
        // Taken out twice (a second click, another tab) is taken out.
        return {
          done: true,
          change: (await unlessMissing(shop.removeItem(context.ctx, cart.id, token, input.variantId))) ?? undefined,
          errors: {},
        };
      case 'kod': {
        const added = await shop.addVoucher(context.ctx, cart.id, token, {
          voucherCode: input.voucherCode,
          serviceType: 'eshop',
        });
        if ('refusal' in added) {
          const message = voucherMessage(added.refusal.error, added.refusal.value);
          return data<Answer>({ done: false, message, errors: { voucherCode: [message] }, values }, { status: 404 });
        }
        return { done: true, message: 'Slevový kód je uplatněný.', errors: {} };
      }
      case 'odebrat-kod':
        await unlessMissing(shop.removeVoucher(context.ctx, cart.id, token, input.voucherId));
        return { done: true, errors: {} };
      case 'vysypat':
        await shop.deleteCart(context.ctx, cart.id, token);
        throw redirect('/kosik');
    }
  });
}

/** With JavaScript: a failure on the way (the server down, an error) is said by the snackbar, each operation its own. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = intent === 'odebrat-kod' ? cartMessages.voucherDelete : cartMessages.add;
    return { done: false, message, errors: {} } satisfies Answer;
  }
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart } = loaderData;
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const show = useSnackbar();
  useEffect(() => {
    if (!result) return;
    if ('change' in result && result.change) trackCartChange(result.change);
    if (!result.done && Object.keys(result.errors ?? {}).length === 0) {
      show({
        type: 'danger',
        message:
          result.values?.intent === 'odebrat-kod' ? cartMessages.voucherDelete : (result.message ?? cartMessages.add),
      });
    }
  }, [result, show]);
  const failedLine = result && !result.done ? Number(result.values?.variantId) : null;
  const items = cart?.items ?? [];
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Obchod', to: '/obchod' }, { text: 'Košík' }]} />
      <h1>Košík</h1>
      {items.length === 0 ? (
        <>
          <p>Košík je prázdný.</p>
          <p>
            <Link to="/obchod" className="button button--primary">
              Do obchodu
            </Link>
          </p>
        </>
      ) : (
        <>
          {cart?.group ? (
            <Notice type="info">
              <p>
                Ceny jsou po slevě {cart.group.discount} % pro skupinu {cart.group.description}.
              </p>
            </Notice>
          ) : null}
          <table className={styles.lines}>
            <caption className="visually-hidden">Zboží v košíku</caption>
            <thead>
              <tr>
                <th scope="col">Zboží</th>
                <th scope="col">Počet kusů</th>
                <th scope="col" className={styles.amount}>
                  Cena
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const id = `${FORM}-quantity-${item.variant_id}`;
                const errors = failedLine === item.variant_id ? result?.errors?.quantity : undefined;
                return (
                  <tr key={item.variant_id}>
                    <td>
                      <Link to={`/${item.product.slug}`}>{item.product.name}</Link>
                      <br />
                      {item.variant_name}, {formatCrowns(item.product.price)} za kus
                      {item.note ? (
                        <>
                          <br />
                          Poznámka: {item.note}
                        </>
                      ) : null}
                      {item.stock < item.quantity ? (
                        <p className={styles.soldOut}>
                          {item.stock === 0 ? 'Vyprodáno, odeberte prosím.' : `Skladem jen ${item.stock} ks.`}
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <Form method="post" className={styles.quantity}>
                        <input type="hidden" name="intent" value="mnozstvi" />
                        <input type="hidden" name="variantId" value={item.variant_id} />
                        <label htmlFor={id} className="visually-hidden">
                          Počet kusů: {item.product.name}, {item.variant_name}
                        </label>
                        <input
                          id={id}
                          name="quantity"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={Math.max(1, item.stock)}
                          defaultValue={item.quantity}
                          aria-invalid={errors ? true : undefined}
                          aria-describedby={errors ? `${id}-error` : undefined}
                        />
                        <button type="submit" className="button button--secondary" disabled={busy}>
                          Změnit<span className="visually-hidden"> počet: {item.product.name}</span>
                        </button>
                      </Form>
                      {errors ? (
                        <p id={`${id}-error`} className={styles.soldOut}>
                          {errors.join(' ')}
                        </p>
                      ) : null}
                      <Form method="post">
                        <input type="hidden" name="intent" value="odebrat" />
                        <input type="hidden" name="variantId" value={item.variant_id} />
                        <button type="submit" className="button button--link" disabled={busy}>
                          Odebrat
                          <span className="visually-hidden">
                            : {item.product.name}, {item.variant_name}
                          </span>
                        </button>
                      </Form>
                    </td>
                    <td className={styles.amount}>{formatCrowns(item.total)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>

          <section aria-labelledby="slevove-kody">
            <h2 id="slevove-kody">Slevový kód</h2>
            {cart?.vouchers.length ? (
              <ul>
                {cart.vouchers.map((v) => (
                  <li key={v.id}>
                    <strong>{v.code}</strong>
                    {v.description ? `: ${v.description}` : null} (−{formatCrowns(v.discount)}){' '}
                    <Form method="post" className={styles.inline}>
                      <input type="hidden" name="intent" value="odebrat-kod" />
                      <input type="hidden" name="voucherId" value={v.id} />
                      <button type="submit" className="button button--link" disabled={busy}>
                        Odebrat<span className="visually-hidden"> kód {v.code}</span>
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
            {result?.done && result.message ? (
              <Notice type="success">
                <p>{result.message}</p>
              </Notice>
            ) : null}
            <Form method="post" noValidate className={styles.quantity} key={cart?.vouchers.length}>
              <input type="hidden" name="intent" value="kod" />
              <TextField
                form={FORM}
                name="voucherCode"
                label="Máte slevový kód?"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={64}
                defaultValue={result && !result.done ? result.values?.voucherCode : undefined}
                errors={result && !result.done ? result.errors?.voucherCode : undefined}
              />
              <button type="submit" className="button button--secondary" disabled={busy}>
                Použít kód
              </button>
            </Form>
          </section>

          <dl className={styles.totals}>
            <dt>Zboží</dt>
            <dd>{formatCrowns(cart?.goods ?? 0)}</dd>
            {cart?.discount ? (
              <>
                <dt>Sleva</dt>
                <dd>−{formatCrowns(cart.discount)}</dd>
              </>
            ) : null}
            <dt className={styles.grand}>Celkem</dt>
            <dd className={styles.grand}>{formatCrowns(cart?.total ?? 0)}</dd>
          </dl>
          <div className="button-row">
            <Link to="/kosik/objednavka" className="button button--primary">
              Pokračovat k objednávce
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="vysypat" />
              <button type="submit" className="button button--secondary" disabled={busy}>
                Vysypat košík
              </button>
            </Form>
          </div>
        </>
      )}
    </div>
  );
}
