import { Form, useActionData } from 'react-router';
import { invalid, Refusal } from '../../../../server/lib/http-errors.ts';
import { BackTo, DeleteRecord, EditorTop, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { documentInputSchema, type EditableDocument } from '../schemas.ts';
import type { Route } from './+types/sprava-dokument';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.document.id ? `Dokument: ${loaderData.document.name}` : 'Nový dokument',
    'Dokument města ke stažení.',
  );

const FORM = 'dokument';
const LABELS = { name: 'Název dokumentu', category: 'Kategorie', date: 'Datum', file: 'Soubor' };
const NEW: EditableDocument = { id: 0, version: 0, name: '', category: '', date: '', media_type: '', file: null };

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'records');
  const categories = await services.records.listDocumentCategories(ctx);
  if (id === null) return { categories, document: NEW };
  return { categories, document: await services.records.documentGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'records');
  return editorAction(request, {
    path: '/sprava/dokumenty',
    id,
    schema: documentInputSchema,
    save: async (input, files) => {
      if (id === null && !files.file)
        throw new Refusal(invalid({ file: ['Vyberte soubor dokumentu.'] }, 'Vyberte soubor.'));
      return services.records.documentSave(ctx, id, input, files.file);
    },
    remove: (target) => services.records.documentDelete(ctx, target),
  });
}

export default function DocumentEditor({ loaderData }: Route.ComponentProps) {
  const { document, categories } = loaderData;
  const editor = useEditor(documentInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !document.id,
  });
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/dokumenty" title="Dokumenty" />}
        title={document.id ? 'Úprava dokumentu' : 'Nový dokument'}
        saved="Dokument je uložen a na stránce Dokumenty hned vidět."
      />
      <Form method="post" encType="multipart/form-data" {...editor.checks}>
        <input type="hidden" name="version" value={document.version} />
        <TextField {...editor.field('name', document.name)} required maxLength={300} />
        <SelectField
          {...editor.field('category', document.category)}
          options={[
            { value: '', label: 'Vyberte kategorii' },
            ...categories.map((c) => ({ value: c.slug, label: c.name })),
          ]}
        />
        <TextField {...editor.field('date', document.date)} type="date" required />
        <FileField
          {...editor.field('file', null)}
          hint="PDF, DOCX, ODT, XLSX nebo ODS, nejvýše 20 MB. Pro přístupnost dávejte přednost PDF s textem."
          accept=".pdf,.docx,.odt,.xlsx,.ods"
          current={document.file}
        />
        <button type="submit" className="button button--primary">
          Uložit dokument
        </button>
      </Form>
      {document.id ? <DeleteRecord form={FORM} what="dokument" /> : null}
    </StaffLayout>
  );
}
