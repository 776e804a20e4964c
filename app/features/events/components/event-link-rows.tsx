import fieldStyles from '../../../components/ui/form-fields.module.css';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { EditableEvent } from '../schemas.ts';
import { type FieldErrors, type FieldValue, FORM, MAX_LINKS, SPARE_LINKS } from './event-editor-form.ts';

/** The event's links, a row each (its text and its address), with two empty rows for new ones. */
export function EventLinkRows({
  links,
  value,
  errors,
}: {
  links: EditableEvent['links'];
  value: FieldValue;
  errors: FieldErrors;
}) {
  const rows = Math.min(MAX_LINKS, Math.max(links.length, 0) + SPARE_LINKS);
  return (
    <fieldset className={`${fieldStyles.field} ${errors?.links ? fieldStyles.invalid : ''}`}>
      <legend className={fieldStyles.label}>Odkazy</legend>
      <p className={fieldStyles.hint}>
        Nepovinné: například na stránky pořadatele nebo na prodej vstupenek. Prázdný řádek se neuloží.
      </p>
      {errors?.links ? <p className={fieldStyles.error}>{errors.links.join(' ')}</p> : null}
      {Array.from({ length: rows }, (_, n) => `links.${n}`).map((row, n) => (
        <div key={row}>
          <TextField
            form={FORM}
            name={`links.${n}.label`}
            label={`Odkaz ${n + 1}: text`}
            defaultValue={value(`links.${n}.label`, links[n]?.label)}
            maxLength={100}
            errors={errors?.[`links.${n}.label`]}
          />
          <TextField
            form={FORM}
            name={`links.${n}.url`}
            label={`Odkaz ${n + 1}: adresa`}
            defaultValue={value(`links.${n}.url`, links[n]?.url)}
            autoCapitalize="none"
            spellCheck={false}
            errors={errors?.[`links.${n}.url`]}
          />
        </div>
      ))}
    </fieldset>
  );
}
