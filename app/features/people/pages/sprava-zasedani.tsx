import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { BODIES, type EditableMeeting, meetingInputSchema, peopleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-zasedani';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(
    data?.meeting.id ? `${data.meeting.number}. zasedání – ${BODIES[data.meeting.body]}` : 'Nové zasedání',
    'Zasedání zastupitelstva nebo rady: program, usnesení a zápis.',
  );

const FORM = 'zasedani';
const LABELS = {
  body: 'Orgán',
  number: 'Číslo zasedání',
  date: 'Datum',
  time: 'Začátek',
  place: 'Místo',
  agenda: 'Program',
  resolutions: 'Usnesení',
  minutes: 'Zápis s usneseními',
};
const NEW: EditableMeeting = {
  id: 0,
  body: 'zastupitelstvo',
  number: 1,
  date: '',
  time: '17:00',
  place: 'Velká zasedací síň radnice',
  agenda: [],
  resolutions: [],
  minutes: null,
  version: 0,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'people');
  if (params.id === undefined) return { meeting: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { meeting: await context.services.people.meetingGet(context.ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'people');
  const id = params.id === undefined ? null : parseParams(peopleIdParams, params).id;
  const { services, ctx } = context;
  return editorAction(request, {
    path: '/sprava/zasedani',
    list: '/sprava/lide',
    id,
    schema: meetingInputSchema,
    files: ['minutes'],
    save: (input, files) => services.people.meetingSave(ctx, id, input, files.minutes),
    remove: (target) => services.people.meetingDelete(ctx, target),
  });
}

export default function MeetingEditor({ loaderData }: Route.ComponentProps) {
  const { meeting } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(meetingInputSchema, result, meeting.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | number) => typed?.[name] ?? String(stored);
  return (
    <StaffLayout>
      <BackTo kind="lide" title="Úřad, lidé a orgány města" />
      <h1>{meeting.id ? `${meeting.number}. zasedání – ${BODIES[meeting.body]}` : 'Nové zasedání'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Zasedání je uloženo a na stránce svého orgánu hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <input type="hidden" name="version" value={meeting.version} />
        <SelectField
          form={FORM}
          name="body"
          label={LABELS.body}
          required
          options={Object.entries(BODIES).map(([key, name]) => ({ value: key, label: name }))}
          defaultValue={value('body', meeting.body)}
          errors={errors?.body}
        />
        <TextField
          form={FORM}
          name="number"
          label={LABELS.number}
          inputMode="numeric"
          required
          defaultValue={value('number', meeting.number)}
          errors={errors?.number}
        />
        <TextField
          form={FORM}
          name="date"
          type="date"
          label={LABELS.date}
          required
          defaultValue={value('date', meeting.date)}
          errors={errors?.date}
        />
        <TextField
          form={FORM}
          name="time"
          type="time"
          label={LABELS.time}
          required
          defaultValue={value('time', meeting.time)}
          errors={errors?.time}
        />
        <TextField
          form={FORM}
          name="place"
          label={LABELS.place}
          required
          defaultValue={value('place', meeting.place)}
          errors={errors?.place}
        />
        <TextAreaField
          form={FORM}
          name="agenda"
          label={LABELS.agenda}
          hint="Každý bod programu na samostatný řádek."
          rows={8}
          defaultValue={value('agenda', meeting.agenda.join('\n'))}
          errors={errors?.agenda}
        />
        <TextAreaField
          form={FORM}
          name="resolutions"
          label={LABELS.resolutions}
          hint="Po zasedání: každé usnesení na samostatný řádek, například: ZM/5/2026/1 schvaluje rozpočet města na rok 2027."
          rows={8}
          defaultValue={value('resolutions', meeting.resolutions.join('\n'))}
          errors={errors?.resolutions}
        />
        <FileField
          form={FORM}
          name="minutes"
          label={LABELS.minutes}
          hint="PDF, nejvýše 20 MB, s osobními údaji znečitelněnými."
          accept=".pdf"
          current={meeting.minutes}
          errors={errors?.minutes}
        />
        <button type="submit" className="button button--primary">
          Uložit zasedání
        </button>
      </Form>
      {meeting.id ? <DeleteRecord form={FORM} what="zasedání" note="Zasedání zmizí z webu i se zápisem." /> : null}
    </StaffLayout>
  );
}
