import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { decreeInputSchema, type EditableDecree, recordIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-vyhlaska';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(
    data?.decree.id ? `Předpis č. ${data.decree.number}` : 'Nová vyhláška nebo nařízení',
    'Obecně závazná vyhláška nebo nařízení města.',
  );

const FORM = 'predpis';
const LABELS = {
  kind: 'Druh',
  number: 'Číslo',
  title: 'Název',
  issued_on: 'Vydáno dne',
  valid_from: 'Platná od',
  effective_from: 'Účinná od',
  summary: 'Stručný obsah',
  repealed_by: 'Zrušena předpisem',
  repealed_on: 'Zrušena ke dni',
  file: 'Předpis (PDF)',
};
const NEW: EditableDecree = {
  id: 0,
  version: 0,
  slug: '',
  number: '',
  title: '',
  kind: 'vyhlaska',
  issued_on: '',
  valid_from: '',
  effective_from: '',
  summary: '',
  repealed_by: null,
  repealed_on: null,
  file: null,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'records');
  const { services, ctx } = context;
  const choices = await services.records.decreeChoices(ctx);
  if (params.id === undefined) return { choices, decree: NEW };
  const { id } = parseParams(recordIdParams, params);
  return { choices, decree: await services.records.decreeGet(ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'records');
  const id = params.id === undefined ? null : parseParams(recordIdParams, params).id;
  const { services, ctx } = context;
  return editorAction(request, {
    path: '/sprava/vyhlasky',
    id,
    schema: decreeInputSchema,
    save: (input, files) => services.records.decreeSave(ctx, id, input, files.file),
    remove: (target) => services.records.decreeDelete(ctx, target),
  });
}

export default function DecreeEditor({ loaderData }: Route.ComponentProps) {
  const { decree, choices } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(decreeInputSchema, result, decree.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | null) => typed?.[name] ?? stored ?? '';
  const date = (name: 'issued_on' | 'valid_from' | 'effective_from' | 'repealed_on', hint?: string) => (
    <TextField
      form={FORM}
      name={name}
      type="date"
      label={LABELS[name]}
      hint={hint}
      defaultValue={value(name, decree[name])}
      errors={errors?.[name]}
    />
  );
  return (
    <StaffLayout>
      <BackTo kind="vyhlasky" title="Vyhlášky a nařízení" />
      <h1>{decree.id ? 'Úprava předpisu' : 'Nová vyhláška nebo nařízení'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Předpis je uložen a na stránce Vyhlášky a nařízení hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <input type="hidden" name="version" value={decree.version} />
        <SelectField
          form={FORM}
          name="kind"
          label={LABELS.kind}
          defaultValue={value('kind', decree.kind)}
          options={[
            { value: 'vyhlaska', label: 'Obecně závazná vyhláška' },
            { value: 'narizeni', label: 'Nařízení' },
          ]}
          errors={errors?.kind}
        />
        <TextField
          form={FORM}
          name="number"
          label={LABELS.number}
          hint="Například 2/2026."
          defaultValue={value('number', decree.number)}
          required
          maxLength={30}
          errors={errors?.number}
        />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          hint="Například: o místním poplatku ze psů."
          defaultValue={value('title', decree.title)}
          required
          maxLength={300}
          errors={errors?.title}
        />
        {date('issued_on')}
        {date('valid_from', 'Den vyhlášení ve Sbírce právních předpisů.')}
        {date('effective_from', 'Nejdřív 15. den po vyhlášení, pokud předpis neříká jinak.')}
        <TextAreaField
          form={FORM}
          name="summary"
          label={LABELS.summary}
          rows={4}
          defaultValue={value('summary', decree.summary)}
          required
          errors={errors?.summary}
        />
        <SelectField
          form={FORM}
          name="repealed_by"
          label={LABELS.repealed_by}
          hint="Jen když ho zrušil pozdější předpis; pak vyplňte i den zrušení."
          defaultValue={value('repealed_by', decree.repealed_by)}
          options={[
            { value: '', label: 'Nezrušena' },
            ...choices.filter((c) => c.slug !== decree.slug).map((c) => ({ value: c.slug, label: c.name })),
          ]}
          errors={errors?.repealed_by}
        />
        {date('repealed_on')}
        <FileField
          form={FORM}
          label={LABELS.file}
          hint="Text předpisu jako PDF, nejvýše 20 MB."
          accept=".pdf"
          current={decree.file}
          errors={errors?.file}
        />
        <button type="submit" className="button button--primary">
          Uložit předpis
        </button>
      </Form>
      {decree.id ? <DeleteRecord form={FORM} what="předpis" /> : null}
    </StaffLayout>
  );
}
