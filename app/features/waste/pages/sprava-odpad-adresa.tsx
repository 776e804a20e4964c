import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { z } from 'zod';
import { countOf } from '../../../../common/plural.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, TextField } from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { frequencyLabel, WASTE_KINDS } from '../bins.ts';
import { BinFields, type BinValues } from '../components/bin-fields.tsx';
import { addressInput, binChoiceForm, binInput } from '../schemas.ts';
import type { Route } from './+types/sprava-odpad-adresa';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.address ? `${loaderData.address.street} – evidence nádob` : 'Nová adresa – evidence nádob',
    'Adresa v evidenci nádob.',
  );

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
const LABELS = {
  street: 'Ulice a číslo orientační',
  house_number: 'Číslo popisné',
  city: 'Obec',
  zip: 'PSČ',
  kind: 'Druh odpadu',
  volume: 'Objem (litry)',
  weekday: 'Den svozu',
  every_weeks: 'Jednou za kolik týdnů',
  anchor: 'Den některého svozu',
  months: 'Měsíce svozu',
};
const NEW_BIN: BinValues = { kind: 'smesny', volume: '120', weekday: '1', every_weeks: '1', anchor: '', months: [] };

export async function loader({ url, params: raw, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  const { id } = parseParams(params, raw);
  return { address: id ? await context.services.waste.registerAddress(context.ctx, id) : null };
}

export async function action({ request, url, params: raw, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'waste');
  const { id } = parseParams(params, raw);
  const waste = context.services.waste;
  const form = await readForm(request);
  const intent = form.get('intent') ?? 'address';
  const chosen = () => parseForm(binChoiceForm, form);
  // What was typed, to show again in the form it came from (`bin` says which bin's form).
  const values = { ...formValues(form), intent: String(intent), months: form.getAll('months').map(String).join(',') };
  const bin = () => parseForm(binInput, form);
  return formAction(values, async () => {
    if (intent === 'address' || !id) {
      const saved = await waste.saveAddress(context.ctx, id ?? null, parseForm(addressInput, form));
      return redirect(`/sprava/odpad/adresa/${saved.id}?hotovo=adresa`);
    }
    if (intent === 'bin-add') {
      await waste.saveBin(context.ctx, { addressId: id }, bin());
      return redirect(`/sprava/odpad/adresa/${id}?hotovo=nadoba`);
    }
    if (intent === 'bin-delete') {
      await waste.deleteBin(context.ctx, chosen().bin);
      return redirect(`/sprava/odpad/adresa/${id}?hotovo=odebrano`);
    }
    const { bin: binId, new_code: newCode } = chosen();
    await waste.saveBin(context.ctx, { binId, newCode }, bin());
    return redirect(`/sprava/odpad/adresa/${id}?hotovo=ulozeno`);
  });
}

const DONE: Record<string, string> = {
  adresa: 'Adresa je uložená.',
  nadoba: 'Nádoba je přidaná; kód nálepky je v seznamu.',
  ulozeno: 'Nádoba je uložená.',
  odebrano: 'Nádoba je odebraná z evidence.',
};

export default function RegisterAddressPage({ loaderData }: Route.ComponentProps) {
  const { address } = loaderData;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const done = search.get('hotovo');
  const v = result?.values;
  const failed = (intent: string, bin = '0') => v?.intent === intent && (v.bin ?? '0') === bin;
  const binValues = (fallback: BinValues, intent: string, bin = '0'): BinValues =>
    v && failed(intent, bin)
      ? {
          kind: v.kind ?? '',
          volume: v.volume ?? '',
          weekday: v.weekday ?? '',
          every_weeks: v.every_weeks ?? '',
          anchor: v.anchor ?? '',
          months: (v.months ?? '').split(',').filter(Boolean),
        }
      : fallback;
  const problemsFor = failed('address')
    ? 'adresa'
    : v?.intent === 'bin-add'
      ? 'nova-nadoba'
      : v
        ? `nadoba-${v.bin}`
        : 'adresa';
  return (
    <StaffLayout>
      <BackTo to="/sprava/odpad" title="Evidence nádob" />
      <h1>{address ? address.street : 'Nová adresa'}</h1>
      {done && DONE[done] && !result ? (
        <Notice type="success">
          <p>{DONE[done]}</p>
        </Notice>
      ) : null}
      <FormProblems form={problemsFor} result={result} labels={LABELS} />
      <Form method="post" noValidate>
        <TextField
          form="adresa"
          name="street"
          label={LABELS.street}
          required
          defaultValue={failed('address') ? v?.street : address?.street}
          errors={failed('address') ? result?.errors?.street : undefined}
        />
        <TextField
          form="adresa"
          name="house_number"
          label={LABELS.house_number}
          inputMode="numeric"
          required
          defaultValue={failed('address') ? v?.house_number : address?.house_number}
          errors={failed('address') ? result?.errors?.house_number : undefined}
        />
        <TextField
          form="adresa"
          name="city"
          label={LABELS.city}
          defaultValue={failed('address') ? v?.city : (address?.city ?? 'Vzorov')}
          errors={failed('address') ? result?.errors?.city : undefined}
        />
        <TextField
          form="adresa"
          name="zip"
          label={LABELS.zip}
          defaultValue={failed('address') ? v?.zip : (address?.zip ?? '123 45')}
          errors={failed('address') ? result?.errors?.zip : undefined}
        />
        <button type="submit" name="intent" value="address" className="button">
          {address ? 'Uložit adresu' : 'Přidat adresu'}
        </button>
      </Form>
      {address ? (
        <>
          <h2>Nádoby</h2>
          {address.bins.length === 0 ? <p>Na adrese zatím nejsou žádné nádoby.</p> : null}
          {address.bins.map((b) => {
            const label = `${WASTE_KINDS[b.kind] ?? b.kind} ${b.volume} l`;
            return (
              <section key={b.id} aria-labelledby={`nadoba-${b.id}-nadpis`}>
                <h3 id={`nadoba-${b.id}-nadpis`}>
                  {label}, nálepka {b.code}
                </h3>
                <p>
                  {frequencyLabel(b)}.{' '}
                  {b.linked > 0
                    ? `Propojeno s ${countOf(b.linked, { one: 'účtem', few: 'účty', other: 'účty' })} občanů.`
                    : 'Žádný občan ji zatím nepropojil.'}
                </p>
                <details open={failed('bin-save', String(b.id))}>
                  <summary>
                    Upravit<span className="visually-hidden"> nádobu {b.code}</span>
                  </summary>
                  <Form method="post" noValidate>
                    <input type="hidden" name="bin" value={b.id} />
                    <BinFields
                      form={`nadoba-${b.id}`}
                      values={binValues(
                        {
                          kind: b.kind,
                          volume: String(b.volume),
                          weekday: String(b.weekday),
                          every_weeks: String(b.every_weeks),
                          anchor: b.anchor,
                          months: b.months.map(String),
                        },
                        'bin-save',
                        String(b.id),
                      )}
                      errors={failed('bin-save', String(b.id)) ? result?.errors : undefined}
                    />
                    <CheckboxField
                      form={`nadoba-${b.id}`}
                      name="new_code"
                      label="Vydat novou nálepku s novým kódem (ztracená nálepka)"
                    />
                    <p className="button-row">
                      <button type="submit" name="intent" value="bin-save" className="button">
                        Uložit nádobu
                      </button>
                      <button type="submit" name="intent" value="bin-delete" className="button button--secondary">
                        Odebrat z evidence
                      </button>
                    </p>
                  </Form>
                </details>
              </section>
            );
          })}
          <section aria-labelledby="nova-nadoba-nadpis">
            <h2 id="nova-nadoba-nadpis">Přidat nádobu</h2>
            <p>Nádoba dostane náhodný kód nálepky, kterým si ji občan propojí se svým účtem.</p>
            <Form method="post" noValidate>
              <BinFields
                form="nova-nadoba"
                values={binValues(NEW_BIN, 'bin-add')}
                errors={failed('bin-add') ? result?.errors : undefined}
              />
              <button type="submit" name="intent" value="bin-add" className="button">
                Přidat nádobu
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </StaffLayout>
  );
}
