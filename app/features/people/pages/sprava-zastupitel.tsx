import { useActionData } from 'react-router';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { PeopleEditor } from '../components/people-editor.tsx';
import { PhotoField } from '../components/photo-field.tsx';
import { type EditableMember, memberInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-zastupitel';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.member.id ? `Zastupitel: ${loaderData.member.name}` : 'Nový zastupitel',
    'Člen zastupitelstva města.',
  );

const FORM = 'zastupitel';
const LABELS = {
  name: 'Jméno a příjmení',
  party: 'Zvolen(a) za',
  role: 'Funkce',
  council: 'Rada města',
  committees: 'Výbory a komise',
  email: 'E-mail',
  photo_url: 'Fotka',
  order: 'Pořadí na webu',
};
const NEW: EditableMember = {
  id: 0,
  slug: '',
  name: '',
  party: '',
  role: 'člen zastupitelstva',
  council: false,
  committees: [],
  email: '',
  photo_url: null,
  order: 0,
  version: 0,
};

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  return { images, member: id === null ? NEW : await services.people.memberGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { services, ctx, id } = staffEditorPage(args, 'people');
  return editorAction(args.request, {
    path: '/sprava/zastupitele',
    list: '/sprava/lide',
    id,
    schema: memberInputSchema,
    files: [],
    save: (input) => services.people.memberSave(ctx, id, input),
    remove: (target) => services.people.memberDelete(ctx, target),
  });
}

export default function MemberEditor({ loaderData }: Route.ComponentProps) {
  const { member, images } = loaderData;
  const editor = useEditor(memberInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !member.id,
  });
  return (
    <PeopleEditor
      editor={editor}
      title={member.id ? `Zastupitel: ${member.name}` : 'Nový zastupitel'}
      saved="Údaje jsou uloženy a na stránce Zastupitelstvo hned vidět."
      version={member.version}
      deletion={member.id ? { what: 'zastupitele', note: 'Zmizí ze stránek zastupitelstva i rady.' } : undefined}
    >
      <TextField {...editor.field('name', member.name)} required autoComplete="off" maxLength={200} />
      <TextField {...editor.field('party', member.party)} required hint="Volební strana nebo hnutí." />
      <TextField
        {...editor.field('role', member.role)}
        hint="Například: starostka, místostarosta, člen zastupitelstva."
      />
      <CheckboxField {...editor.box('council', member.council)} label="Je také členem rady města" />
      <TextAreaField
        {...editor.field('committees', member.committees.join('\n'))}
        hint="Každý výbor nebo komisi na samostatný řádek."
        rows={3}
      />
      <TextField
        {...editor.field('email', member.email)}
        type="email"
        required
        autoCapitalize="none"
        spellCheck={false}
      />
      <PhotoField {...editor.field('photo_url', member.photo_url)} current={member.photo_url} images={images} />
      <TextField {...editor.field('order', member.order)} inputMode="numeric" hint="Menší číslo je výš." />
    </PeopleEditor>
  );
}
