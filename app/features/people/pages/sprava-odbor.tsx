import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { departmentInputSchema, type EditableDepartment, peopleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-odbor';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.department.id ? `Odbor: ${data.department.name}` : 'Nový odbor', 'Odbor městského úřadu.');

const FORM = 'odbor';
const LABELS = {
  name: 'Název odboru',
  description: 'Popis',
  agendas: 'Co odbor vyřizuje',
  room: 'Kancelář',
  position: 'Pořadí na webu',
};
const NEW: EditableDepartment = {
  id: 0,
  slug: '',
  name: '',
  description: '',
  agendas: [],
  room: '',
  position: 0,
  people: 0,
  version: 0,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'people');
  if (params.id === undefined) return { department: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { department: await context.services.people.departmentGet(context.ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'people');
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
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(departmentInputSchema, result, department.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | number) => typed?.[name] ?? String(stored);
  return (
    <StaffLayout>
      <BackTo kind="lide" title="Úřad, lidé a orgány města" />
      <h1>{department.id ? `Odbor: ${department.name}` : 'Nový odbor'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Odbor je uložen a na stránce Úřad hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" {...checks.form}>
        <input type="hidden" name="version" value={department.version} />
        <TextField
          form={FORM}
          name="name"
          label={LABELS.name}
          defaultValue={value('name', department.name)}
          required
          maxLength={200}
          errors={errors?.name}
        />
        <TextAreaField
          form={FORM}
          name="description"
          label={LABELS.description}
          rows={3}
          defaultValue={value('description', department.description)}
          required
          errors={errors?.description}
        />
        <TextAreaField
          form={FORM}
          name="agendas"
          label={LABELS.agendas}
          hint="Každou agendu na samostatný řádek, například: Stavební povolení."
          rows={6}
          defaultValue={value('agendas', department.agendas.join('\n'))}
          errors={errors?.agendas}
        />
        <TextField
          form={FORM}
          name="room"
          label={LABELS.room}
          hint="Například: přízemí, dveře 12."
          defaultValue={value('room', department.room)}
          required
          errors={errors?.room}
        />
        <TextField
          form={FORM}
          name="position"
          label={LABELS.position}
          hint="Menší číslo je výš."
          inputMode="numeric"
          defaultValue={value('position', department.position)}
          errors={errors?.position}
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
