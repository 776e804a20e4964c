import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { WASTE_KINDS } from '../bins.ts';
import { priceListSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-odpad-cenik';

export const meta: Route.MetaFunction = () => siteMeta('Ceník svozů navíc – správa', 'Ceny svozů navíc podle nádoby.');

/** Rows for new prices below the ones there are. */
const SPARE = 2;

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  return { list: await context.services.waste.priceList(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  const form = await readForm(request);
  const kinds = form.getAll('kind').map(String);
  const volumes = form.getAll('volume').map(String);
  const prices = form.getAll('price').map(String);
  // A row with neither volume nor price is an empty spare row, or one the clerk cleared to remove it.
  const rows = kinds
    .map((kind, i) => ({ kind, volume: volumes[i] ?? '', price: prices[i] ?? '' }))
    .filter((r) => r.volume.trim() || r.price.trim());
  const values = Object.fromEntries(
    rows.flatMap((r, i) => [
      [`kind.${i}`, r.kind],
      [`volume.${i}`, r.volume],
      [`price.${i}`, r.price],
    ]),
  );
  return formAction(values, async () => {
    await context.services.waste.savePriceList(context.ctx, parseInput(priceListSchema, { prices: rows }));
    return redirect('/sprava/odpad/cenik?hotovo=1');
  });
}

export default function PriceList({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const rows = [
    ...loaderData.list.prices.map((p) => ({
      key: `${p.kind}-${p.volume}`,
      kind: p.kind,
      volume: String(p.volume),
      price: String(p.price),
    })),
    ...Array.from({ length: SPARE }, (_, n) => ({ key: `novy-${n}`, kind: 'smesny', volume: '', price: '' })),
  ];
  const labels = Object.fromEntries(
    rows.flatMap((_, i) => [
      [`prices.${i}.volume`, `Řádek ${i + 1}: objem`],
      [`prices.${i}.price`, `Řádek ${i + 1}: cena`],
    ]),
  );
  return (
    <StaffLayout>
      <BackTo to="/sprava/odpad" title="Evidence nádob" />
      <h1>Ceník svozů navíc</h1>
      <p>
        Cena jednoho svozu navíc podle druhu a objemu nádoby. Nádoba, která v ceníku není, se vyveze zdarma. Řádek
        odeberete vymazáním objemu i ceny. Objednávky z dřívějška si svou cenu ponechají.
      </p>
      {search.get('hotovo') && !result ? (
        <Notice type="success">
          <p>Ceník je uložený.</p>
        </Notice>
      ) : null}
      <FormProblems form="cenik" result={result} labels={labels} />
      <Form method="post" noValidate key={JSON.stringify(loaderData.list)}>
        {rows.map((r, i) => (
          <fieldset key={r.key}>
            <legend>
              {r.volume
                ? `${WASTE_KINDS[r.kind]} ${r.volume} l`
                : `Nový řádek ${i + 1 - loaderData.list.prices.length}`}
            </legend>
            <SelectField
              form={`cenik-${i}`}
              name="kind"
              label="Druh odpadu"
              defaultValue={r.kind}
              options={Object.entries(WASTE_KINDS).map(([value, label]) => ({ value, label }))}
            />
            <TextField
              form={`cenik-${i}`}
              name="volume"
              label="Objem (litry)"
              inputMode="numeric"
              defaultValue={r.volume}
              errors={result?.errors?.[`prices.${i}.volume`]}
            />
            <TextField
              form={`cenik-${i}`}
              name="price"
              label="Cena svozu navíc (Kč)"
              inputMode="numeric"
              defaultValue={r.price}
              errors={result?.errors?.[`prices.${i}.price`]}
            />
          </fieldset>
        ))}
        <button type="submit" className="button">
          Uložit ceník
        </button>
      </Form>
    </StaffLayout>
  );
}
