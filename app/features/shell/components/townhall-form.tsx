import { keysOf } from '../../../../common/keys.ts';
import type { Townhall } from '../../../../common/settings.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { townhallForm } from '../setting-forms.ts';
import { SettingSection } from './setting-section.tsx';

const LABELS = {
  'value.name': 'Název obce',
  'value.office': 'Název úřadu',
  'value.street': 'Ulice a číslo',
  'value.city': 'PSČ a obec',
  'value.phone': 'Telefon',
  'value.email': 'E-mail podatelny',
  'value.dataBox': 'ID datové schránky',
  'value.ico': 'IČO',
  'value.dic': 'DIČ',
  'value.bankAccount': 'Bankovní účet',
  'value.social.text': 'Sociální síť: text odkazu',
  'value.social.url': 'Sociální síť: adresa',
  'value.agency.name': 'Tvůrce webu',
  'value.agency.url': 'Tvůrce webu: adresa',
} as const;
type Name = keyof typeof LABELS;

/** What each field adds to a text field: its type, its hint. */
const EXTRA: Partial<Record<Name, object>> = {
  'value.phone': { type: 'tel' },
  'value.email': { type: 'email' },
  'value.dataBox': { hint: '7 znaků, například vz7m4qa.' },
  'value.ico': { inputMode: 'numeric' },
  'value.bankAccount': { hint: 'Předčíslí-číslo/kód banky, například 19-2000145399/0800.' },
};

/** The town hall's contact block and bank account: the footer, the contacts page and every payment QR code. */
export function TownhallForm({
  setting,
  result,
}: {
  setting: { value: Townhall | null; version: number };
  result: FormResult | undefined;
}) {
  const town = setting.value;
  const checks = useFormChecks(townhallForm, result, {}, town ? { value: town } : undefined);
  const { value } = checks.fields;
  const group = value.getFieldset();
  const fields: Record<Name, { name: string; initialValue?: string; errors?: string[] }> = {
    'value.name': group.name,
    'value.office': group.office,
    'value.street': group.street,
    'value.city': group.city,
    'value.phone': group.phone,
    'value.email': group.email,
    'value.dataBox': group.dataBox,
    'value.ico': group.ico,
    'value.dic': group.dic,
    'value.bankAccount': group.bankAccount,
    'value.social.text': group.social.getFieldset().text,
    'value.social.url': group.social.getFieldset().url,
    'value.agency.name': group.agency.getFieldset().name,
    'value.agency.url': group.agency.getFieldset().url,
  };
  return (
    <SettingSection
      name="townhall"
      title="Kontakty úřadu a bankovní účet"
      intro={
        <p>
          Ukazují se v patičce každé stránky a na stránce Adresy a úřední hodiny. Na účet míří i všechny platební QR
          kódy.
        </p>
      }
      version={setting.version}
      checks={checks}
      result={result}
      labels={LABELS}
      submit="Uložit kontakty a účet"
    >
      {keysOf(LABELS).map((name) => (
        <TextField
          key={name}
          form="townhall"
          name={fields[name].name}
          label={LABELS[name]}
          defaultValue={fields[name].initialValue ?? ''}
          errors={fields[name].errors}
          {...EXTRA[name]}
        />
      ))}
    </SettingSection>
  );
}
