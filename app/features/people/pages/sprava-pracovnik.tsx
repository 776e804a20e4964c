import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { PhotoField } from '../components/photo-field.tsx';
import { type EditableOfficePerson, officePersonInputSchema, peopleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-pracovnik';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.person.id ? `Pracovník: ${data.person.name}` : 'Nový pracovník', 'Pracovník městského úřadu.');

const FORM = 'pracovnik';
const LABELS = {
  name: 'Jméno a příjmení',
  position: 'Funkce',
  department_id: 'Odbor',
  phone: 'Telefon',
  mobile: 'Mobil',
  email: 'E-mail',
  room: 'Kancelář',
  description: 'Co má na starosti',
  photo_url: 'Fotka',
  order: 'Pořadí v odboru',
};
const NEW: EditableOfficePerson = {
  id: 0,
  slug: '',
  name: '',
  position: '',
  department_id: 0,
  department: '',
  phone: '',
  mobile: '',
  email: '',
  room: '',
  description: '',
  photo_url: null,
  order: 0,
  version: 0,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'people');
  const { services, ctx } = context;
  const [departments, images] = await Promise.all([
    services.people.departmentRows(ctx),
    services.media.list(ctx, { page: 1, perPage: 100 }),
  ]);
  const lists = { departments: departments.map((d) => ({ value: String(d.id), label: d.name })), images: images.rows };
  if (params.id === undefined) return { ...lists, person: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { ...lists, person: await services.people.officePersonGet(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'people');
  const id = params.id === undefined ? null : parseParams(peopleIdParams, params).id;
  const { services, ctx } = context;
  return editorAction(request, {
    path: '/sprava/pracovnici',
    list: '/sprava/lide',
    id,
    schema: officePersonInputSchema,
    files: [],
    save: (input) => services.people.officePersonSave(ctx, id, input),
    remove: (target) => services.people.officePersonDelete(ctx, target),
  });
}

export default function OfficePersonEditor({ loaderData }: Route.ComponentProps) {
  const { person, departments, images } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(officePersonInputSchema, result, person.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | number | null) =>
    typed?.[name] ?? (stored === null ? '' : String(stored));
  const field = (name: keyof typeof LABELS, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      form={FORM}
      name={name}
      label={LABELS[name]}
      errors={errors?.[name]}
      defaultValue={value(name, person[name])}
      {...extra}
    />
  );
  return (
    <StaffLayout>
      <BackTo kind="lide" title="Úřad, lidé a orgány města" />
      <h1>{person.id ? `Pracovník: ${person.name}` : 'Nový pracovník'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Údaje jsou uloženy a v kontaktech hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" {...checks.form}>
        <input type="hidden" name="version" value={person.version} />
        {field('name', { required: true, autoComplete: 'off', maxLength: 200 })}
        {field('position', { required: true, hint: 'Například: referentka stavebního úřadu.' })}
        <SelectField
          form={FORM}
          name="department_id"
          label={LABELS.department_id}
          required
          options={[{ value: '', label: 'Vyberte odbor' }, ...departments]}
          defaultValue={value('department_id', person.department_id || null)}
          errors={errors?.department_id}
        />
        {field('phone', { type: 'tel', required: true, hint: 'Například: 465 123 456.' })}
        {field('mobile', { type: 'tel', hint: 'Nepovinné.' })}
        {field('email', { type: 'email', required: true, autoCapitalize: 'none', spellCheck: false })}
        {field('room', { required: true, hint: 'Například: 1. patro, dveře 105.' })}
        <TextAreaField
          form={FORM}
          name="description"
          label={LABELS.description}
          hint="Nepovinné: s čím se na něj obracet."
          rows={3}
          defaultValue={value('description', person.description)}
          errors={errors?.description}
        />
        <PhotoField
          form={FORM}
          current={person.photo_url}
          images={images}
          value={value('photo_url', person.photo_url)}
          errors={errors?.photo_url}
        />
        {field('order', { inputMode: 'numeric', hint: 'Menší číslo je v odboru výš.' })}
        <button type="submit" className="button button--primary">
          Uložit
        </button>
      </Form>
      {person.id ? (
        <DeleteRecord form={FORM} what="pracovníka" note="Pracovník zmizí z kontaktů i z telefonního seznamu." />
      ) : null}
    </StaffLayout>
  );
}
