import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { PhotoField } from '../components/photo-field.tsx';
import { type EditableMember, memberInputSchema, peopleIdParams } from '../schemas.ts';
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

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
  const { services, ctx } = context;
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  if (params.id === undefined) return { images, member: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { images, member: await services.people.memberGet(ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'people');
  const id = params.id === undefined ? null : parseParams(peopleIdParams, params).id;
  const { services, ctx } = context;
  return editorAction(request, {
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
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/lide" title="Úřad, lidé a orgány města" />}
        title={member.id ? `Zastupitel: ${member.name}` : 'Nový zastupitel'}
        saved="Údaje jsou uloženy a na stránce Zastupitelstvo hned vidět."
      />
      <Form method="post" {...editor.checks}>
        <input type="hidden" name="version" value={member.version} />
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
        <button type="submit" className="button button--primary">
          Uložit
        </button>
      </Form>
      {member.id ? (
        <DeleteRecord form={FORM} what="zastupitele" note="Zmizí ze stránek zastupitelstva i rady." />
      ) : null}
    </StaffLayout>
  );
}
