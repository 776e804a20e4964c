import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord, EditorTop, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { editorAction } from '../../../lib/editor-action.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { decreeInputSchema, type EditableDecree } from '../schemas.ts';
import type { Route } from './+types/sprava-vyhlaska';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.decree.id ? `Předpis č. ${loaderData.decree.number}` : 'Nová vyhláška nebo nařízení',
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
  collection_url: 'Záznam ve Sbírce právních předpisů',
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
  collection_url: null,
  file: null,
};

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'records');
  const choices = await services.records.decreeChoices(ctx);
  if (id === null) return { choices, decree: NEW };
  return { choices, decree: await services.records.decreeGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'records');
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
  const editor = useEditor(decreeInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !decree.id,
  });
  const date = (name: 'issued_on' | 'valid_from' | 'effective_from' | 'repealed_on', hint?: string) => (
    <TextField {...editor.field(name, decree[name])} type="date" hint={hint} />
  );
  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/vyhlasky" title="Vyhlášky a nařízení" />}
        title={decree.id ? 'Úprava předpisu' : 'Nová vyhláška nebo nařízení'}
        saved="Předpis je uložen a na stránce Vyhlášky a nařízení hned vidět."
      />
      <Form method="post" encType="multipart/form-data" {...editor.checks}>
        <input type="hidden" name="version" value={decree.version} />
        <SelectField
          {...editor.field('kind', decree.kind)}
          options={[
            { value: 'vyhlaska', label: 'Obecně závazná vyhláška' },
            { value: 'narizeni', label: 'Nařízení' },
          ]}
        />
        <TextField {...editor.field('number', decree.number)} hint="Například 2/2026." required maxLength={30} />
        <TextField
          {...editor.field('title', decree.title)}
          hint="Například: o místním poplatku ze psů."
          required
          maxLength={300}
        />
        {date('issued_on')}
        {date('valid_from', 'Den vyhlášení ve Sbírce právních předpisů.')}
        {date('effective_from', 'Nejdřív 15. den po vyhlášení, pokud předpis neříká jinak.')}
        <TextAreaField {...editor.field('summary', decree.summary)} rows={4} required />
        <TextField
          {...editor.field('collection_url', decree.collection_url)}
          type="url"
          hint="Adresa předpisu na sbirkapp.gov.cz, jakmile ho Sbírka zveřejní. Bez ní web odkáže na vyhledávání ve Sbírce."
          autoCapitalize="none"
          spellCheck={false}
        />
        <SelectField
          {...editor.field('repealed_by', decree.repealed_by)}
          hint="Jen když ho zrušil pozdější předpis; pak vyplňte i den zrušení."
          options={[
            { value: '', label: 'Nezrušena' },
            ...choices.filter((c) => c.slug !== decree.slug).map((c) => ({ value: c.slug, label: c.name })),
          ]}
        />
        {date('repealed_on')}
        <FileField
          {...editor.field('file', null)}
          hint="Text předpisu jako PDF, nejvýše 20 MB."
          accept=".pdf"
          current={decree.file}
        />
        <button type="submit" className="button button--primary">
          Uložit předpis
        </button>
      </Form>
      {decree.id ? <DeleteRecord form={FORM} what="předpis" /> : null}
    </StaffLayout>
  );
}
