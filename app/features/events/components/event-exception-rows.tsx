import { formatLongDate } from '../../../../common/dates.ts';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { EditableEvent } from '../schemas.ts';
import {
  type EventFormPart,
  type FieldErrors,
  type FieldValue,
  FORM,
  MAX_EXCEPTIONS,
  SPARE_EXCEPTIONS,
} from './event-editor-form.ts';
import styles from './event-exception-rows.module.css';

/**
 * The times skipped or moved, for an event the rule gives more than one; otherwise a word on how
 * they are had, unless a stored event repeats by a rule.
 */
export function EventExceptions({ event, typed, value, errors }: EventFormPart) {
  return event.rule_dates.length > 1 ? (
    <ExceptionRows
      event={event}
      rows={Math.min(MAX_EXCEPTIONS, Number(typed?.exception_rows ?? event.exceptions.length) + SPARE_EXCEPTIONS)}
      value={value}
      errors={errors}
    />
  ) : event.id && event.repeat_rule ? null : (
    <p className={fieldStyles.hint}>
      Jednotlivý termín opakované akce (například o prázdninách) zrušíte nebo posunete, když akci s opakováním uložíte.
    </p>
  );
}

/**
 * The occurrences of a repeating event that are skipped or moved: a row each, the day the rule gives
 * chosen from its days; a new day (and time) moves it, none skips it.
 */
function ExceptionRows({
  event,
  rows,
  value,
  errors,
}: {
  event: EditableEvent;
  rows: number;
  value: FieldValue;
  errors: FieldErrors;
}) {
  const days = [
    { value: '', label: 'Vyberte termín' },
    ...event.rule_dates.map((date) => ({ value: date, label: formatLongDate(new Date(`${date}T12:00:00Z`)) })),
  ];
  return (
    <fieldset className={`${fieldStyles.field} ${errors?.exceptions ? fieldStyles.invalid : ''}`}>
      <legend className={fieldStyles.label}>Zrušené a posunuté termíny</legend>
      <p className={fieldStyles.hint}>
        Vyberte termín a buď nový den nechte prázdný (termín se ruší), nebo zadejte nový den a čas (termín se posouvá).
        Kalendáře, které akci odebírají, dostanou změnu také.
      </p>
      {errors?.exceptions ? <p className={fieldStyles.error}>{errors.exceptions.join(' ')}</p> : null}
      <input type="hidden" name="exception_rows" value={rows} />
      {Array.from({ length: rows }, (_, n) => {
        const stored = event.exceptions[n];
        const name = (field: string) => `exceptions.${n}.${field}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; the form names its fields by it
          <div key={n} className={styles.exception}>
            <SelectField
              form={FORM}
              name={name('date')}
              label={`Výjimka ${n + 1}: termín`}
              options={days}
              defaultValue={value(name('date'), stored?.date)}
              errors={errors?.[name('date')]}
            />
            <TextField
              form={FORM}
              name={name('start_date')}
              type="date"
              label="Nový den"
              hint="Prázdný: termín se ruší."
              defaultValue={value(name('start_date'), stored?.start_date)}
              errors={errors?.[name('start_date')]}
            />
            {event.all_day ? null : (
              <>
                <TextField
                  form={FORM}
                  name={name('start_time')}
                  type="time"
                  label="Nový začátek"
                  defaultValue={value(name('start_time'), stored?.start_time)}
                  errors={errors?.[name('start_time')]}
                />
                <TextField
                  form={FORM}
                  name={name('end_time')}
                  type="time"
                  label="Nový konec"
                  hint="Nepovinné: prázdný nechá akci stejně dlouhou."
                  defaultValue={value(name('end_time'), stored?.end_time)}
                  errors={errors?.[name('end_time')]}
                />
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
