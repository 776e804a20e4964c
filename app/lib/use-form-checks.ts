import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { formInput } from './form-input.ts';
import type { FormResult } from './form-result.ts';

/**
 * The browser's half of the form layer (Conform): the schema the server reads the form by
 * (`parseForm`) checks the whole form before it goes, so a mistake is explained without a round
 * trip, and then each field again as it is corrected. Not as a field is left: a message appearing
 * then moves the page under the pointer on its way to the next button (GOV.UK's advice too). What
 * only the server knows (a conflict, a taken address) still comes back in the action's `result`,
 * shown the same way. Without JavaScript the
 * server's answer is all there is, and it says the same. `also` is what the action adds to the form
 * (a new item has no version).
 */
export function useFormChecks(
  schema: z.ZodObject,
  result: FormResult | undefined,
  also: Record<string, unknown> = {},
): {
  form: { id: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; noValidate: true };
  errors: Record<string, string[]>;
} {
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
  return { form: { id: form.id, onSubmit: form.onSubmit, noValidate: true }, errors: form.allErrors };
}
