import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { departmentInputSchema, type EditableDepartment, peopleIdParams } from '../schemas.ts';
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

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
  if (params.id === undefined) return { department: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { department: await context.services.people.departmentGet(context.ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
  const id = params.id === undefined ? null : parseParams(peopleIdParams, params).id;
  const { services, ctx } = context;
  return editorAction(request, {
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
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/lide" title="Úřad, lidé a orgány města" />}
        title={department.id ? `Odbor: ${department.name}` : 'Nový odbor'}
        saved="Odbor je uložen a na stránce Úřad hned vidět."
      />
      <Form method="post" {...editor.checks}>
        <input type="hidden" name="version" value={department.version} />
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
        <button type="submit" className="button button--primary">
          Uložit odbor
        </button>
      </Form>
      {department.id ? (
        <DeleteRecord
          form={FORM}
          what="odbor"
          note="Smazat jde jen odbor bez pracovníků, životních situací a žádostí; ty nejdřív převeďte jinam."
        />
      ) : null}
    </StaffLayout>
  );
}
