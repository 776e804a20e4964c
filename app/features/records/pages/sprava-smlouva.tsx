import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord, EditorTop, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { contractInputSchema, type EditableContract } from '../schemas.ts';
import type { Route } from './+types/sprava-smlouva';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.contract.id ? `Smlouva: ${loaderData.contract.subject}` : 'Nová smlouva',
    'Smlouva, kterou město uzavřelo.',
  );

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

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'records');
  if (id === null) return { contract: NEW };
  return { contract: await services.records.contractGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'records');
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
  const editor = useEditor(contractInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !contract.id,
  });
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/smlouvy" title="Smlouvy" />}
        title={contract.id ? 'Úprava smlouvy' : 'Nová smlouva'}
        saved="Smlouva je uložena a na stránce Smlouvy hned vidět."
      />
      <Form method="post" encType="multipart/form-data" {...editor.checks}>
        <input type="hidden" name="version" value={contract.version} />
        <TextField {...editor.field('subject', contract.subject)} required maxLength={500} />
        <TextField {...editor.field('counterparty', contract.counterparty)} required maxLength={300} />
        <TextField
          {...editor.field('counterparty_ico', contract.counterparty_ico)}
          hint="Nepovinné, 8 číslic. U fyzické osoby nechte prázdné."
          inputMode="numeric"
          maxLength={8}
        />
        <TextField
          {...editor.field('kind', contract.kind)}
          hint="Například: smlouva o dílo, kupní smlouva, darovací smlouva."
          required
        />
        <TextField
          {...editor.field('value_without_vat', contract.value_without_vat)}
          inputMode="decimal"
          hint="Nepovinné, jak ji uvádí smlouva, například 412 500,00."
        />
        <TextField {...editor.field('value_with_vat', contract.value_with_vat)} inputMode="decimal" />
        <TextField {...editor.field('signed_on', contract.signed_on)} type="date" required />
        <TextField
          {...editor.field('registry_id', contract.registry_id)}
          hint="Nepovinné: číslo smlouvy na smlouvy.gov.cz, nebo celá adresa její stránky; u smluv nad 50 000 Kč bez DPH povinně zveřejněných."
        />
        <FileField
          {...editor.field('file', null)}
          hint="PDF, nejvýše 20 MB, s osobními údaji znečitelněnými."
          accept=".pdf"
          current={contract.file}
        />
        <button type="submit" className="button button--primary">
          Uložit smlouvu
        </button>
      </Form>
      {contract.id ? <DeleteRecord form={FORM} what="smlouvu" /> : null}
    </StaffLayout>
  );
}
