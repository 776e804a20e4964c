import fieldStyles from '../../../components/ui/form-fields.module.css';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { type EventChecks, FORM, MAX_LINKS } from './event-editor-form.ts';

/**
 * The event's links, a row each (its text and its address): Conform's field list, with buttons that
 * add and remove a row (without JavaScript through the server, which saves nothing then).
 */
export function EventLinkRows({ checks }: { checks: EventChecks }) {
  const list = checks.fields.links;
  const rows = list.getFieldList();
  return (
    <fieldset className={`${fieldStyles.field} ${list.errors ? fieldStyles.invalid : ''}`}>
      <legend className={fieldStyles.label}>Odkazy</legend>
      <p className={fieldStyles.hint}>
        Nepovinné: například na stránky pořadatele nebo na prodej vstupenek. Odkazy přidáte a odeberete tlačítky; změny
        platí, až akci uložíte.
      </p>
      {list.errors ? <p className={fieldStyles.error}>{list.errors.join(' ')}</p> : null}
      {rows.map((row, n) => {
        const link = row.getFieldset();
        return (
          <div key={row.key}>
            <TextField
              form={FORM}
              name={link.label.name}
              label={`Odkaz ${n + 1}: text`}
              defaultValue={link.label.initialValue}
              maxLength={100}
              errors={link.label.errors}
            />
            <TextField
              form={FORM}
              name={link.url.name}
              label={`Odkaz ${n + 1}: adresa`}
              defaultValue={link.url.initialValue}
              autoCapitalize="none"
              spellCheck={false}
              errors={link.url.errors}
            />
            <p>
              <button
                className="button button--secondary"
                {...checks.conform.remove.getButtonProps({ name: list.name, index: n })}
              >
                Odebrat odkaz {n + 1}
              </button>
            </p>
          </div>
        );
      })}
      {rows.length < MAX_LINKS ? (
        <p>
          <button className="button button--secondary" {...checks.conform.insert.getButtonProps({ name: list.name })}>
            Přidat odkaz
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
