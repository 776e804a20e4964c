import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { cartMessages } from '../../../../common/messages.ts';
import { formatPhone } from '../../../../common/phone.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { RadioField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { clearGuestCartCookie } from '../../../lib/guest-cart.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { formCart } from '../cart-form.server.ts';
import styles from '../components/shop.module.css';
import { checkoutInput, PAYMENT_METHODS } from '../schemas.ts';
import type { Route } from './+types/kosik-objednavka';

const FORM = 'objednavka';
const LABELS = {
  name: 'Jméno a příjmení',
  email: 'E-mail',
  phone: 'Telefon (nepovinné)',
  store: 'Kde objednávku vyzvednete',
  payment: 'Platba',
  note: 'Poznámka k objednávce (nepovinné)',
  cart: 'Košík',
};

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const found = await formCart(context, request, { create: false });
  if (!found) throw data(cartMessages.load, { status: 503 });
  if (!found.cart?.items.length) throw redirect('/kosik');
  const [stores, me, transfer] = await Promise.all([
    context.services.shop.stores(context.ctx),
    context.me(),
    context.services.commitments.hasTownAccount(context.ctx),
  ]);
  return data(
    {
      cart: found.cart,
      stores: stores.filter((s) => s.pickup),
      transfer,
      contact: me
        ? {
            name: `${me.firstname} ${me.lastname}`,
            email: me.email,
            phone: me.phone ? formatPhone(me.phone_prefix, me.phone) : '',
          }
        : null,
    },
    { headers: found.headers },
  );
}

export const meta: Route.MetaFunction = () => siteMeta('Objednávka', 'Kontakt, místo vyzvednutí a způsob platby.');

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  const values = formValues(form);
  const found = await formCart(context, request, { create: false });
  if (!found?.cart) return redirect('/kosik');
  const { cart, token } = found;
  return formAction(values, async () => {
    const order = await context.services.shop.placeOrder(context.ctx, cart.id, token, parseForm(checkoutInput, form));
    const headers = new Headers();
    if (cart.tempId) headers.append('Set-Cookie', clearGuestCartCookie(context.secure));
    return redirect(`${order.path}?objednano=1`, { headers });
  });
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { cart, stores, contact, transfer } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const payments = Object.entries(PAYMENT_METHODS).filter(([key]) => transfer || key !== 'qr');
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[{ text: 'Obchod', to: '/obchod' }, { text: 'Košík', to: '/kosik' }, { text: 'Objednávka' }]}
      />
      <h1>Objednávka</h1>
      <p>
        {cart.count} ks zboží za {formatCrowns(cart.total)}
        {cart.discount ? ` (po slevě ${formatCrowns(cart.discount)})` : ''}. <Link to="/kosik">Upravit košík</Link>
      </p>
      <FormProblems form={FORM} result={result} labels={LABELS} />
      <Form method="post" noValidate>
        <TextField
          form={FORM}
          name="name"
          label={LABELS.name}
          autoComplete="name"
          maxLength={120}
          defaultValue={values.name ?? contact?.name}
          errors={errors.name}
        />
        <TextField
          form={FORM}
          name="email"
          type="email"
          label={LABELS.email}
          hint="Pošleme na něj potvrzení a zprávu, až bude objednávka připravená."
          autoComplete="email"
          defaultValue={values.email ?? contact?.email}
          errors={errors.email}
        />
        <TextField
          form={FORM}
          name="phone"
          type="tel"
          label={LABELS.phone}
          autoComplete="tel"
          maxLength={30}
          defaultValue={values.phone ?? contact?.phone}
          errors={errors.phone}
        />
        <RadioField
          form={FORM}
          name="store"
          label={LABELS.store}
          errors={errors.store}
          defaultValue={values.store ?? stores[0]?.slug}
          options={stores.map((s) => ({
            value: s.slug,
            label: `${s.name}, ${s.address.street}, ${s.address.city}`,
          }))}
        />
        <RadioField
          form={FORM}
          name="payment"
          label={LABELS.payment}
          errors={errors.payment}
          defaultValue={values.payment ?? payments[0]?.[0]}
          hint={
            contact
              ? 'Platbu převodem najdete i ve svých závazcích v účtu.'
              : 'QR kód pro platbu převodem uvidíte hned po odeslání objednávky.'
          }
          options={payments.map(([value, label]) => ({ value, label }))}
        />
        <TextAreaField
          form={FORM}
          name="note"
          label={LABELS.note}
          rows={3}
          maxLength={1000}
          defaultValue={values.note}
          errors={errors.note}
        />
        <p className={styles.grand}>Celkem k zaplacení: {formatCrowns(cart.total)}</p>
        <button type="submit" className="button button--primary" disabled={busy}>
          Objednat
        </button>
      </Form>
    </div>
  );
}
