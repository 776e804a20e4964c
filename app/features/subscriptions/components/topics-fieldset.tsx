import { CheckboxesField, fieldId } from '../../../components/ui/form-fields.tsx';
import type { TopicGroup } from '../schemas.ts';

/** The topics, a fieldset of checkboxes a group; the first carries the errors and the field's id. */
export function TopicsFieldset({
  form,
  groups,
  checked,
  errors,
}: {
  form: string;
  groups: TopicGroup[];
  checked: string[];
  errors?: string[];
}) {
  return groups
    .filter((g) => g.topics.length > 0)
    .map((group, i) => (
      <CheckboxesField
        key={group.name}
        form={form}
        name="topics"
        id={i === 0 ? fieldId(form, 'topics') : `${fieldId(form, 'topics')}-g${i}`}
        label={group.name}
        hint={group.hint}
        options={group.topics.map((t) => ({ value: t.key, label: t.name }))}
        defaultValues={checked}
        errors={i === 0 ? errors : undefined}
      />
    ));
}
