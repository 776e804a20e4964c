import { Fragment } from 'react';
import { WEEKDAYS } from '../../../../common/dates.ts';
import type { OpeningHours } from '../../../../common/settings.ts';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { groupFields, openingHoursForm } from '../setting-forms.ts';
import { SettingSection } from './setting-section.tsx';
import styles from './settings.module.css';

const EMPTY_GROUP = groupFields({ title: '', rows: [] });

/**
 * The opening hours: a group per place (Conform's field list), each with a field for every day.
 * The buttons add and remove a group in the form only (without JavaScript through the server);
 * "Uložit úřední hodiny" saves them.
 */
export function OpeningHoursForm({
  setting,
  result,
}: {
  setting: { value: OpeningHours[]; version: number };
  result: FormResult | undefined;
}) {
  const checks = useFormChecks(openingHoursForm, result, {}, { value: setting.value.map(groupFields) });
  const list = checks.fields.value;
  const groups = list.getFieldList();
  const labels: Record<string, string> = { value: 'Úřední hodiny' };
  groups.forEach((_, g) => {
    labels[`value[${g}].title`] = `Skupina ${g + 1}: název`;
    labels[`value[${g}].note`] = `Skupina ${g + 1}: poznámka`;
    WEEKDAYS.forEach((day, d) => {
      labels[`value[${g}].rows[${d}].hours`] = `Skupina ${g + 1}: ${day}`;
    });
  });
  return (
    <SettingSection
      name="openinghours"
      title="Úřední hodiny"
      intro={
        <p>
          Jedna skupina pro každé místo (úřad, pokladna, sběrný dvůr…). Den bez hodin je zavřeno. Skupiny přidáte a
          odeberete tlačítky; změny platí, až hodiny uložíte.
        </p>
      }
      version={setting.version}
      checks={checks}
      result={result}
      labels={labels}
      submit="Uložit úřední hodiny"
    >
      {list.errors ? <p>{list.errors.join(' ')}</p> : null}
      {groups.map((item, g) => {
        const group = item.getFieldset();
        const title = group.title.initialValue || `Skupina ${g + 1}`;
        return (
          <fieldset key={item.key} className={styles.row}>
            <legend>{group.title.initialValue || 'Nová skupina'}</legend>
            <TextField
              form="openinghours"
              name={group.title.name}
              label="Název"
              defaultValue={group.title.initialValue}
              errors={group.title.errors}
            />
            <TextField
              form="openinghours"
              name={group.note.name}
              label="Poznámka"
              defaultValue={group.note.initialValue}
              errors={group.note.errors}
            />
            {group.rows.getFieldList().map((row, d) => {
              const day = row.getFieldset();
              return (
                <Fragment key={row.key}>
                  <input type="hidden" name={day.day.name} value={d + 1} />
                  <TextField
                    form="openinghours"
                    name={day.hours.name}
                    label={WEEKDAYS[d] ?? ''}
                    placeholder="zavřeno"
                    defaultValue={day.hours.initialValue}
                    errors={day.hours.errors}
                  />
                </Fragment>
              );
            })}
            <p>
              <button
                className="button button--secondary"
                {...checks.conform.remove.getButtonProps({ name: list.name, index: g })}
              >
                Odebrat skupinu „{title}“
              </button>
            </p>
          </fieldset>
        );
      })}
      <p>
        <button
          className="button button--secondary"
          {...checks.conform.insert.getButtonProps({ name: list.name, defaultValue: EMPTY_GROUP })}
        >
          Přidat skupinu
        </button>
      </p>
    </SettingSection>
  );
}
