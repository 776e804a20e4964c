import { useActionData } from 'react-router';
import { FileField } from '../../../components/staff/editor-form-parts.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { PeopleEditor } from '../components/people-editor.tsx';
import { BODIES, type EditableMeeting, meetingInputSchema } from '../schemas.ts';
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

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  return { meeting: id === null ? NEW : await services.people.meetingGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  return editorAction(args.request, {
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
    <PeopleEditor
      editor={editor}
      title={meeting.id ? `${meeting.number}. zasedání – ${BODIES[meeting.body]}` : 'Nové zasedání'}
      saved="Zasedání je uloženo a na stránce svého orgánu hned vidět."
      version={meeting.version}
      encType="multipart/form-data"
      submit="Uložit zasedání"
      deletion={meeting.id ? { what: 'zasedání', note: 'Zasedání zmizí z webu i se zápisem.' } : undefined}
    >
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
    </PeopleEditor>
  );
}
