import { Form, Link, redirect, useActionData } from 'react-router';
import { pragueToday } from '../../../../common/dates.ts';
import { BackTo, EditorTop } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { useEditor } from '../../../components/staff/use-editor.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { CheckboxField, fieldId, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { noticeDocumentsForm, noticeInputSchema, takeDownSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-polozka';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData?.item.id ? `Úprava položky: ${loaderData.item.title}` : 'Nová položka úřední desky',
    'Položka úřední desky se všemi údaji a dokumenty.',
  );

const FORM = 'polozka';
const LABELS = {
  title: 'Název dokumentu',
  slug: 'Adresa položky',
  category: 'Kategorie (agenda)',
  originator: 'Původce',
  reference_number: 'Číslo jednací',
  file_mark: 'Spisová značka',
  posted_on: 'Vyvěšeno od',
  relevant_until: 'Sejmutí (vyvěšeno do)',
  description: 'Popis',
  documents: 'Přidat dokumenty',
};
/** A document may be up to 20 MB; the form reads no more than that of each. */
const DOCUMENT_BYTES = 20 * 1024 * 1024;

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'notice-board');
  const categories = await services.noticeBoard.categories(ctx);
  if (id === null) {
    return {
      categories,
      item: {
        id: null,
        title: '',
        slug: '',
        category: '',
        originator: 'Městský úřad Vzorov',
        reference_number: null,
        file_mark: null,
        posted_on: pragueToday(ctx.now),
        relevant_until: null,
        description: '',
        withhold_personal_data: false,
        documents: [],
        state: 'upcoming' as const,
        version: 0,
      },
    };
  }
  return { categories, item: await services.noticeBoard.adminGet(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'notice-board');
  const form = await readForm(request);
  if (id !== null && form.get('intent') === 'take-down') {
    return formAction({}, async () => {
      await services.noticeBoard.takeDown(ctx, id, parseForm(takeDownSchema, form).version);
      return redirect(`/sprava/uredni-deska/${id}?sejmuto=1`);
    });
  }
  return formAction(form, async () => {
    const input = parseForm(noticeInputSchema, form, id === null ? { version: undefined } : {});
    const files = parseForm(noticeDocumentsForm, form);
    const documents = [];
    for (const value of files.documents) {
      const file = await uploadedFile(value, DOCUMENT_BYTES);
      if (file) documents.push(file);
    }
    const removeDocuments = files.remove_document;
    const saved = await services.noticeBoard.save(ctx, id, input, { documents, removeDocuments });
    return redirect(`/sprava/uredni-deska/${saved.id}?ulozeno=1`);
  });
}

const STATE_TEXT = {
  upcoming: 'Před vyvěšením',
  posted: 'Vyvěšeno na desce',
  archived: 'V archivu',
} as const;

export default function NoticeEditor({ loaderData }: Route.ComponentProps) {
  const { item, categories } = loaderData;
  const editor = useEditor(noticeInputSchema, useActionData<typeof action>(), {
    form: FORM,
    labels: LABELS,
    isNew: !item.id,
  });
  const publicPath = `/uredni-deska/${item.slug}`;

  return (
    <StaffLayout>
      <EditorTop
        editor={editor}
        back={<BackTo to="/sprava/uredni-deska" title="Úřední deska" />}
        title={item.id ? 'Úprava položky úřední desky' : 'Nová položka úřední desky'}
        saved="Položka je uložena a zapsána do záznamu úřední desky."
      >
        {item.id ? (
          <p>
            Stav: <strong>{STATE_TEXT[item.state]}</strong>
            {item.state !== 'upcoming' ? (
              <>
                {' '}
                · <Link to={publicPath}>Zobrazit na webu</Link>
              </>
            ) : null}
          </p>
        ) : null}
        {editor.says('sejmuto') ? (
          <Notice type="success">
            <p>Položka je sejmuta z desky a je v archivu.</p>
          </Notice>
        ) : null}
      </EditorTop>
      <Form method="post" encType="multipart/form-data" {...editor.checks}>
        <input type="hidden" name="version" value={item.version} />
        <TextField {...editor.field('title', item.title)} required maxLength={300} />
        <TextField
          {...editor.field('slug', item.slug)}
          hint="Část adresy za /uredni-deska/. Když ji nevyplníte, vytvoří se z názvu."
          autoCapitalize="none"
          spellCheck={false}
        />
        <SelectField
          {...editor.field('category', item.category)}
          options={[
            { value: '', label: 'Vyberte kategorii' },
            ...categories.map((c) => ({ value: c.slug, label: c.name })),
          ]}
        />
        <TextField
          {...editor.field('originator', item.originator)}
          hint="Kdo dokument vydal, například Městský úřad Vzorov, stavební úřad."
          required
          maxLength={200}
        />
        <TextField
          {...editor.field('reference_number', item.reference_number)}
          hint="Nepovinné, například MUVZ/1234/2026."
          maxLength={100}
        />
        <TextField
          {...editor.field('file_mark', item.file_mark)}
          hint="Nepovinné, například SÚ/56/2026."
          maxLength={100}
        />
        <TextField
          {...editor.field('posted_on', item.posted_on)}
          type="date"
          hint="Od tohoto dne je položka na desce; s budoucím dnem se vyvěsí sama."
          required
        />
        <TextField
          {...editor.field('relevant_until', item.relevant_until)}
          type="date"
          hint="Poslední den na desce; den poté se položka sama přesune do archivu. Prázdné: bez určení konce."
        />
        <TextAreaField
          {...editor.field('description', item.description)}
          hint="HTML: odstavce <p>, seznamy a odkazy. Skripty a podobně se při uložení odstraní."
          rows={6}
        />
        <CheckboxField
          {...editor.box('withhold_personal_data', item.withhold_personal_data)}
          label="Obsahuje osobní údaje: v archivu skrýt popis a dokumenty"
        />
        {item.documents.length > 0 ? (
          <fieldset className={fieldStyles.field}>
            <legend className={fieldStyles.label}>Dokumenty položky</legend>
            <p className={fieldStyles.hint}>
              Zaškrtněte dokumenty, které chcete odebrat; v záznamu desky jejich otisk zůstane.
            </p>
            {item.documents.map((document) => (
              <div key={document.id} className={fieldStyles.checkbox}>
                <input
                  type="checkbox"
                  id={fieldId(FORM, `remove-${document.id}`)}
                  name="remove_document"
                  value={document.id}
                />
                <label htmlFor={fieldId(FORM, `remove-${document.id}`)}>
                  Odebrat <a href={document.url}>{document.name}</a> ({Math.ceil(document.size / 1024)} kB)
                </label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <TextField
          {...editor.field('documents', null)}
          defaultValue={undefined}
          type="file"
          multiple
          accept=".pdf,.docx,.odt,.xlsx,.ods,.jpg,.jpeg,.png"
          hint="PDF, DOCX, ODT, XLSX, ODS nebo obrázek JPEG či PNG, každý nejvýše 20 MB. Otisk každého souboru se zapíše do záznamu desky."
        />
        <button type="submit" name="intent" value="save" className="button button--primary">
          {item.id ? 'Uložit změny' : 'Vyvěsit položku'}
        </button>
      </Form>
      {item.id && item.state === 'posted' ? (
        <Form method="post">
          <input type="hidden" name="version" value={item.version} />
          <h2>Sejmutí před koncem lhůty</h2>
          <p>Položka zmizí z desky hned a přesune se do archivu. Sejmutí se zapíše do záznamu desky.</p>
          <button type="submit" name="intent" value="take-down" className="button">
            Sejmout dnes
          </button>
        </Form>
      ) : null}
      {item.id ? (
        <>
          <h2>Doklad o zveřejnění</h2>
          <p>
            Co záznam desky o položce dokládá: data, otisky dokumentů, záznamy řetězce a dny, kdy na desce visela
            {item.state === 'archived' ? '' : ' (zatím)'}.
          </p>
          <ul>
            <li>
              <a href={`/sprava/uredni-deska/${item.id}/doklad.pdf`} download>
                Doklad jako PDF
              </a>
            </li>
            <li>
              <a href={`/sprava/uredni-deska/${item.id}/doklad.json`} download>
                Doklad jako JSON
              </a>
            </li>
          </ul>
        </>
      ) : null}
    </StaffLayout>
  );
}
