import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord, EditorTop, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { BODIES, type EditableMeeting, meetingInputSchema, peopleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-zasedani';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.meeting.id
      ? `${loaderData.meeting.number}. zasedání – ${BODIES[loaderData.meeting.body]}`
      : 'Nové zasedání',
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

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
  if (params.id === undefined) return { meeting: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { meeting: await context.services.people.meetingGet(context.ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
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
  const editor = useEditor(meetingInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !meeting.id,
  });
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/lide" title="Úřad, lidé a orgány města" />}
        title={meeting.id ? `${meeting.number}. zasedání – ${BODIES[meeting.body]}` : 'Nové zasedání'}
        saved="Zasedání je uloženo a na stránce svého orgánu hned vidět."
      />
      <Form method="post" encType="multipart/form-data" {...editor.checks}>
        <input type="hidden" name="version" value={meeting.version} />
        <SelectField
          {...editor.field('body', meeting.body)}
          required
          options={Object.entries(BODIES).map(([key, name]) => ({ value: key, label: name }))}
        />
        <TextField {...editor.field('number', meeting.number)} inputMode="numeric" required />
        <TextField {...editor.field('date', meeting.date)} type="date" required />
        <TextField {...editor.field('time', meeting.time)} type="time" required />
        <TextField {...editor.field('place', meeting.place)} required />
        <TextAreaField
          {...editor.field('agenda', meeting.agenda.join('\n'))}
          hint="Každý bod programu na samostatný řádek."
          rows={8}
        />
        <TextAreaField
          {...editor.field('resolutions', meeting.resolutions.join('\n'))}
          hint="Po zasedání: každé usnesení na samostatný řádek, například: ZM/5/2026/1 schvaluje rozpočet města na rok 2027."
          rows={8}
        />
        <FileField
          {...editor.field('minutes', null)}
          hint="PDF, nejvýše 20 MB, s osobními údaji znečitelněnými."
          accept=".pdf"
          current={meeting.minutes}
        />
        <button type="submit" className="button button--primary">
          Uložit zasedání
        </button>
      </Form>
      {meeting.id ? <DeleteRecord form={FORM} what="zasedání" note="Zasedání zmizí z webu i se zápisem." /> : null}
    </StaffLayout>
  );
}
