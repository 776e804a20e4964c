import { useActionData } from 'react-router';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { PeopleEditor } from '../components/people-editor.tsx';
import { PhotoField } from '../components/photo-field.tsx';
import { type EditableOfficePerson, officePersonInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-pracovnik';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.person.id ? `Pracovník: ${loaderData.person.name}` : 'Nový pracovník',
    'Pracovník městského úřadu.',
  );

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

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  const [departments, images, person] = await Promise.all([
    services.people.departmentRows(ctx),
    services.media.list(ctx, { page: 1, perPage: 100 }),
    id === null ? NEW : services.people.officePersonGet(ctx, id),
  ]);
  return { departments: departments.map((d) => ({ value: String(d.id), label: d.name })), images: images.rows, person };
}

export async function action(args: Route.ActionArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  return editorAction(args.request, {
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
  const editor = useEditor(officePersonInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !person.id,
  });
  return (
    <PeopleEditor
      editor={editor}
      title={person.id ? `Pracovník: ${person.name}` : 'Nový pracovník'}
      saved="Údaje jsou uloženy a v kontaktech hned vidět."
      version={person.version}
      deletion={
        person.id ? { what: 'pracovníka', note: 'Pracovník zmizí z kontaktů i z telefonního seznamu.' } : undefined
      }
    >
      <TextField {...editor.field('name', person.name)} required autoComplete="off" maxLength={200} />
      <TextField
        {...editor.field('position', person.position)}
        required
        hint="Například: referentka stavebního úřadu."
      />
      <SelectField
        {...editor.field('department_id', person.department_id || null)}
        required
        options={[{ value: '', label: 'Vyberte odbor' }, ...departments]}
      />
      <TextField {...editor.field('phone', person.phone)} type="tel" required hint="Například: 465 123 456." />
      <TextField {...editor.field('mobile', person.mobile)} type="tel" hint="Nepovinné." />
      <TextField
        {...editor.field('email', person.email)}
        type="email"
        required
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...editor.field('room', person.room)} required hint="Například: 1. patro, dveře 105." />
      <TextAreaField
        {...editor.field('description', person.description)}
        hint="Nepovinné: s čím se na něj obracet."
        rows={3}
      />
      <PhotoField {...editor.field('photo_url', person.photo_url)} current={person.photo_url} images={images} />
      <TextField {...editor.field('order', person.order)} inputMode="numeric" hint="Menší číslo je v odboru výš." />
    </PeopleEditor>
  );
}
