import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { formatPrice } from '../../../../common/price.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import fields from '../../../components/ui/form-fields.module.css';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { formValues, requireUser } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { WASTE_KINDS } from '../bins.ts';
import { pickupDate } from '../pickup-date.ts';
import { binParams, orderPickupInput } from '../schemas.ts';
import type { Route } from './+types/order-pickup';

const FORM = 'svoz';
const LABELS = { date: 'Den svozu', note: 'Poznámka pro svozovou firmu (nepovinné)' };

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { id } = parseParams(binParams, params);
  return { bin: await context.services.waste.binDetail(context.ctx, id) };
}

export const meta: Route.MetaFunction = () =>
  siteMeta('Objednat svoz navíc | Moje odpady', 'Objednávka svozu nádoby navíc.');

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { id } = parseParams(binParams, params);
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    const order = await context.services.waste.orderPickup(context.ctx, id, parseForm(orderPickupInput, form));
    return redirect(`/ucet/moje-odpady/nadoba/${id}?objednano=${order.id}`);
  });
}

export default function OrderPickup({ loaderData }: Route.ComponentProps) {
  const { bin } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const name = `${WASTE_KINDS[bin.kind] ?? bin.kind}, ${bin.volume} l`;
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.orderPickupInput), result);
  const errors = checks.errors;
  return (
    <div>
      <Breadcrumbs
        items={[
          { text: 'Moje odpady', to: '/ucet/moje-odpady' },
          { text: name, to: `/ucet/moje-odpady/nadoba/${bin.id}` },
          { text: 'Objednat svoz navíc' },
        ]}
      />
      <h1>Objednat svoz navíc</h1>
      <p>
        {name}, {bin.address.street}.{' '}
        {bin.extra_price > 0
          ? `Svoz navíc stojí ${formatPrice(bin.extra_price)}; platbu najdete po objednání ve svých závazcích.`
          : 'Svoz tříděného odpadu navíc je zdarma.'}
      </p>
      <ErrorSummary form={FORM} errors={errors} labels={LABELS} attempt={checks.attempt} />
      <Form method="post" {...checks.form}>
        <fieldset
          className={`${fields.field} ${errors.date?.length ? fields.invalid : ''}`}
          aria-describedby={errors.date?.length ? `${FORM}-date-error` : undefined}
        >
          <legend className={fields.label}>{LABELS.date}</legend>
          {errors.date?.length ? (
            <p id={`${FORM}-date-error`} className={fields.error}>
              <span className="visually-hidden">Chyba: </span>
              {errors.date.join(' ')}
            </p>
          ) : null}
          {bin.order_days.map((day, i) => (
            <div key={day} className={fields.checkbox}>
              <input
                type="radio"
                name="date"
                value={day}
                id={i === 0 ? `${FORM}-date` : `${FORM}-date-${i}`}
                defaultChecked={result?.values?.date === day}
              />
              <label htmlFor={i === 0 ? `${FORM}-date` : `${FORM}-date-${i}`}>
                {pickupDate({ date: day, moved_from: null, holiday: null })}
              </label>
            </div>
          ))}
        </fieldset>
        <TextAreaField
          form={FORM}
          name="note"
          label={LABELS.note}
          rows={3}
          maxLength={500}
          defaultValue={result?.values?.note}
          errors={errors.note}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Objednat svoz
        </button>
      </Form>
    </div>
  );
}
