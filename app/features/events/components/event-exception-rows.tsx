import { formatLongDate } from '../../../../common/dates.ts';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { EditableEvent } from '../schemas.ts';
import { type EventChecks, FORM, MAX_EXCEPTIONS } from './event-editor-form.ts';
import styles from './event-exception-rows.module.css';

/**
 * The times skipped or moved, for an event the rule gives more than one; otherwise a word on how
 * they are had, unless a stored event repeats by a rule.
 */
export function EventExceptions({ event, checks }: { event: EditableEvent; checks: EventChecks }) {
  return event.rule_dates.length > 1 ? (
    <ExceptionRows event={event} checks={checks} />
  ) : event.id && event.repeat_rule ? null : (
    <p className={fieldStyles.hint}>
      Jednotlivý termín opakované akce (například o prázdninách) zrušíte nebo posunete, když akci s opakováním uložíte.
    </p>
  );
}

/**
 * The occurrences of a repeating event that are skipped or moved: a row each (Conform's field list,
 * added and removed by its buttons), the day the rule gives chosen from its days; a new day (and
 * time) moves it, none skips it.
 */
function ExceptionRows({ event, checks }: { event: EditableEvent; checks: EventChecks }) {
  const list = checks.fields.exceptions;
  const rows = list.getFieldList();
  const days = [
    { value: '', label: 'Vyberte termín' },
    ...event.rule_dates.map((date) => ({ value: date, label: formatLongDate(new Date(`${date}T12:00:00Z`)) })),
  ];
  return (
    <fieldset className={`${fieldStyles.field} ${list.errors ? fieldStyles.invalid : ''}`}>
      <legend className={fieldStyles.label}>Zrušené a posunuté termíny</legend>
      <p className={fieldStyles.hint}>
        Termín přidáte tlačítkem Přidat výjimku. Vyberte termín a buď nový den nechte prázdný (termín se ruší), nebo
        zadejte nový den a čas (termín se posouvá). Kalendáře, které akci odebírají, dostanou změnu také.
      </p>
      {list.errors ? <p className={fieldStyles.error}>{list.errors.join(' ')}</p> : null}
      {rows.map((row, n) => {
        const field = row.getFieldset();
        return (
          <div key={row.key} className={styles.exception}>
            <SelectField
              form={FORM}
              name={field.date.name}
              label={`Výjimka ${n + 1}: termín`}
              options={days}
              defaultValue={field.date.initialValue}
              errors={field.date.errors}
            />
            <TextField
              form={FORM}
              name={field.start_date.name}
              type="date"
              label="Nový den"
              hint="Prázdný: termín se ruší."
              defaultValue={field.start_date.initialValue}
              errors={field.start_date.errors}
            />
            {event.all_day ? null : (
              <>
                <TextField
                  form={FORM}
                  name={field.start_time.name}
                  type="time"
                  label="Nový začátek"
                  defaultValue={field.start_time.initialValue}
                  errors={field.start_time.errors}
                />
                <TextField
                  form={FORM}
                  name={field.end_time.name}
                  type="time"
                  label="Nový konec"
                  hint="Nepovinné: prázdný nechá akci stejně dlouhou."
                  defaultValue={field.end_time.initialValue}
                  errors={field.end_time.errors}
                />
              </>
            )}
            <p>
              <button
                className="button button--secondary"
                {...checks.conform.remove.getButtonProps({ name: list.name, index: n })}
              >
                Odebrat výjimku {n + 1}
              </button>
            </p>
          </div>
        );
      })}
      {rows.length < MAX_EXCEPTIONS ? (
        <p>
          <button className="button button--secondary" {...checks.conform.insert.getButtonProps({ name: list.name })}>
            Přidat výjimku
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
