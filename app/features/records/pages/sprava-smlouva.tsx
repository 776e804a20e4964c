import { Form, useActionData, useSearchParams } from 'react-router';
import { BackTo, DeleteRecord, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { contractInputSchema, type EditableContract, recordIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-smlouva';

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(data?.contract.id ? `Smlouva: ${data.contract.subject}` : 'Nová smlouva', 'Smlouva, kterou město uzavřelo.');

const FORM = 'smlouva';
const LABELS = {
  subject: 'Předmět smlouvy',
  counterparty: 'Smluvní strana',
  counterparty_ico: 'IČO smluvní strany',
  kind: 'Druh smlouvy',
  value_without_vat: 'Cena bez DPH (Kč)',
  value_with_vat: 'Cena s DPH (Kč)',
  signed_on: 'Datum podpisu',
  registry_id: 'ID v registru smluv',
  file: 'Smlouva (PDF)',
};
const NEW: EditableContract = {
  id: 0,
  version: 0,
  slug: '',
  counterparty: '',
  counterparty_ico: null,
  subject: '',
  kind: '',
  value_without_vat: null,
  value_with_vat: null,
  signed_on: '',
  registry_id: null,
  file: null,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'records');
  if (params.id === undefined) return { contract: NEW };
  const { id } = parseParams(recordIdParams, params);
  return { contract: await context.services.records.contractGet(context.ctx, id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'records');
  const id = params.id === undefined ? null : parseParams(recordIdParams, params).id;
  const { services, ctx } = context;
  return editorAction(request, {
    path: '/sprava/smlouvy',
    id,
    schema: contractInputSchema,
    save: (input, files) => services.records.contractSave(ctx, id, input, files.file),
    remove: (target) => services.records.contractDelete(ctx, target),
  });
}

export default function ContractEditor({ loaderData }: Route.ComponentProps) {
  const { contract } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const checks = useFormChecks(contractInputSchema, result, contract.id ? {} : { version: undefined });
  const errors = checks.errors;
  const value = (name: keyof typeof LABELS, stored: string | number | null) =>
    typed?.[name] ?? (stored === null ? '' : String(stored));
  const field = (name: keyof typeof LABELS, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField form={FORM} name={name} label={LABELS[name]} errors={errors?.[name]} {...extra} />
  );
  return (
    <StaffLayout>
      <BackTo kind="smlouvy" title="Smlouvy" />
      <h1>{contract.id ? 'Úprava smlouvy' : 'Nová smlouva'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>Smlouva je uložena a na stránce Smlouvy hned vidět.</p>
        </Notice>
      ) : null}
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={{ ...LABELS, confirm: 'Smazání' }}
      />
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <input type="hidden" name="version" value={contract.version} />
        {field('subject', { defaultValue: value('subject', contract.subject), required: true, maxLength: 500 })}
        {field('counterparty', {
          defaultValue: value('counterparty', contract.counterparty),
          required: true,
          maxLength: 300,
        })}
        {field('counterparty_ico', {
          defaultValue: value('counterparty_ico', contract.counterparty_ico),
          hint: 'Nepovinné, 8 číslic. U fyzické osoby nechte prázdné.',
          inputMode: 'numeric',
          maxLength: 8,
        })}
        {field('kind', {
          defaultValue: value('kind', contract.kind),
          hint: 'Například: smlouva o dílo, kupní smlouva, darovací smlouva.',
          required: true,
        })}
        {field('value_without_vat', {
          defaultValue: value('value_without_vat', contract.value_without_vat),
          inputMode: 'numeric',
          hint: 'Nepovinné, v celých korunách.',
        })}
        {field('value_with_vat', {
          defaultValue: value('value_with_vat', contract.value_with_vat),
          inputMode: 'numeric',
        })}
        {field('signed_on', { type: 'date', defaultValue: value('signed_on', contract.signed_on), required: true })}
        {field('registry_id', {
          defaultValue: value('registry_id', contract.registry_id),
          inputMode: 'numeric',
          hint: 'Nepovinné: číslo z adresy smlouvy na smlouvy.gov.cz, u smluv nad 50 000 Kč bez DPH povinně zveřejněných.',
        })}
        <FileField
          form={FORM}
          label={LABELS.file}
          hint="PDF, nejvýše 20 MB, s osobními údaji znečitelněnými."
          accept=".pdf"
          current={contract.file}
          errors={errors?.file}
        />
        <button type="submit" className="button button--primary">
          Uložit smlouvu
        </button>
      </Form>
      {contract.id ? <DeleteRecord form={FORM} what="smlouvu" /> : null}
    </StaffLayout>
  );
}
