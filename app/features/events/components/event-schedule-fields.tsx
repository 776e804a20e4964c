import fieldStyles from '../../../components/ui/form-fields.module.css';
import { CheckboxField, RadioField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { type EventFormPart, type FieldErrors, type FieldValue, FORM, LABELS } from './event-editor-form.ts';

/** The repeats the form offers; the interval field says every how many days, weeks, months or years. */
const REPEAT_KINDS = [
  { value: 'none', label: 'Neopakuje se' },
  { value: 'daily', label: 'Každý den' },
  { value: 'weekdays', label: 'Každý pracovní den (po–pá)' },
  { value: 'weekly', label: 'Každý týden ve stejný den' },
  { value: 'monthly_day', label: 'Každý měsíc ve stejný den v měsíci (např. 5.)' },
  { value: 'monthly_weekday', label: 'Každý měsíc ve stejný den v týdnu (např. první sobota)' },
  { value: 'yearly', label: 'Každý rok ve stejný den' },
];
const REPEAT_ENDS = [
  { value: 'never', label: 'Nikdy (nejvýš 200 konání)' },
  { value: 'until', label: 'Do data' },
  { value: 'count', label: 'Po daném počtu konání' },
];

/** When the event is: all day or its times, its first day and last, and how it repeats. */
export function EventScheduleFields({ event, value, errors }: EventFormPart) {
  return (
    <fieldset className={fieldStyles.field}>
      <legend className={fieldStyles.label}>Kdy</legend>
      <CheckboxField
        form={FORM}
        name="all_day"
        label="Celodenní akce (bez času začátku a konce)"
        defaultChecked={value('all_day') === 'on'}
      />
      <TextField
        form={FORM}
        name="start_date"
        type="date"
        label={LABELS.start_date}
        defaultValue={value('start_date')}
        required
        errors={errors?.start_date}
      />
      <TextField
        form={FORM}
        name="start_time"
        type="time"
        label={LABELS.start_time}
        hint="Pražský čas. U celodenní akce nechte prázdné."
        defaultValue={value('start_time')}
        errors={errors?.start_time}
      />
      <TextField
        form={FORM}
        name="end_date"
        type="date"
        label={LABELS.end_date}
        hint="Nepovinné: akce na jeden den skončí v den začátku."
        defaultValue={value('end_date')}
        errors={errors?.end_date}
      />
      <TextField
        form={FORM}
        name="end_time"
        type="time"
        label={LABELS.end_time}
        defaultValue={value('end_time')}
        errors={errors?.end_time}
      />
      {event.repeat_fields === null ? (
        // A rule the form cannot say (from the API) is kept as it is, or changed as text.
        <TextField
          form={FORM}
          name="rrule"
          label={LABELS.rrule}
          hint={`Opakuje se ${event.repeat_text ?? ''}. Pravidlo podle RFC 5545; smažete-li ho, akce se nebude opakovat.`}
          defaultValue={value('rrule')}
          errors={errors?.rrule}
        />
      ) : (
        <RepeatFields value={value} errors={errors} />
      )}
    </fieldset>
  );
}

/** The repeat as the form's fields: how often, every how many, and when it ends. */
function RepeatFields({ value, errors }: { value: FieldValue; errors: FieldErrors }) {
  return (
    <>
      <SelectField
        form={FORM}
        name="repeat_kind"
        label={LABELS.repeat_kind}
        hint="Ve stejný čas jako poprvé; den v měsíci nebo v týdnu se řídí dnem začátku."
        defaultValue={value('repeat_kind')}
        options={REPEAT_KINDS}
        errors={errors?.repeat_kind}
      />
      <TextField
        form={FORM}
        name="repeat_interval"
        type="number"
        min={1}
        max={99}
        inputMode="numeric"
        label={LABELS.repeat_interval}
        hint="1 = každý den, týden, měsíc či rok; 2 = každý druhý… (u pracovních dnů se nepoužije)."
        defaultValue={value('repeat_interval')}
        errors={errors?.repeat_interval}
      />
      <RadioField
        form={FORM}
        name="repeat_end"
        label={LABELS.repeat_end}
        options={REPEAT_ENDS}
        defaultValue={value('repeat_end')}
        errors={errors?.repeat_end}
      />
      <TextField
        form={FORM}
        name="repeat_until"
        type="date"
        label={LABELS.repeat_until}
        hint="Poslední den, kdy se akce může konat. Jen při konci „Do data“."
        defaultValue={value('repeat_until')}
        errors={errors?.repeat_until}
      />
      <TextField
        form={FORM}
        name="repeat_count"
        type="number"
        min={1}
        max={200}
        inputMode="numeric"
        label={LABELS.repeat_count}
        hint="Kolikrát se akce koná, i s prvním konáním. Jen při konci „Po daném počtu konání“."
        defaultValue={value('repeat_count')}
        errors={errors?.repeat_count}
      />
    </>
  );
}
