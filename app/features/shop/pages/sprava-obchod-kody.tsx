import { Form, useActionData, useNavigation } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { RadioField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { ShopTabs } from '../components/shop-tabs.tsx';
import { type OfficeVoucher, voucherInput } from '../schemas.ts';
import type { Route } from './+types/sprava-obchod-kody';

const FORM = 'kod';
const LABELS = {
  code: 'Kód',
  description: 'Popis pro kupující',
  kind: 'Druh slevy',
  value: 'Výše slevy (procenta, nebo Kč)',
  activeFrom: 'Platí od (nepovinné)',
  activeTo: 'Platí do (nepovinné)',
  quantity: 'Nejvýše použití celkem (nepovinné)',
  quantityPerUser: 'Nejvýše použití na osobu (nepovinné)',
  minimalPrice: 'Nákup alespoň za Kč (nepovinné)',
};

export const meta: Route.MetaFunction = () =>
  siteMeta('Obchod – slevové kódy', 'Slevové kódy obchodu a jejich pravidla.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  return { vouchers: await context.services.shop.officeVouchers(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    const input = parseForm(voucherInput, form);
    await context.services.shop.createVoucher(context.ctx, input);
    return { done: true as const, message: `Kód ${input.code} je vytvořený.` };
  });
}

function rules(v: OfficeVoucher): string {
  return [
    v.active_from || v.active_to
      ? `platí ${v.active_from ? `od ${formatDay(v.active_from)}` : ''} ${v.active_to ? `do ${formatDay(v.active_to)}` : ''}`.trim()
      : null,
    v.quantity !== null ? `nejvýše ${v.quantity}× celkem` : null,
    v.quantity_per_user !== null ? `${v.quantity_per_user}× na osobu` : null,
    v.minimal_price !== null ? `při nákupu od ${formatCrowns(v.minimal_price)}` : null,
    v.service_type !== 'eshop' ? `služba ${v.service_type}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export default function ShopVouchers({ loaderData }: Route.ComponentProps) {
  const { vouchers } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const failed = result && !('done' in result && result.done) ? result : undefined;
  const values = failed?.values ?? {};
  const errors = failed?.errors ?? {};
  return (
    <StaffLayout>
      <h1>Obchod</h1>
      <ShopTabs current="kody" />
      <ScrollTable caption="Slevové kódy">
        <thead>
          <tr>
            <th scope="col">Kód</th>
            <th scope="col">Sleva</th>
            <th scope="col">Pravidla</th>
            <th scope="col">Použito</th>
          </tr>
        </thead>
        <tbody>
          {vouchers.map((v) => (
            <tr key={v.id}>
              <td>
                <strong>{v.code}</strong>
                {v.description ? (
                  <>
                    <br />
                    {v.description}
                  </>
                ) : null}
              </td>
              <td>{v.percent !== null ? `${v.percent} %` : formatCrowns(v.amount ?? 0)}</td>
              <td>{rules(v) || 'bez omezení'}</td>
              <td className="numeric">{v.used}×</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <h2>Nový kód</h2>
      {result && 'done' in result && result.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <ErrorSummary form={FORM} errors={errors} labels={LABELS} />
      <Form method="post" noValidate key={vouchers.length}>
        <TextField
          form={FORM}
          name="code"
          label={LABELS.code}
          hint="Písmena bez diakritiky, číslice a pomlčky; velikost písmen nerozhoduje."
          maxLength={64}
          autoComplete="off"
          defaultValue={values.code}
          errors={errors.code}
        />
        <TextField
          form={FORM}
          name="description"
          label={LABELS.description}
          maxLength={200}
          defaultValue={values.description}
          errors={errors.description}
        />
        <RadioField
          form={FORM}
          name="kind"
          label={LABELS.kind}
          defaultValue={values.kind ?? 'percent'}
          errors={errors.kind}
          options={[
            { value: 'percent', label: 'Procenta z ceny zboží' },
            { value: 'amount', label: 'Částka v Kč' },
          ]}
        />
        <TextField
          form={FORM}
          name="value"
          label={LABELS.value}
          inputMode="decimal"
          defaultValue={values.value}
          errors={errors.value}
        />
        <TextField
          form={FORM}
          name="activeFrom"
          type="date"
          label={LABELS.activeFrom}
          defaultValue={values.activeFrom}
          errors={errors.activeFrom}
        />
        <TextField
          form={FORM}
          name="activeTo"
          type="date"
          label={LABELS.activeTo}
          defaultValue={values.activeTo}
          errors={errors.activeTo}
        />
        <TextField
          form={FORM}
          name="quantity"
          label={LABELS.quantity}
          inputMode="numeric"
          defaultValue={values.quantity}
          errors={errors.quantity}
        />
        <TextField
          form={FORM}
          name="quantityPerUser"
          label={LABELS.quantityPerUser}
          inputMode="numeric"
          defaultValue={values.quantityPerUser}
          errors={errors.quantityPerUser}
        />
        <TextField
          form={FORM}
          name="minimalPrice"
          label={LABELS.minimalPrice}
          inputMode="decimal"
          defaultValue={values.minimalPrice}
          errors={errors.minimalPrice}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          Vytvořit kód
        </button>
      </Form>
    </StaffLayout>
  );
}
