import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useActionData, useBlocker, useLocation, useNavigation } from 'react-router';

export const UNSAVED_MESSAGE = 'Máte neuložené změny. Když stránku opustíte, ztratí se. Opravdu odejít?';

/** The form a change happened in, if it is one that saves something (a POST), not a search. */
function savingForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest('form') : null;
  return form && form.method === 'post' ? form : null;
}

/**
 * Whether an action's answer refused the form: the forms' refusals say `done: false` (formAction),
 * a few older ones only carry their per-field `errors`. A success answered on the same page (a
 * statement imported, a bulk action done) is no refusal: the statement page asked before every
 * link after a successful upload (issue 56).
 */
function refused(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  if ('done' in answer) return answer.done === false;
  return 'errors' in answer && typeof answer.errors === 'object' && answer.errors !== null
    ? Object.keys(answer.errors).length > 0
    : false;
}

/**
 * Asks before what was typed into a form on the page is lost: leaving for another page of the site
 * (the router's navigation) or closing and reloading the tab (`beforeunload`). A change is anything
 * typed or picked in a form that saves (rich text included); sending the form ends the question,
 * unless the answer comes back on the same page with the form to correct (a refusal), when what
 * was typed is still not saved. Without JavaScript there is nothing to ask with, and nothing asks.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(false);
  const submitting = useRef(false);
  const location = useLocation();
  const navigation = useNavigation();
  const answer = useActionData();
  const lastKey = useRef(location.key);

  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    // A save that went through leads on (a redirect) or answers here with what it did: nothing is
    // left unsaved. A refusal stays here with the form to correct.
    if (!refused(answer)) dirty.current = false;
    submitting.current = false;
  }, [location.key, answer]);
  // A form of the router's is sending while its navigation is under way, and no longer once that
  // ends; a send the form's own check refused never starts one, and leaves the question on (issue
  // 56, D8: what was typed after such a refusal was lost without a word).
  useEffect(() => {
    submitting.current = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  }, [navigation.state, navigation.formMethod]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_MESSAGE)) {
      dirty.current = false;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty.current || submitting.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  const changed = (event: FormEvent) => {
    if (savingForm(event.target)) dirty.current = true;
  };
  // A plain form's send unloads the page, which must not ask; the router's forms (and a refused
  // send) prevent that default, and the navigation above says when they are sending.
  const sent = (event: FormEvent) => {
    if (savingForm(event.target) && !event.defaultPrevented) submitting.current = true;
  };
  return (
    <div onInput={changed} onChange={changed} onSubmit={sent}>
      {children}
    </div>
  );
}
