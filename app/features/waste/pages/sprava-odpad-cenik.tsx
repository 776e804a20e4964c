import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { DefaultSubmit, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { readForm, readSubmission, submissionAction } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { WASTE_KINDS } from '../bins.ts';
import { type PriceList as Prices, priceListSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-odpad-cenik';

export const meta: Route.MetaFunction = () => siteMeta('Ceník svozů navíc – správa', 'Ceny svozů navíc podle nádoby.');

const KIND_OPTIONS = Object.entries(WASTE_KINDS).map(([value, label]) => ({ value, label }));

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  return { list: await context.services.waste.priceList(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  const submission = readSubmission(priceListSchema, await readForm(request));
  return submissionAction(submission, async (list) => {
    await context.services.waste.savePriceList(context.ctx, list);
    return redirect('/sprava/odpad/cenik?hotovo=1');
  });
}

export default function PriceList({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <StaffLayout>
      <BackTo to="/sprava/odpad" title="Evidence nádob" />
      <h1>Ceník svozů navíc</h1>
      <p>
        Cena jednoho svozu navíc podle druhu a objemu nádoby. Nádoba, která v ceníku není, se vyveze zdarma. Řádky
        přidáte a odeberete tlačítky u ceníku; změny platí, až ceník uložíte. Objednávky z dřívějška si svou cenu
        ponechají.
      </p>
      {search.get('hotovo') && !result ? (
        <Notice type="success">
          <p>Ceník je uložený.</p>
        </Notice>
      ) : null}
      {/* A saved list starts the form again from what was saved. */}
      <PriceListForm key={JSON.stringify(loaderData.list)} prices={loaderData.list.prices} result={result} />
    </StaffLayout>
  );
}

/** The rows of the price list: Conform's field list, with buttons that add and remove a row. */
function PriceListForm({ prices, result }: { prices: Prices['prices']; result: FormResult | undefined }) {
  const checks = useFormChecks(priceListSchema, result, {}, { prices });
  const list = checks.fields.prices;
  const rows = list.getFieldList();
  const labels = Object.fromEntries(
    rows.flatMap((_, i) => [
      [`prices[${i}].volume`, `Řádek ${i + 1}: objem`],
      [`prices[${i}].price`, `Řádek ${i + 1}: cena`],
    ]),
  );
  return (
    <>
      <FormProblems
        form="cenik"
        result={{ message: result?.message, errors: checks.errors }}
        labels={labels}
        attempt={checks.attempt}
      />
      <Form method="post" {...checks.form}>
        {/* Enter in a row's field saves the price list; it would otherwise press the first row's removal. */}
        <DefaultSubmit>Uložit ceník</DefaultSubmit>
        {rows.length === 0 ? <p>Ceník je prázdný: každý svoz navíc je zdarma.</p> : null}
        {rows.map((row, i) => {
          const field = row.getFieldset();
          const kind = field.kind.initialValue;
          const volume = field.volume.initialValue;
          return (
            <fieldset key={row.key}>
              <legend>{kind && volume ? `${WASTE_KINDS[kind] ?? kind} ${volume} l` : `Řádek ${i + 1}`}</legend>
              <SelectField
                form="cenik"
                name={field.kind.name}
                label="Druh odpadu"
                defaultValue={kind}
                options={KIND_OPTIONS}
                errors={field.kind.errors}
              />
              <TextField
                form="cenik"
                name={field.volume.name}
                label="Objem (litry)"
                inputMode="numeric"
                defaultValue={volume}
                errors={field.volume.errors}
              />
              <TextField
                form="cenik"
                name={field.price.name}
                label="Cena svozu navíc (Kč)"
                inputMode="numeric"
                defaultValue={field.price.initialValue}
                errors={field.price.errors}
              />
              <button
                className="button button--secondary"
                {...checks.conform.remove.getButtonProps({ name: list.name, index: i })}
              >
                Odebrat řádek {i + 1}
              </button>
            </fieldset>
          );
        })}
        <p>
          <button
            className="button button--secondary"
            {...checks.conform.insert.getButtonProps({ name: list.name, defaultValue: { kind: 'smesny' } })}
          >
            Přidat řádek
          </button>
        </p>
        <button type="submit" className="button">
          Uložit ceník
        </button>
      </Form>
    </>
  );
}
