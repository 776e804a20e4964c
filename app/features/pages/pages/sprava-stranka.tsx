import { Form, Link, redirect, useActionData } from 'react-router';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { BackTo, DeleteRecord, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { type EditablePage, pageIdParams, pageInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-stranka';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData?.page.id ? `Úprava stránky: ${loaderData.page.title}` : 'Nová stránka', 'Obsahová stránka webu.');

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

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const { services, ctx } = context;
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  if (params.id === undefined) return { images, page: NEW };
  const { id } = parseParams(pageIdParams, params);
  return { images, page: await services.pages.pageGet(ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
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
  const editor = useEditor(pageInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !page.id,
  });
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/stranky" title="Stránky" />}
        title={page.id ? 'Úprava stránky' : 'Nová stránka'}
        saved={<>Stránka je uložena. {page.published ? <Link to={page.path}>Zobrazit na webu</Link> : null}</>}
      />
      <Form method="post" {...editor.checks}>
        <input type="hidden" name="version" value={page.version} />
        <TextField {...editor.field('title', page.title)} required maxLength={200} />
        {page.fixed ? (
          <p>
            Adresa <code>{page.path}</code> je pevná: určuje ji zákon nebo jiná část webu.
          </p>
        ) : (
          <TextField
            {...editor.field('slug', page.slug)}
            hint="Část adresy za /info/. Když ji nevyplníte, vytvoří se z nadpisu."
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
        <TextAreaField
          {...editor.field('description', page.description)}
          hint="Jedna dvě věty pod nadpisem; ukazují se i ve vyhledávání."
          rows={3}
          required
        />
        <RichTextField {...editor.field('body', page.body)} images={images} />
        <CheckboxField {...editor.box('published', page.published)} label="Zveřejněná: na webu a ve vyhledávání" />
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
        <DeleteRecord
          form={FORM}
          what="stránku"
          note="Odkazy na ni z menu a rozcestníků pak povedou na stránku Nenalezeno; upravte je také."
        />
      ) : null}
    </StaffLayout>
  );
}
