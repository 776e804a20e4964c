import { Form, redirect, useActionData } from 'react-router';
import { addDays, formatDateTime, pragueParts, pragueToday } from '../../../../common/dates.ts';
import { BackTo, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
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
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { ALERT_LEVELS, alertInputSchema, LEVEL_NAMES, recipientsText } from '../schemas.ts';
import type { Route } from './+types/sprava-vystraha';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.alert ? `Výstraha: ${loaderData.alert.title}` : 'Nová výstraha',
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

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'alerts');
  const streets = await services.alerts.streets(ctx);
  if (id === null) return { streets, alert: null };
  return { streets, alert: await services.alerts.adminAlert(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'alerts');
  const form = await readForm(request);
  if (id !== null && form.get('intent') === 'end') {
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
  const editor = useEditor(alertInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !alert,
  });
  const ends = alert ? pragueParts(new Date(alert.ends_at)) : { date: addDays(pragueToday(), 1), time: '18:00' };
  const shown = alert?.state === 'shown';
  const chosenStreets = editor.field('streets', (alert?.streets ?? []).join('\n'));
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/vystrahy" title="Výstrahy" />}
        title={alert ? 'Úprava výstrahy' : 'Nová výstraha'}
        saved="Výstraha je uložena; stránky ukazují změnu hned."
      >
        {editor.says('vyhlaseno') ? (
          <Notice type="success">
            <p>
              Výstraha je vyhlášena a je nahoře na všech stránkách webu.
              {alert?.mail ? ` E-mail odešel ${recipientsText(alert.recipients)}.` : ''}
            </p>
          </Notice>
        ) : null}
        {alert && !shown ? (
          <p>
            Výstraha skončila {formatDateTime(alert.ends_at)}. Prodloužíte ji novým koncem; e-mail se znovu neposílá.
          </p>
        ) : null}
      </EditorTop>
      <Form method="post" {...editor.checks}>
        <input type="hidden" name="version" value={alert?.version ?? ''} />
        <RadioField
          {...editor.field('level', alert?.level ?? 'warning')}
          options={ALERT_LEVELS.map((level) => ({
            value: level,
            label:
              level === 'danger'
                ? `${LEVEL_NAMES.danger}: ohrožení zdraví, života nebo majetku (červeně)`
                : `${LEVEL_NAMES.warning}: omezení, na které se lidé mají připravit (žlutě)`,
          }))}
        />
        <TextField
          {...editor.field('title', alert?.title)}
          hint="Krátce a jasně, například: Nepijte vodu z vodovodu."
          maxLength={120}
          required
        />
        <TextAreaField {...editor.field('text', alert?.text)} maxLength={1000} rows={4} required />
        <CheckboxesField
          {...chosenStreets}
          hint="Nevyberete-li žádnou, platí pro celé město. Vyberete-li ulice, dostanou e-mail odběratelé, kteří na nich bydlí, a ti, jejichž adresu neznáme."
          defaultValues={chosenStreets.defaultValue.split('\n').filter(Boolean)}
          options={streets.map((street) => ({ value: street, label: street }))}
        />
        <TextField {...editor.field('ends_date', ends.date)} type="date" required />
        <TextField {...editor.field('ends_time', ends.time)} type="time" required />
        {alert?.mailed_at ? (
          <p>
            E-mail odešel {formatDateTime(alert.mailed_at)} {recipientsText(alert.recipients)}; znovu se neposílá.
          </p>
        ) : (
          <CheckboxField
            {...editor.box('mail', alert?.mail ?? true)}
            label="Poslat výstrahu e-mailem odběratelům výstrah"
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
