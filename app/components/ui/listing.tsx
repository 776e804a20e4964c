/** A value of a list's filter: a year as it is, or a value with its label (a category's slug and name). */
export type FilterOption = number | { value: string; label: string };

/**
 * A public list's filter by one of its values (a category, a year), in its filter form (listing.module.css's
 * `filters`): "any" (`any`) first, then the values; the page's address sets it (`value`).
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  any = 'Všechny',
}: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  options: readonly FilterOption[];
  any?: string;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} key={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => {
          const shown = typeof option === 'number' ? { value: String(option), label: option } : option;
          return (
            <option key={shown.value} value={shown.value}>
              {shown.label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
