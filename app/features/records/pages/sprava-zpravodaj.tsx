import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord, EditorTop, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { type EditableMagazine, magazineInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-zpravodaj';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.issue.id ? `Zpravodaj: ${loaderData.issue.title}` : 'Nové vydání zpravodaje',
    'Vydání zpravodaje města.',
  );

const FORM = 'zpravodaj';
const LABELS = {
  year: 'Rok',
  number: 'Číslo vydání v roce',
  title: 'Název vydání',
  published_on: 'Datum vydání',
  highlights: 'Hlavní témata',
  file: 'Zpravodaj (PDF)',
  cover: 'Obálka (obrázek)',
};
const NEW: EditableMagazine = {
  id: 0,
  version: 0,
  year: new Date().getFullYear(),
  number: 1,
  title: '',
  published_on: '',
  highlights: [],
  cover: null,
  file: null,
};

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'records');
  if (id === null) return { issue: NEW };
  return { issue: await services.records.magazineGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'records');
  return editorAction(request, {
    path: '/sprava/zpravodaj',
    id,
    schema: magazineInputSchema,
    files: ['file', 'cover'],
    save: (input, files) => services.records.magazineSave(ctx, id, input, files),
    remove: (target) => services.records.magazineDelete(ctx, target),
  });
}

export default function MagazineEditor({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  const editor = useEditor(magazineInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !issue.id,
  });
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/zpravodaj" title="Zpravodaj" />}
        title={issue.id ? 'Úprava vydání zpravodaje' : 'Nové vydání zpravodaje'}
        saved="Vydání je uloženo a na stránce Zpravodaj hned vidět."
      />
      <Form method="post" encType="multipart/form-data" {...editor.checks}>
        <input type="hidden" name="version" value={issue.version} />
        <TextField {...editor.field('year', issue.year)} inputMode="numeric" required />
        <TextField {...editor.field('number', issue.number)} inputMode="numeric" required />
        <TextField
          {...editor.field('title', issue.title)}
          hint="Například: Vzorovský zpravodaj 12/2026."
          required
          maxLength={200}
        />
        <TextField {...editor.field('published_on', issue.published_on)} type="date" required />
        <TextAreaField
          {...editor.field('highlights', issue.highlights.join('\n'))}
          hint="Každé téma na zvláštní řádek; ukazují se u vydání v seznamu."
          rows={5}
        />
        <FileField {...editor.field('file', null)} hint="PDF, nejvýše 20 MB." accept=".pdf" current={issue.file} />
        <FileField
          {...editor.field('cover', null)}
          hint="JPEG, PNG nebo WebP, alespoň 400 × 300 bodů, nejvýše 5 MB."
          accept="image/jpeg,image/png,image/webp"
          current={issue.cover}
        />
        <button type="submit" className="button button--primary">
          Uložit vydání
        </button>
      </Form>
      {issue.id ? <DeleteRecord form={FORM} what="vydání" /> : null}
    </StaffLayout>
  );
}
