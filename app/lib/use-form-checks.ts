import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { formInput } from './form-input.ts';
import type { FormResult } from './form-result.ts';
import { submitterOf } from './submitter.ts';

/** The name of the button Conform sends its own checks by (`INTENT` in @conform-to/dom), not a clerk's. */
const CONFORM_INTENT = '__intent__';

/**
 * The browser's half of the form layer (Conform): the schema the server reads the form by
 * (`parseForm`) checks the whole form before it goes, so a mistake is explained without a round
 * trip, and then each field again as it is corrected. Not as a field is left: a message appearing
 * then moves the page under the pointer on its way to the next button (GOV.UK's advice too). What
 * only the server knows (a conflict, a taken address) still comes back in the action's `result`,
 * shown the same way. Without JavaScript the
 * server's answer is all there is, and it says the same. `also` is what the action adds to the form
 * (a new item has no version). The error summary takes the focus at an attempt to send (`attempt`),
 * not as the messages change while a field is corrected: that would take the typing away from it.
 */
export function useFormChecks(
  schema: z.ZodObject,
  result: FormResult | undefined,
  also: Record<string, unknown> = {},
): {
  form: { id: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; noValidate: true };
  errors: Record<string, string[]>;
  /** Changes with each attempt to send and each answer: when the error summary takes the focus. */
  attempt: object;
} {
  const [tries, setTries] = useState(0);
  const attempt = useMemo(() => ({ tries, result }), [tries, result]);
  const [form] = useForm({
    lastResult: result?.errors ? { status: 'error', error: result.errors, initialValue: result.values ?? null } : null,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: z.preprocess(() => ({ ...formInput(schema, formData), ...also }), schema),
        disableAutoCoercion: true,
      }),
  });
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (submitterOf(event)?.name !== CONFORM_INTENT) setTries((n) => n + 1);
    form.onSubmit(event);
  };
  return { form: { id: form.id, onSubmit, noValidate: true }, errors: form.allErrors, attempt };
}
