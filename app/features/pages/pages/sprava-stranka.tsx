import { Form, Link, redirect, useActionData } from 'react-router';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { BackTo, DeleteRecord, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { type EditablePage, pageInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-stranka';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData?.page.id ? `Úprava stránky: ${loaderData.page.title}` : 'Nová stránka', 'Obsahová stránka webu.');

const FORM = 'stranka';
const LABELS = {
  title: 'Nadpis',
  slug: 'Adresa stránky',
  parent_id: 'Nadřazená stránka',
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
  parent_id: null,
  depth: 0,
  updated_at: '',
  description: '',
  body: '',
  version: 0,
};

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'pages');
  const images = (await services.media.list(ctx, { page: 1, perPage: 100 })).rows;
  const documentCategories = await services.records.editorDocumentCategories(ctx);
  if (id === null)
    return { images, documentCategories, page: NEW, parents: await services.pages.pageParentChoices(ctx, null) };
  const [page, parents] = await Promise.all([
    services.pages.pageGet(ctx, id),
    services.pages.pageParentChoices(ctx, id),
  ]);
  return { images, documentCategories, page, parents };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'pages');
  const form = await readForm(request);
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
  const { page, images, documentCategories, parents } = loaderData;
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
          <>
            <SelectField
              {...editor.field('parent_id', page.parent_id)}
              hint="Stránka, pod kterou tato patří: její adresa a drobečková navigace povedou přes ni a v bočním menu bude mezi ostatními stránkami oddílu. Stará adresa po přesunu dál vede na novou."
              options={[
                { value: '', label: 'Žádná (stránka na nejvyšší úrovni)' },
                ...parents.map((p) => ({ value: String(p.id), label: `${'\u2014 '.repeat(p.depth)}${p.title}` })),
              ]}
            />
            <TextField
              {...editor.field('slug', page.slug)}
              hint="Poslední část adresy (za /info/ nebo za adresou nadřazené stránky). Když ji nevyplníte, vytvoří se z nadpisu."
              autoCapitalize="none"
              spellCheck={false}
            />
          </>
        )}
        <TextAreaField
          {...editor.field('description', page.description)}
          hint="Jedna dvě věty pod nadpisem; ukazují se i ve vyhledávání."
          rows={3}
          required
        />
        <RichTextField {...editor.field('body', page.body)} images={images} documentCategories={documentCategories} />
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
