import { Form } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import type { TopicGroup } from '../schemas.ts';
import { TopicsFieldset } from './topics-fieldset.tsx';

/** A subscription's topics to change and save, with what the last save answered. */
export function TopicsForm({
  form,
  groups,
  saved,
  result,
}: {
  form: string;
  groups: TopicGroup[];
  saved: string[];
  result: FormResult | undefined;
}) {
  const refused = result && !result.done ? result : undefined;
  return (
    <>
      {result?.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <ErrorSummary form={form} errors={refused?.errors} labels={{ topics: 'Co chcete odebírat' }} />
      <Form method="post" noValidate>
        <TopicsFieldset
          form={form}
          groups={groups}
          checked={refused ? (refused.values?.topics?.split(' ') ?? []) : saved}
          errors={refused?.errors?.topics}
        />
        <button type="submit" className="button button--primary">
          Uložit
        </button>
      </Form>
    </>
  );
}
