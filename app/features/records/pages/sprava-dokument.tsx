import { Form, useActionData, useSearchParams } from 'react-router';
import { invalid, Refusal } from '../../../../server/lib/http-errors.ts';
import { BackTo, DeleteRecord, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { documentInputSchema, type EditableDocument, recordIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-dokument';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.document.id ? `Dokument: ${data.document.name}` : 'Nový dokument', 'Dokument města ke stažení.');

const FORM = 'dokument';
const LABELS = { name: 'Název dokumentu', category: 'Kategorie', date: 'Datum', file: 'Soubor' };
const NEW: EditableDocument = { id: 0, version: 0, name: '', category: '', date: '', media_type: '', file: null };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'records');
  const { services, ctx } = context;
  const categories = await services.records.listDocumentCategories(ctx);
  if (params.id === undefined) return { categories, document: NEW };
  const { id } = parseParams(recordIdParams, params);
  return { categories, document: await services.records.documentGet(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'records');
  const id = params.id === undefined ? null : parseParams(recordIdParams, params).id;
  const { services, ctx } = context;
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
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(documentInputSchema, result, document.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: string, stored: string) => typed?.[name] ?? stored;
  return (
    <StaffLayout>
      <BackTo kind="dokumenty" title="Dokumenty" />
      <h1>{document.id ? 'Úprava dokumentu' : 'Nový dokument'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Dokument je uložen a na stránce Dokumenty hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <input type="hidden" name="version" value={document.version} />
        <TextField
          form={FORM}
          name="name"
          label={LABELS.name}
          defaultValue={value('name', document.name)}
          required
          maxLength={300}
          errors={errors?.name}
        />
        <SelectField
          form={FORM}
          name="category"
          label={LABELS.category}
          defaultValue={value('category', document.category)}
          options={[
            { value: '', label: 'Vyberte kategorii' },
            ...categories.map((c) => ({ value: c.slug, label: c.name })),
          ]}
          errors={errors?.category}
        />
        <TextField
          form={FORM}
          name="date"
          type="date"
          label={LABELS.date}
          defaultValue={value('date', document.date)}
          required
          errors={errors?.date}
        />
        <FileField
          form={FORM}
          label={LABELS.file}
          hint="PDF, DOCX, ODT, XLSX nebo ODS, nejvýše 20 MB. Pro přístupnost dávejte přednost PDF s textem."
          accept=".pdf,.docx,.odt,.xlsx,.ods"
          current={document.file}
          errors={errors?.file}
        />
        <button type="submit" className="button button--primary">
          Uložit dokument
        </button>
      </Form>
      {document.id ? <DeleteRecord form={FORM} what="dokument" /> : null}
    </StaffLayout>
  );
}
