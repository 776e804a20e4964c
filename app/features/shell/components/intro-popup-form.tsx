import type { IntroPopup } from '../../../../common/settings.ts';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { hoursInfoForm, introPopupForm } from '../setting-forms.ts';
import { SettingSection } from './setting-section.tsx';

const INTRO_LABELS = {
  'value.title': 'Nadpis oznámení',
  'value.text': 'Text oznámení',
  'value.link.text': 'Text odkazu',
  'value.link.url': 'Adresa odkazu',
};

/** The announcement on the home page: shown or not, its text and an optional link. */
export function IntroPopupForm({
  setting,
  result,
}: {
  setting: { value: IntroPopup | null; version: number };
  result: FormResult | undefined;
}) {
  const intro = setting.value;
  const checks = useFormChecks(
    introPopupForm,
    result,
    {},
    {
      shown: intro !== null,
      value: { title: intro?.title ?? '', text: intro?.text ?? '', link: intro?.link ?? { text: '', url: '' } },
    },
  );
  const { shown } = checks.fields;
  const value = checks.fields.value.getFieldset();
  const link = value.link.getFieldset();
  return (
    <SettingSection
      name="intropopup"
      title="Oznámení na úvodní stránce"
      intro={<p>Návštěvník ho uvidí jednou; změněný text uvidí znovu.</p>}
      version={setting.version}
      checks={checks}
      result={result}
      labels={INTRO_LABELS}
      submit="Uložit oznámení"
    >
      <CheckboxField
        form="intropopup"
        name={shown.name}
        label="Zobrazovat oznámení"
        defaultChecked={shown.initialValue === 'on'}
      />
      <TextField
        form="intropopup"
        name={value.title.name}
        label={INTRO_LABELS['value.title']}
        defaultValue={value.title.initialValue}
        errors={value.title.errors}
      />
      <TextAreaField
        form="intropopup"
        name={value.text.name}
        label={INTRO_LABELS['value.text']}
        rows={4}
        defaultValue={value.text.initialValue}
        errors={value.text.errors}
      />
      <TextField
        form="intropopup"
        name={link.text.name}
        label={INTRO_LABELS['value.link.text']}
        hint="Nepovinné: odkaz pod oznámením."
        defaultValue={link.text.initialValue}
        errors={link.text.errors}
      />
      <TextField
        form="intropopup"
        name={link.url.name}
        label={INTRO_LABELS['value.link.url']}
        defaultValue={link.url.initialValue}
        errors={link.url.errors}
      />
    </SettingSection>
  );
}

/** The note under the opening hours (holidays and the like); an empty one is not shown. */
export function HoursInfoForm({
  setting,
  result,
}: {
  setting: { value: string | null; version: number };
  result: FormResult | undefined;
}) {
  const checks = useFormChecks(hoursInfoForm, result, {}, { value: setting.value ?? '' });
  const { value } = checks.fields;
  return (
    <SettingSection
      name="openinghoursinfo"
      title="Poznámka k úředním hodinám"
      version={setting.version}
      checks={checks}
      result={result}
      labels={{ value: 'Poznámka' }}
      submit="Uložit poznámku"
    >
      <TextAreaField
        form="openinghoursinfo"
        name={value.name}
        label="Poznámka"
        hint="Například o svátcích; ukazuje se pod úředními hodinami. Prázdná se nezobrazí."
        rows={3}
        defaultValue={value.initialValue}
        errors={value.errors}
      />
    </SettingSection>
  );
}
