import { type DefaultValue, type FormMetadata, useForm } from '@conform-to/react';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import type { checkerFor } from './form-checker.ts';
import type { FormResult } from './form-result.ts';
import { submitterOf } from './submitter.ts';

/** The name of the button Conform sends its own checks by (`INTENT` in @conform-to/dom), not a clerk's. */
const CONFORM_INTENT = '__intent__';

/** A row moved by a button of a field list: which list, from which place to which. */
export interface RowMove {
  name: string;
  from: number;
  to: number;
}

/** The move an intent asks for, if it is one (a reorder intent, as Conform serialises it). */
function rowMoveOf(intent: unknown): RowMove | null {
  if (typeof intent !== 'object' || intent === null || !('type' in intent) || intent.type !== 'reorder') return null;
  if (!('payload' in intent) || typeof intent.payload !== 'object' || intent.payload === null) return null;
  const { payload } = intent;
  if (!('name' in payload && 'from' in payload && 'to' in payload)) return null;
  const { name, from, to } = payload;
  return typeof name === 'string' && typeof from === 'number' && typeof to === 'number' ? { name, from, to } : null;
}

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/**
 * The browser's half of the form layer (Conform): the schema the server reads the form by
 * (`parseForm`) checks the whole form before it goes, so a mistake is explained without a round
 * trip, and then each field again as it is corrected. Not as a field is left: a message appearing
 * then moves the page under the pointer on its way to the next button (GOV.UK's advice too). What
 * only the server knows (a conflict, a taken address) comes back in the action's `result`, shown the
 * same way; without JavaScript the server's answer is all there is, and it says the same. `also` is
 * what the action adds to the form (a new item has no version).
 *
 * The checks (Zod and the schema; `schema` may be a loader of it) arrive when the form is first
 * focused; a form sent before they have arrived is checked by the server. The error summary takes
 * the focus at an attempt to send or an answer (`attempt`), not as the messages change while a field
 * is corrected: that would take the typing away from it.
 *
 * A form with rows gives their first values (`defaultValue`) and lists them by `fields`
 * (`fields.prices.getFieldList()`); its add and remove buttons are `conform.insert` and
 * `conform.remove`'s, which work without JavaScript too (the server applies them: `readSubmission`).
 * `moved` is the last row a move button moved, in the browser or through the server, for the page to
 * say where it went and to put the focus back on its button.
 */
export function useFormChecks<S extends z.ZodObject>(
  schema: S | (() => Promise<S>),
  result: FormResult | undefined,
  also: Record<string, unknown> = {},
  defaultValue?: DefaultValue<z.output<S>>,
): {
  form: {
    id: string;
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    noValidate: true;
    /** `ready` once the checks have arrived (a journey waits for it before it sends a wrong form). */
    'data-checks'?: 'ready';
  };
  errors: Record<string, string[]>;
  /** Changes with each attempt to send and each answer: when the error summary takes the focus. */
  attempt: object;
  fields: ReturnType<FormMetadata<z.output<S>>['getFieldset']>;
  conform: FormMetadata<z.output<S>>;
  moved: RowMove | null;
} {
  const [tries, setTries] = useState(0);
  const attempt = useMemo(() => ({ tries, result }), [tries, result]);
  const [check, setCheck] = useState<ReturnType<typeof checkerFor<S>>>();
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([import('./form-checker.ts'), typeof schema === 'function' ? schema() : schema]).then(
      ([checker, loaded]) => setCheck(() => checker.checkerFor(loaded, also)),
      () => {
        loading.current = false; // offline for a moment: the server checks, and the next focus tries again
      },
    );
  };
  // One object per answer: Conform takes a new `lastResult` as a new answer, and a new one at every
  // render would set its state again at every render, without end.
  const lastResult = useMemo(
    () =>
      result?.reply ??
      (result?.errors ? { status: 'error' as const, error: result.errors, initialValue: result.values ?? null } : null),
    [result],
  );
  const [form, fields] = useForm<z.output<S>>({
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: check,
  });
  // A move made here holds until the next answer from the server, which says its own.
  const [movedHere, setMovedHere] = useState<{ move: RowMove | null; after: FormResult | undefined }>();
  const moved = movedHere && movedHere.after === result ? movedHere.move : rowMoveOf(result?.reply?.intent);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = submitterOf(event);
    if (submitter?.name === CONFORM_INTENT) setMovedHere({ move: rowMoveOf(parsed(submitter.value)), after: result });
    else setTries((n) => n + 1);
    form.onSubmit(event);
  };
  return {
    form: { id: form.id, onSubmit, onFocus: load, noValidate: true, 'data-checks': check ? 'ready' : undefined },
    errors: form.allErrors,
    attempt,
    fields,
    conform: form,
    moved,
  };
}
