import type { z } from 'zod';
import { formValues } from '../../lib/auth.server.ts';
import type { FormResult } from '../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../lib/forms.server.ts';

/**
 * A guest's request answered by mail (a registration, a forgotten password): the form read by its
 * schema and sent; the page says what the service answered and the address it wrote to, or, refused,
 * shows the form again with what was typed.
 */
export async function mailedRequest<S extends z.ZodObject>(
  request: Request,
  schema: S,
  send: (input: z.output<S>) => Promise<{ message: string }>,
) {
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    const { message } = await send(parseForm(schema, form));
    return { done: true, message, values: { email: values.email ?? '' } } satisfies FormResult;
  });
}
