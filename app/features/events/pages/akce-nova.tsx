import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { CheckboxesField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { eventProposalSchema } from '../schemas.ts';
import type { Route } from './+types/akce-nova';

const FORM = 'nova-akce';
const LABELS = {
  organizer_name: 'Pořadatel (jméno nebo spolek)',
  organizer_email: 'E-mail pořadatele',
  title: 'Název akce',
  start_date: 'Datum začátku',
  start_time: 'Čas začátku',
  end_date: 'Datum konce',
  end_time: 'Čas konce',
  place: 'Místo konání',
  categories: 'Kategorie',
  description: 'Popis akce',
  image: 'Obrázek nebo plakát (nepovinné)',
  image_alt: 'Co je na obrázku',
};

export const meta: Route.MetaFunction = () =>
  siteMeta('Navrhnout akci', 'Pořádáte ve Vzorově akci? Pošlete nám ji a po schválení ji zveřejníme v kalendáři akcí.');

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { categories: await context.services.events.categories(context.ctx) };
}

/** The proposal with its picture, parsed here and handed to the service as it came (no second upload). */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  // Every category ticked, not just the last, to tick them again when the form comes back.
  const values = { ...formValues(form), categories: form.getAll('categories').map(String).join(',') };
  return formAction(values, async () => {
    const input = parseForm(eventProposalSchema, form);
    await context.services.events.propose(context.ctx, input, await uploadedFile(form.get('image')));
    return redirect('/akce/dekujeme');
  });
}

export default function ProposeEvent({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.eventProposalSchema), result);
  const v = result?.values ?? {};
  const e = checks.errors;
  const picked = (v.categories ?? '').split(',').filter(Boolean);
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Akce', to: '/akce' }, { text: 'Navrhnout akci' }]} />
      <h1>Navrhnout akci</h1>
      <p className="lead">
        Pořádáte ve Vzorově koncert, trh, sportovní den nebo setkání? Pošlete nám ho. Návrh si přečte někdo z úřadu a po
        schválení ho zveřejníme v kalendáři akcí, obvykle do tří pracovních dnů.
      </p>
      <ErrorSummary form={FORM} errors={e} labels={LABELS} attempt={checks.attempt} />
      {result?.message && Object.keys(e).length === 0 ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <fieldset>
          <legend>Kdo akci pořádá</legend>
          <TextField
            form={FORM}
            name="organizer_name"
            label={LABELS.organizer_name}
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={v.organizer_name}
            errors={e.organizer_name}
          />
          <TextField
            form={FORM}
            name="organizer_email"
            label={LABELS.organizer_email}
            hint="Pošleme na něj potvrzení a ozveme se, kdybychom potřebovali něco doplnit. Nezveřejníme ho."
            type="email"
            autoComplete="email"
            required
            defaultValue={v.organizer_email}
            errors={e.organizer_email}
          />
        </fieldset>
        <fieldset>
          <legend>Akce</legend>
          <TextField
            form={FORM}
            name="title"
            label={LABELS.title}
            required
            maxLength={150}
            defaultValue={v.title}
            errors={e.title}
          />
          <CheckboxesField
            form={FORM}
            name="categories"
            label={LABELS.categories}
            hint="Jednu až tři, kam akce patří."
            options={loaderData.categories.map((c) => ({ value: c.slug, label: c.name }))}
            defaultValues={picked}
            errors={e.categories}
          />
          <TextField
            form={FORM}
            name="start_date"
            label={LABELS.start_date}
            type="date"
            required
            defaultValue={v.start_date}
            errors={e.start_date}
          />
          <TextField
            form={FORM}
            name="start_time"
            label={LABELS.start_time}
            type="time"
            required
            defaultValue={v.start_time}
            errors={e.start_time}
          />
          <TextField
            form={FORM}
            name="end_date"
            label={LABELS.end_date}
            type="date"
            hint="Nepovinné: akce na jeden den skončí v den začátku."
            defaultValue={v.end_date}
            errors={e.end_date}
          />
          <TextField
            form={FORM}
            name="end_time"
            label={LABELS.end_time}
            type="time"
            required
            defaultValue={v.end_time}
            errors={e.end_time}
          />
          <TextField
            form={FORM}
            name="place"
            label={LABELS.place}
            hint="Například: Kulturní dům, sál v 1. patře"
            required
            maxLength={200}
            defaultValue={v.place}
            errors={e.place}
          />
          <TextAreaField
            form={FORM}
            name="description"
            label={LABELS.description}
            hint="Co se bude dít, pro koho je akce určená, vstupné, kontakt. Alespoň 20 znaků."
            required
            maxLength={5000}
            defaultValue={v.description}
            errors={e.description}
          />
          <TextField
            form={FORM}
            name="image"
            label={LABELS.image}
            hint="JPEG, PNG nebo WebP, nejvýše 5 MB, alespoň 400 × 300 bodů."
            type="file"
            accept="image/jpeg,image/png,image/webp"
            errors={e.image}
          />
          <TextField
            form={FORM}
            name="image_alt"
            label={LABELS.image_alt}
            hint="Pro ty, kdo obrázek nevidí; vyplňte, pokud obrázek přikládáte. Například: Plakát koncertu s kytarou."
            maxLength={300}
            defaultValue={v.image_alt}
            errors={e.image_alt}
          />
        </fieldset>
        <div className={fieldStyles.trap}>
          <label htmlFor={`${FORM}-website`}>Tuto kolonku nevyplňujte</label>
          <input id={`${FORM}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Odesílám…' : 'Odeslat návrh'}
        </button>
      </Form>
      <p>
        <Link to="/akce">Zpět na akce</Link>
      </p>
    </div>
  );
}
