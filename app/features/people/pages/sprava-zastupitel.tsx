import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { PhotoField } from '../components/photo-field.tsx';
import { type EditableMember, memberInputSchema, peopleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-zastupitel';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.member.id ? `Zastupitel: ${data.member.name}` : 'Nový zastupitel', 'Člen zastupitelstva města.');

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'people');
  const { services, ctx } = context;
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  if (params.id === undefined) return { images, member: NEW };
  const { id } = parseParams(peopleIdParams, params);
  return { images, member: await services.people.memberGet(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'people');
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
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(memberInputSchema, result, member.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | number | null) =>
    typed?.[name] ?? (stored === null ? '' : String(stored));
  const field = (
    name: keyof typeof LABELS,
    stored: string | number,
    extra: Partial<Parameters<typeof TextField>[0]>,
  ) => (
    <TextField
      form={FORM}
      name={name}
      label={LABELS[name]}
      errors={errors?.[name]}
      defaultValue={value(name, stored)}
      {...extra}
    />
  );
  return (
    <StaffLayout>
      <BackTo kind="lide" title="Úřad, lidé a orgány města" />
      <h1>{member.id ? `Zastupitel: ${member.name}` : 'Nový zastupitel'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Údaje jsou uloženy a na stránce Zastupitelstvo hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" {...checks.form}>
        <input type="hidden" name="version" value={member.version} />
        {field('name', member.name, { required: true, autoComplete: 'off', maxLength: 200 })}
        {field('party', member.party, { required: true, hint: 'Volební strana nebo hnutí.' })}
        {field('role', member.role, { hint: 'Například: starostka, místostarosta, člen zastupitelstva.' })}
        <CheckboxField
          form={FORM}
          name="council"
          label="Je také členem rady města"
          defaultChecked={typed ? typed.council === 'on' : member.council}
        />
        <TextAreaField
          form={FORM}
          name="committees"
          label={LABELS.committees}
          hint="Každý výbor nebo komisi na samostatný řádek."
          rows={3}
          defaultValue={value('committees', member.committees.join('\n'))}
          errors={errors?.committees}
        />
        {field('email', member.email, { type: 'email', required: true, autoCapitalize: 'none', spellCheck: false })}
        <PhotoField
          form={FORM}
          current={member.photo_url}
          images={images}
          value={value('photo_url', member.photo_url)}
          errors={errors?.photo_url}
        />
        {field('order', member.order, { inputMode: 'numeric', hint: 'Menší číslo je výš.' })}
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
