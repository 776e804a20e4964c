import { parse, type Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../common/upload-limits.ts';
import { cleanText } from '../../server/lib/clean-text.ts';
import { invalid, Refusal } from '../../server/lib/http-errors.ts';
import type { UploadedFile } from '../../server/lib/uploads.ts';
import { formValues } from './auth.server.ts';
import { formInput, payloadInput } from './form-input.ts';
import type { FormResult } from './form-result.ts';

/**
 * The submitted form, or a 400 page when the body is not a form at all (a
 * script posting JSON or garbage), instead of an error 500 (DESIGN §5).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Odeslaná data nejsou formulář.', { status: 400 });
  }
}

/**
 * Input through the operation's own schema, the one the API validates with: one set of rules and
 * Czech messages for both ways in. A problem is refused like a service refuses (422 with per-field
 * errors). NUL characters go first, as the API's hook removes them from every request.
 */
export function parseInput<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(cleanText(values));
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw new Refusal(invalid(errors));
}

/**
 * A posted form through the operation's own schema: each field read as the schema's type
 * (`formInput`: checkboxes, numbers, dates, repeated fields, files), then checked as the API checks
 * a JSON body. `also` gives what the page knows beside the form (the id in the path).
 */
export function parseForm<S extends z.ZodObject>(schema: S, form: FormData, also: Record<string, unknown> = {}) {
  return parseInput(schema, { ...formInput(schema, form), ...also });
}

/** More rows than any row editor takes (the schemas stop at 100). */
const MAX_FORM_ROWS = 1000;

/**
 * A form with rows (Conform's field lists, `prices[0].volume`) read as the browser checked it: Conform
 * takes the names apart and applies an intent button (a row added, removed or moved: without
 * JavaScript the button comes here), `payloadInput` reads each field as the schema's type, and the
 * operation's schema checks the rest, with what the page adds (`also`). The answer goes to
 * `submissionAction`.
 */
export function readSubmission<S extends z.ZodObject>(schema: S, form: FormData, also: Record<string, unknown> = {}) {
  refuseEndlessRows(form);
  return parseWithZod(form, {
    schema: z.preprocess((payload) => cleanText({ ...payloadInput(schema, payload), ...also }), schema),
    disableAutoCoercion: true,
  });
}

/**
 * `parseForm` for a form with rows (`categories[0].target`) whose page answers as `formAction` does,
 * not with Conform's reply: no button of it adds or moves a row.
 */
export function parseRows<S extends z.ZodObject>(schema: S, form: FormData, also: Record<string, unknown> = {}) {
  refuseEndlessRows(form);
  // Conform only takes the names apart here; the schema checks, as `parseForm` does.
  const { payload } = parse(form, { resolve: (value) => ({ value }) });
  return parseInput(schema, { ...payloadInput(schema, payload), ...also });
}

/**
 * Conform builds an array as long as a field's row number says: one field named `rows[99999999].x`
 * would make a hundred million rows. No form of ours has a thousand.
 */
function refuseEndlessRows(form: FormData) {
  for (const name of form.keys()) {
    for (const [, row] of name.matchAll(/\[(\d+)\]/g)) {
      if (Number(row) >= MAX_FORM_ROWS) throw data('Formulář má víc řádků, než je možné.', { status: 400 });
    }
  }
}

/** A service's field ('prices.0.volume', as the API names it) as the form names it ('prices[0].volume'). */
export const formFieldName = (key: string) => key.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * Refusals a form explains (a system it relies on being down for a while among them); a missing or
 * someone else's object stays the 404 page.
 */
const FORM_REFUSALS = new Set([409, 413, 422, 429, 503]);

/** The refusal a form can explain, or the error thrown on (to the 404 or the error page). */
function explainable(error: unknown): Refusal {
  if (!Refusal.is(error) || !FORM_REFUSALS.has(error.status)) throw error;
  return error;
}

/**
 * Runs an action's service calls; a refusal the form can explain (a conflict, invalid input, too
 * many attempts) becomes what the form shows, with what was typed (`values`, or the form's text
 * fields without passwords), and keeps its status. Redirects and anything else pass through.
 */
export async function formAction<T>(
  typed: Record<string, string> | FormData,
  run: () => Promise<T>,
): Promise<T | ReturnType<typeof data<FormResult & { done: false }>>> {
  const values = typed instanceof FormData ? formValues(typed) : typed;
  try {
    return await run();
  } catch (error) {
    const refusal = explainable(error);
    const { message, errors = {} } = refusal.error;
    return data({ done: false as const, message, errors, values }, { status: refusal.status });
  }
}

/**
 * A file field as the services take an upload: parsed from the page's own
 * form, not sent on as a second multipart body. An empty field (nothing
 * chosen) is no file; one past the limit arrives marked as cut off.
 */
export async function uploadedFile(value: FormDataEntryValue | null, limit = MAX_IMAGE_BYTES) {
  if (!(value instanceof File) || value.size === 0) return undefined;
  const truncated = value.size > limit;
  const data = Buffer.from(await (truncated ? value.slice(0, limit) : value).arrayBuffer());
  return { filename: value.name, mimetype: value.type, data, truncated } satisfies UploadedFile;
}

/**
 * `formAction` for a form read by `readSubmission`: a row added or removed, or a form the schema
 * refuses, goes back to the page as Conform's reply (the rows as they now are, the errors by field)
 * without running anything; a valid one runs, and a refusal it meets goes back the same way, its
 * field errors under the form's names. The page gives the reply to `useFormChecks`.
 */
export async function submissionAction<Input, Value, T>(
  submission: Submission<Input, string[], Value>,
  run: (value: Value) => Promise<T>,
): Promise<T | ReturnType<typeof data<FormResult & { done: false }>>> {
  if (submission.status !== 'success') {
    const reply = submission.reply();
    return data({ done: false as const, reply }, { status: submission.status === 'error' ? 422 : 200 });
  }
  try {
    return await run(submission.value);
  } catch (error) {
    const refusal = explainable(error);
    const { message, errors = {} } = refusal.error;
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([key, list]) => [formFieldName(key), list]));
    return data(
      { done: false as const, message, reply: submission.reply({ fieldErrors }) },
      { status: refusal.status },
    );
  }
}
