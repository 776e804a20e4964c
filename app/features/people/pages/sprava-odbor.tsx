import { useActionData } from 'react-router';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { PeopleEditor } from '../components/people-editor.tsx';
import { departmentInputSchema, type EditableDepartment } from '../schemas.ts';
import type { Route } from './+types/sprava-odbor';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData?.department.id ? `Odbor: ${loaderData.department.name}` : 'Nový odbor', 'Odbor městského úřadu.');

const FORM = 'odbor';
const LABELS = {
  name: 'Název odboru',
  description: 'Popis',
  agendas: 'Co odbor vyřizuje',
  room: 'Kancelář',
  position: 'Pořadí na webu',
  referencePattern: 'Vzor čísla jednacího',
};
const NEW: EditableDepartment = {
  id: 0,
  slug: '',
  name: '',
  description: '',
  agendas: [],
  room: '',
  position: 0,
  referencePattern: '{číslo}/{rok}',
  people: 0,
  version: 0,
};

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  return { department: id === null ? NEW : await services.people.departmentGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  return editorAction(args.request, {
    path: '/sprava/odbory',
    list: '/sprava/lide',
    id,
    schema: departmentInputSchema,
    files: [],
    save: (input) => services.people.departmentSave(ctx, id, input),
    remove: (target) => services.people.departmentDelete(ctx, target),
  });
}

export default function DepartmentEditor({ loaderData }: Route.ComponentProps) {
  const { department } = loaderData;
  const editor = useEditor(departmentInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !department.id,
  });
  return (
    <PeopleEditor
      editor={editor}
      title={department.id ? `Odbor: ${department.name}` : 'Nový odbor'}
      saved="Odbor je uložen a na stránce Úřad hned vidět."
      version={department.version}
      submit="Uložit odbor"
      deletion={
        department.id
          ? {
              what: 'odbor',
              note: 'Smazat jde jen odbor bez pracovníků, životních situací a žádostí; ty nejdřív převeďte jinam.',
            }
          : undefined
      }
    >
      <TextField {...editor.field('name', department.name)} required maxLength={200} />
      <TextAreaField {...editor.field('description', department.description)} rows={3} required />
      <TextAreaField
        {...editor.field('agendas', department.agendas.join('\n'))}
        hint="Každou agendu na samostatný řádek, například: Stavební povolení."
        rows={6}
      />
      <TextField {...editor.field('room', department.room)} hint="Například: přízemí, dveře 12." required />
      <TextField {...editor.field('position', department.position)} hint="Menší číslo je výš." inputMode="numeric" />
      <TextField
        {...editor.field('referencePattern', department.referencePattern)}
        hint="Například MUVZ/{číslo}/{rok}/OVV. Za {číslo} web dosadí pořadí v roce (od 1), za {rok} rok podání. Číslo jednací dostane každá žádost a každý dopis odboru."
        maxLength={40}
        spellCheck={false}
      />
    </PeopleEditor>
  );
}
