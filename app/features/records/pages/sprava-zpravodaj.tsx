import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { type EditableMagazine, magazineInputSchema, recordIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-zpravodaj';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.issue.id ? `Zpravodaj: ${data.issue.title}` : 'Nové vydání zpravodaje', 'Vydání zpravodaje města.');

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'records');
  if (params.id === undefined) return { issue: NEW };
  const { id } = parseParams(recordIdParams, params);
  return { issue: await context.services.records.magazineGet(context.ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'records');
  const id = params.id === undefined ? null : parseParams(recordIdParams, params).id;
  const { services, ctx } = context;
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
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(magazineInputSchema, result, issue.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string) => typed?.[name] ?? stored;
  return (
    <StaffLayout>
      <BackTo kind="zpravodaj" title="Zpravodaj" />
      <h1>{issue.id ? 'Úprava vydání zpravodaje' : 'Nové vydání zpravodaje'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Vydání je uloženo a na stránce Zpravodaj hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <input type="hidden" name="version" value={issue.version} />
        <TextField
          form={FORM}
          name="year"
          label={LABELS.year}
          inputMode="numeric"
          defaultValue={value('year', String(issue.year))}
          required
          errors={errors?.year}
        />
        <TextField
          form={FORM}
          name="number"
          label={LABELS.number}
          inputMode="numeric"
          defaultValue={value('number', String(issue.number))}
          required
          errors={errors?.number}
        />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          hint="Například: Vzorovský zpravodaj 12/2026."
          defaultValue={value('title', issue.title)}
          required
          maxLength={200}
          errors={errors?.title}
        />
        <TextField
          form={FORM}
          name="published_on"
          type="date"
          label={LABELS.published_on}
          defaultValue={value('published_on', issue.published_on)}
          required
          errors={errors?.published_on}
        />
        <TextAreaField
          form={FORM}
          name="highlights"
          label={LABELS.highlights}
          hint="Každé téma na zvláštní řádek; ukazují se u vydání v seznamu."
          rows={5}
          defaultValue={value('highlights', issue.highlights.join('\n'))}
          errors={errors?.highlights}
        />
        <FileField
          form={FORM}
          label={LABELS.file}
          hint="PDF, nejvýše 20 MB."
          accept=".pdf"
          current={issue.file}
          errors={errors?.file}
        />
        <FileField
          form={FORM}
          name="cover"
          label={LABELS.cover}
          hint="JPEG, PNG nebo WebP, alespoň 400 × 300 bodů, nejvýše 5 MB."
          accept="image/jpeg,image/png,image/webp"
          current={issue.cover}
          errors={errors?.cover}
        />
        <button type="submit" className="button button--primary">
          Uložit vydání
        </button>
      </Form>
      {issue.id ? <DeleteRecord form={FORM} what="vydání" /> : null}
    </StaffLayout>
  );
}
