import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { FormResult } from '../../lib/form-result.ts';
import { useFormChecks } from '../../lib/use-form-checks.ts';

/**
 * An office editor's form state, the same on every editor: the schema's checks in the browser, what
 * the clerk typed when a save was refused (not after a refused deletion, whose form is another), and
 * each field's props, so a field is one line with its own hints and limits.
 */
export function useEditor<L extends Record<string, string>>(
  schema: z.ZodObject,
  result: FormResult | undefined,
  { form, labels, isNew }: { form: string; labels: L; isNew: boolean },
) {
  const [params] = useSearchParams();
  const checks = useFormChecks(schema, result, isNew ? { version: undefined } : {});
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  return {
    checks: checks.form,
    errors: checks.errors,
    /** Whether the address carries a notice (`?ulozeno=1`) that no refused post has replaced since. */
    says: (param: string) => params.get(param) !== null && !result,
    /** A field's props: its name and label, what it shows (as typed, else as stored) and its errors. */
    field: (name: keyof L & string, stored: string | number | null | undefined) => ({
      form,
      name,
      label: labels[name],
      defaultValue: typed?.[name] ?? (stored === null || stored === undefined ? '' : String(stored)),
      errors: checks.errors[name],
    }),
    /** A checkbox's props: ticked as typed, else as stored. */
    box: (name: string, stored: boolean) => ({
      form,
      name,
      defaultChecked: typed ? typed[name] === 'on' : stored,
    }),
    problems: {
      form,
      result: { message: result?.message, errors: checks.errors },
      labels: { ...labels, confirm: 'Smazání' },
      attempt: checks.attempt,
    },
  };
}

export type Editor = ReturnType<typeof useEditor<Record<string, string>>>;
