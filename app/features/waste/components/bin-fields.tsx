import { MONTH_NAMES, WEEKDAYS } from '../../../../common/dates.ts';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { WASTE_KINDS } from '../bins.ts';

export interface BinValues {
  kind: string;
  volume: string;
  weekday: string;
  every_weeks: string;
  anchor: string;
  months: string[];
}

/** A bin's kind, volume and collection rule, for adding one and for changing it; `form` keeps each bin's ids apart. */
export function BinFields({
  form,
  values,
  errors = {},
}: {
  form: string;
  values: BinValues;
  errors?: Record<string, string[]>;
}) {
  return (
    <>
      <SelectField
        form={form}
        name="kind"
        label="Druh odpadu"
        defaultValue={values.kind}
        options={Object.entries(WASTE_KINDS).map(([value, label]) => ({ value, label }))}
        errors={errors.kind}
      />
      <TextField
        form={form}
        name="volume"
        label="Objem (litry)"
        inputMode="numeric"
        defaultValue={values.volume}
        errors={errors.volume}
      />
      <SelectField
        form={form}
        name="weekday"
        label="Den svozu"
        defaultValue={values.weekday}
        options={WEEKDAYS.slice(0, 5).map((day, i) => ({ value: String(i + 1), label: day }))}
        errors={errors.weekday}
      />
      <TextField
        form={form}
        name="every_weeks"
        label="Jednou za kolik týdnů"
        inputMode="numeric"
        defaultValue={values.every_weeks}
        errors={errors.every_weeks}
      />
      <TextField
        form={form}
        name="anchor"
        type="date"
        label="Den některého svozu"
        hint="Určuje, které týdny se vyváží, když se nevyváží každý týden."
        defaultValue={values.anchor}
        errors={errors.anchor}
      />
      <fieldset>
        <legend>Měsíce svozu</legend>
        <p>Když nezaškrtnete žádný, vyváží se celý rok.</p>
        {MONTH_NAMES.map((month, i) => (
          <CheckboxField
            key={month}
            form={form}
            id={`${form}-month-${i + 1}`}
            name="months"
            value={String(i + 1)}
            label={month}
            defaultChecked={values.months.includes(String(i + 1))}
          />
        ))}
      </fieldset>
    </>
  );
}
