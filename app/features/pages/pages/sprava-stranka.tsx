import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { type EditablePage, pageIdParams, pageInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-stranka';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.page.id ? `Úprava stránky: ${data.page.title}` : 'Nová stránka', 'Obsahová stránka webu.');

const FORM = 'stranka';
const LABELS = {
  title: 'Nadpis',
  slug: 'Adresa stránky',
  description: 'Popis',
  body: 'Text stránky',
  published: 'Zveřejnění',
};
const NEW: EditablePage = {
  id: 0,
  slug: '',
  title: '',
  published: true,
  path: '',
  fixed: false,
  updated_at: '',
  description: '',
  body: '',
  version: 0,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'pages');
  const { services, ctx } = context;
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  if (params.id === undefined) return { images, page: NEW };
  const { id } = parseParams(pageIdParams, params);
  return { images, page: await services.pages.pageGet(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'pages');
  const id = params.id === undefined ? null : parseParams(pageIdParams, params).id;
  const form = await readForm(request);
  const _text = (name: string) => String(form.get(name) ?? '');
  const { services, ctx } = context;
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že stránku chcete smazat.',
    list: '/sprava/stranky',
    remove: (id) => services.pages.pageDelete(ctx, id),
  });
  if (deleting) return deleting;
  return formAction(form, async () => {
    const input = parseForm(pageInputSchema, form, id === null ? { version: undefined } : {});
    const saved = await services.pages.pageSave(ctx, id, input);
    return redirect(`/sprava/stranky/${saved.id}?ulozeno=1`);
  });
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const { page, images } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(pageInputSchema, result, page.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string) => typed?.[name] ?? stored;
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/stranky">‹ Zpět na stránky</Link>
      </p>
      <h1>{page.id ? 'Úprava stránky' : 'Nová stránka'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Stránka je uložena. {page.published ? <Link to={page.path}>Zobrazit na webu</Link> : null}</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" {...checks.form}>
        <input type="hidden" name="version" value={page.version} />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          defaultValue={value('title', page.title)}
          required
          maxLength={200}
          errors={errors?.title}
        />
        {page.fixed ? (
          <p>
            Adresa <code>{page.path}</code> je pevná: určuje ji zákon nebo jiná část webu.
          </p>
        ) : (
          <TextField
            form={FORM}
            name="slug"
            label={LABELS.slug}
            hint="Část adresy za /info/. Když ji nevyplníte, vytvoří se z nadpisu."
            defaultValue={value('slug', page.slug)}
            autoCapitalize="none"
            spellCheck={false}
            errors={errors?.slug}
          />
        )}
        <TextAreaField
          form={FORM}
          name="description"
          label={LABELS.description}
          hint="Jedna dvě věty pod nadpisem; ukazují se i ve vyhledávání."
          rows={3}
          defaultValue={value('description', page.description)}
          required
          errors={errors?.description}
        />
        <RichTextField
          form={FORM}
          name="body"
          label={LABELS.body}
          defaultValue={value('body', page.body)}
          images={images}
          errors={errors?.body}
        />
        <CheckboxField
          form={FORM}
          name="published"
          label="Zveřejněná: na webu a ve vyhledávání"
          defaultChecked={typed ? typed.published === 'on' : page.published}
        />
        <button type="submit" className="button button--primary">
          Uložit stránku
        </button>
      </Form>
      {page.id ? (
        <p className="button-row">
          <Link to={`/sprava/stranky/${page.id}/nahled`}>Náhled, jak stránku uvidí návštěvníci</Link>
          <Link to={`/sprava/stranky/${page.id}/verze`}>Verze a obnovení</Link>
        </p>
      ) : null}
      {page.id && !page.fixed ? (
        <Form method="post">
          <h2>Smazat stránku</h2>
          <p>Odkazy na ni z menu a rozcestníků pak povedou na stránku Nenalezeno; upravte je také.</p>
          <CheckboxField form={FORM} name="confirm" label="Ano, stránku chci smazat" />
          <button type="submit" name="intent" value="delete" className="button button--secondary">
            Smazat stránku
          </button>
        </Form>
      ) : null}
    </StaffLayout>
  );
}
