import { Form } from 'react-router';
import { TEXT_ENCODING_LIST, TEXT_ENCODINGS } from '../../../../common/text-encoding.ts';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { RadioField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { RECORD_KIND_NAMES } from '../records.ts';
import { EDITED_CHOICES, EDITED_NAMES, type ImportPlan, type ImportRun } from '../schemas.ts';
import { RECORD_KINDS } from '../sources/types.ts';

const FORM = 'volby-importu';

/** The options as the server refused them: its field errors and what was typed. */
export interface OptionsRefused {
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

const encodingName = (encoding: string) => {
  const known = TEXT_ENCODING_LIST.find((e) => e === encoding);
  return known ? TEXT_ENCODINGS[known] : encoding;
};

/**
 * A checked run's options: the file's encoding and columns, the source's categories matched to the
 * site's, the defaults a source leaves out, and what to do with items the office has edited since.
 */
export function RunOptions({
  run,
  plan,
  refused,
  saved,
  asksEdited,
}: {
  run: ImportRun;
  plan: ImportPlan;
  refused: OptionsRefused | undefined;
  saved: boolean;
  asksEdited: boolean;
}) {
  return (
    <>
      <h2>Volby importu</h2>
      {saved ? (
        <Notice type="success">
          <p>Přiřazení je uložené a zkušební průchod proběhl znovu.</p>
        </Notice>
      ) : null}
      <ErrorSummary
        form={FORM}
        errors={refused?.errors}
        labels={{ originator: 'Původce', place: 'Místo konání', organizer: 'Pořadatel', ico: 'IČO města' }}
      />
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="options" />
        {plan.table?.encoding ? (
          <SelectField
            form={FORM}
            name="encoding"
            label="Kódování souboru"
            hint={`Přečteno jako ${encodingName(plan.table.encoding)}. Když jsou v ukázce místo písmen s diakritikou divné znaky, zvolte jiné.`}
            defaultValue={run.options.encoding}
            options={[
              { value: '', label: `Rozpoznat samo (nyní ${encodingName(plan.table.encoding)})` },
              ...TEXT_ENCODING_LIST.map((e) => ({ value: e, label: TEXT_ENCODINGS[e] })),
            ]}
          />
        ) : null}
        {run.source === 'table' ? (
          <SelectField
            form={FORM}
            name="recordKind"
            label="Co tabulka obsahuje"
            defaultValue={run.options.recordKind}
            options={RECORD_KINDS.map((kind) => ({ value: kind, label: RECORD_KIND_NAMES[kind] }))}
          />
        ) : null}
        {plan.table?.columns.map((column, i) => (
          <SelectField
            key={column.field}
            form={FORM}
            name={`columns[${i}].heading`}
            label={`${column.label}${column.required ? '' : ' (nepovinné)'}: sloupec`}
            defaultValue={column.column ?? ''}
            options={[
              { value: '', label: '— žádný —' },
              ...(plan.table?.headers ?? []).map((h) => ({ value: h, label: h })),
            ]}
          />
        ))}
        {run.source === 'registr' ? (
          <TextField
            form={FORM}
            name="ico"
            label="IČO města"
            hint="Jeho smlouvy se z výpisu vyberou; prázdné: IČO z nastavení webu"
            inputMode="numeric"
            defaultValue={refused?.values?.ico ?? run.options.ico}
            errors={refused?.errors?.ico}
          />
        ) : null}
        {plan.categories.map((category, i) => (
          <SelectField
            key={category.name}
            form={FORM}
            name={`categories[${i}].target`}
            label={`Kategorie zdroje „${category.name || '(bez kategorie)'}“ (${category.items} pol.)`}
            defaultValue={category.target ?? (category.name in run.options.categories ? '' : '?')}
            options={[
              { value: '?', label: 'Vyberte kategorii webu' },
              ...plan.targets.map((t) => ({ value: t.slug, label: t.name })),
              { value: '', label: 'Neimportovat' },
            ]}
          />
        ))}
        {run.source === 'ofn' ? (
          <TextField
            form={FORM}
            name="originator"
            label="Původce dokumentů"
            hint="Kdo dokumenty vydal, když to zdroj neuvádí; prázdné: úřad z nastavení webu"
            defaultValue={refused?.values?.originator ?? run.options.originator}
            errors={refused?.errors?.originator}
          />
        ) : null}
        {run.source === 'ical' ? (
          <>
            <TextField
              form={FORM}
              name="place"
              label="Místo konání"
              hint="Pro akce, u kterých zdroj místo neuvádí"
              defaultValue={refused?.values?.place ?? run.options.place}
              errors={refused?.errors?.place}
            />
            <TextField
              form={FORM}
              name="organizer"
              label="Pořadatel"
              hint="Pro akce, u kterých zdroj pořadatele neuvádí; prázdné: úřad z nastavení webu"
              defaultValue={refused?.values?.organizer ?? run.options.organizer}
              errors={refused?.errors?.organizer}
            />
          </>
        ) : null}
        {asksEdited ? (
          <RadioField
            form={FORM}
            name="edited"
            label="Položky, které na úřadě od minulého importu upravili a zdroj je také změnil"
            hint="Co změnily, ukazuje seznam změn výše; každou verzi položky najdete v její historii."
            defaultValue={run.options.edited}
            options={EDITED_CHOICES.map((value) => ({ value, label: EDITED_NAMES[value] }))}
          />
        ) : null}
        <button type="submit" className="button button--secondary">
          Uložit a znovu zkontrolovat
        </button>
      </Form>
    </>
  );
}
