import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { addDays, formatDateTime, pragueParts, pragueToday } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import {
  CheckboxesField,
  CheckboxField,
  RadioField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { ALERT_LEVELS, alertIdParams, alertInputSchema, LEVEL_NAMES, recipientsText } from '../schemas.ts';
import type { Route } from './+types/sprava-vystraha';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(
    data?.alert ? `Výstraha: ${data.alert.title}` : 'Nová výstraha',
    'Krizová výstraha na všech stránkách webu.',
  );

const FORM = 'vystraha';
const LABELS = {
  level: 'Stupeň',
  title: 'Nadpis',
  text: 'Co se děje a co mají lidé dělat',
  streets: 'Ulice',
  ends_date: 'Platí do (datum)',
  ends_time: 'Platí do (čas)',
  mail: 'E-mail odběratelům',
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'alerts');
  const { services, ctx } = context;
  const streets = await services.alerts.streets(ctx);
  if (params.id === undefined) return { streets, alert: null };
  const { id } = parseParams(alertIdParams, params);
  return { streets, alert: await services.alerts.adminAlert(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'alerts');
  const id = params.id === undefined ? null : parseParams(alertIdParams, params).id;
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '');
  const { services, ctx } = context;
  if (id !== null && text('intent') === 'end') {
    await services.alerts.endAlert(ctx, id);
    return redirect('/sprava/vystrahy?ukonceno=1');
  }
  const values = { ...formValues(form), streets: form.getAll('streets').map(String).join('\n') };
  return formAction(values, async () => {
    const input = parseForm(alertInputSchema, form, id === null ? { version: undefined } : {});
    const saved = await services.alerts.saveAlert(ctx, id, input);
    return redirect(`/sprava/vystrahy/${saved.id}?${id === null ? 'vyhlaseno' : 'ulozeno'}=1`);
  });
}

export default function AlertEditor({ loaderData }: Route.ComponentProps) {
  const { alert, streets } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values;
  const checks = useFormChecks(alertInputSchema, result, alert ? {} : { version: undefined });
  const errors = checks.errors;
  const ends = alert ? pragueParts(new Date(alert.ends_at)) : { date: addDays(pragueToday(), 1), time: '18:00' };
  const value = (name: keyof typeof LABELS, stored: string) => typed?.[name] ?? stored;
  const shown = alert?.state === 'shown';
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/vystrahy">‹ Zpět na výstrahy</Link>
      </p>
      <h1>{alert ? 'Úprava výstrahy' : 'Nová výstraha'}</h1>
      {params.get('vyhlaseno') && !result ? (
        <Notice type="success">
          <p>
            Výstraha je vyhlášena a je nahoře na všech stránkách webu.
            {alert?.mail ? ` E-mail odešel ${recipientsText(alert.recipients)}.` : ''}
          </p>
        </Notice>
      ) : null}
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Výstraha je uložena; stránky ukazují změnu hned.</p>
        </Notice>
      ) : null}
      {alert && !shown ? (
        <p>Výstraha skončila {formatDateTime(alert.ends_at)}. Prodloužíte ji novým koncem; e-mail se znovu neposílá.</p>
      ) : null}
      <FormProblems form={FORM} result={{ message: result?.message, errors }} labels={LABELS} />
      <Form method="post" {...checks.form}>
        <input type="hidden" name="version" value={alert?.version ?? ''} />
        <RadioField
          form={FORM}
          name="level"
          label={LABELS.level}
          defaultValue={value('level', alert?.level ?? 'warning')}
          options={ALERT_LEVELS.map((level) => ({
            value: level,
            label:
              level === 'danger'
                ? `${LEVEL_NAMES.danger}: ohrožení zdraví, života nebo majetku (červeně)`
                : `${LEVEL_NAMES.warning}: omezení, na které se lidé mají připravit (žlutě)`,
          }))}
          errors={errors?.level}
        />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          hint="Krátce a jasně, například: Nepijte vodu z vodovodu."
          defaultValue={value('title', alert?.title ?? '')}
          maxLength={120}
          required
          errors={errors?.title}
        />
        <TextAreaField
          form={FORM}
          name="text"
          label={LABELS.text}
          defaultValue={value('text', alert?.text ?? '')}
          maxLength={1000}
          rows={4}
          required
          errors={errors?.text}
        />
        <CheckboxesField
          form={FORM}
          name="streets"
          label={LABELS.streets}
          hint="Nevyberete-li žádnou, platí pro celé město. Vyberete-li ulice, dostanou e-mail odběratelé, kteří na nich bydlí, a ti, jejichž adresu neznáme."
          defaultValues={
            typed?.streets !== undefined ? typed.streets.split('\n').filter(Boolean) : (alert?.streets ?? [])
          }
          options={streets.map((street) => ({ value: street, label: street }))}
          errors={errors?.streets}
        />
        <TextField
          form={FORM}
          name="ends_date"
          type="date"
          label={LABELS.ends_date}
          defaultValue={value('ends_date', ends.date)}
          required
          errors={errors?.ends_date}
        />
        <TextField
          form={FORM}
          name="ends_time"
          type="time"
          label={LABELS.ends_time}
          defaultValue={value('ends_time', ends.time)}
          required
          errors={errors?.ends_time}
        />
        {alert?.mailed_at ? (
          <p>
            E-mail odešel {formatDateTime(alert.mailed_at)} {recipientsText(alert.recipients)}; znovu se neposílá.
          </p>
        ) : (
          <CheckboxField
            form={FORM}
            name="mail"
            label="Poslat výstrahu e-mailem odběratelům výstrah"
            defaultChecked={typed ? typed.mail === 'on' : (alert?.mail ?? true)}
          />
        )}
        <button type="submit" className="button button--primary">
          {alert ? 'Uložit výstrahu' : 'Vyhlásit výstrahu'}
        </button>
      </Form>
      {alert && shown ? (
        <Form method="post">
          <h2>Ukončit výstrahu</h2>
          <p>Výstraha hned zmizí ze všech stránek webu.</p>
          <button type="submit" name="intent" value="end" className="button">
            Ukončit výstrahu
          </button>
        </Form>
      ) : null}
    </StaffLayout>
  );
}
