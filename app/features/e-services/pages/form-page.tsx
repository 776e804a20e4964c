import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs, useActionData } from 'react-router';
import { ATTACHMENT_LIMITS, submissionMessages } from '../../../../common/cases.ts';
import { pragueToday } from '../../../../common/dates.ts';
import { formByOnline, formByPending, formPath } from '../../../../common/forms/registry.ts';
import type { AttachedFile, FormDefinition } from '../../../../common/forms/types.ts';
import type { FormValues } from '../../../../common/forms/validate.ts';
import { inputNames } from '../../../../common/forms/validate.ts';
import { formatPrice } from '../../../../common/price.ts';
import type { Me } from '../../../../common/schemas/account.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { unlessMissing } from '../../../lib/refusals.server.ts';
import { levelName } from '../../identity/schemas.ts';
import { verifyPath } from '../../identity/service.server.ts';
import { FormOutline } from '../components/form-outline.tsx';
import { IdentityNotice } from '../components/identity-notice.tsx';
import { RequestForm } from '../components/request-form.tsx';
import { ReviewFiling } from '../components/review-filing.tsx';
import { autosaveSchema, type FormInput } from '../schemas.ts';
import { type FilingReview, identityNeeded } from '../service.server.ts';
import { vouchedValues } from '../vouched.ts';
import type { Route } from './+types/form-page';

/** `/potrebuji-vyridit/{topic}/online-zadost` and `/forms/pending/{form}` show the same engine. */
function definition(params: { slug?: string; form?: string }): FormDefinition {
  const def = params.form ? formByPending(params.form) : params.slug ? formByOnline(params.slug) : undefined;
  if (!def) throw data('This page could not be found', { status: 404 });
  return def;
}

function prefill(def: FormDefinition, me: Me): FormValues {
  const values: FormValues = {};
  const set = (name: string | undefined, value: string | null | undefined) => {
    if (name && value) values[name] = value;
  };
  for (const field of def.sections.flatMap((s) => s.fields)) {
    if (field.prefill === 'firstname') set(field.name, me.firstname);
    if (field.prefill === 'lastname') set(field.name, me.lastname);
    if (field.prefill === 'name') set(field.name, `${me.firstname} ${me.lastname}`);
    if (field.prefill === 'email') set(field.name, me.email);
    if (field.prefill === 'phone' && me.phone) {
      values[`${field.name}.prefix`] = me.phone_prefix;
      values[`${field.name}.number`] = me.phone;
    }
    if (field.prefill === 'address') {
      const [street, city, zip] = inputNames(field);
      // An address field has its three inputs.
      set(street, me.street);
      set(city, me.city);
      set(zip, me.zip);
    }
  }
  return values;
}

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const def = definition(params);
  const { ctx, services } = context;
  const [me, situation] = await Promise.all([
    context.me(),
    unlessMissing(services.eServices.situation(ctx, def.situation)),
  ]);
  const draft = me ? await unlessMissing(services.eServices.draft(ctx, def.key)) : null;
  const acting = me && def.identity ? await services.identity.verifiedFor(ctx, def.identity) : null;
  // A digital act: what NIA vouched for fills its fields, locked (the filing takes it from the identity too).
  const locked = acting ? vouchedValues(def, acting, pragueToday(ctx.now)) : {};
  return {
    identity: def.identity
      ? {
          levelName: levelName(def.identity),
          /** Who files, when this login has the identity at the form's level. */
          actingAs: acting ? { name: acting.name, levelName: acting.levelName } : null,
          offered: await services.identity.available(ctx),
          verify: verifyPath(def.identity, formPath(def)),
        }
      : null,
    def,
    path: formPath(def),
    situation: situation ? { slug: situation.slug, title: situation.title } : null,
    loggedIn: Boolean(me),
    initial: { ...(draft?.values ?? (me ? prefill(def, me) : {})), ...locked },
    locked,
    stored: draft?.files ?? [],
    savedAt: draft?.updated_at ?? null,
    // A new key per rendering: sending this form twice files one request.
    idempotencyKey: globalThis.crypto.randomUUID(),
  };
}

/**
 * Saving while typing changes nothing on the page: reloading it would only cost the focus. Any other
 * post reloads the draft, even after a refusal, since the server keeps the files that were fine.
 */
export const shouldRevalidate = ({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData ? formData.get('intent') !== 'autosave' : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? siteMeta(`${loaderData.def.title} | Online žádost`, loaderData.def.intro) : [];

type Result = {
  values?: FormValues;
  /** A digital act to read through and confirm. */
  review?: FilingReview;
  errors?: Record<string, string[]>;
  message?: string;
  sessionLost?: boolean;
  saved?: boolean;
  savedAt?: string;
};

/**
 * The posted form as the operations take it: the typed values, the files
 * parsed from this request (not encoded again into a second body), the
 * attached files to remove and the form's idempotency key.
 */
async function formInput(form: FormData): Promise<FormInput> {
  const input: FormInput = { values: {}, uploads: [], removeFiles: [] };
  for (const [name, value] of form) {
    if (name === 'remove_file') input.removeFiles.push(String(value));
    else if (name === 'idempotency_key') input.idempotencyKey = String(value);
    else if (name === 'filing_hash') input.confirmHash = String(value);
    else if (typeof value === 'string') input.values[name] = value;
    else {
      const file = await uploadedFile(value, ATTACHMENT_LIMITS.fileBytes);
      if (file) input.uploads.push({ field: name, file });
    }
  }
  return input;
}

export async function action({ params, request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const def = definition(params);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? 'submit');
  form.delete('intent');
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'remove_file') values[name] = value;

  if (!context.viewer) {
    return data<Result>({ values, sessionLost: true, message: submissionMessages.sessionLost }, { status: 401 });
  }
  const { ctx, services } = context;
  if (intent === 'autosave') {
    const { idempotency_key, ...rest } = parseForm(autosaveSchema, form).values;
    const input: FormInput = { values: rest, uploads: [], removeFiles: [] };
    if (typeof idempotency_key === 'string') input.idempotencyKey = idempotency_key;
    // A save that is refused (the request was filed meanwhile, too many saves) is simply not shown as saved.
    const saved = await services.eServices.saveDraft(ctx, def.key, input).catch((error: unknown) => {
      if (error instanceof Response) return null;
      throw error;
    });
    return data<Result>({ savedAt: saved?.updated_at });
  }
  if (intent === 'discard') {
    await unlessMissing(services.eServices.discardDraft(ctx, def.key));
    throw redirect(formPath(def));
  }
  if (intent === 'draft') {
    form.delete('idempotency_key');
    return formAction(values, async () => {
      const saved = await services.eServices.saveDraft(ctx, def.key, await formInput(form));
      return data<Result>({ values, saved: true, savedAt: saved.updated_at });
    });
  }
  // Without the identity the form needs, it says so with what was typed kept (the service refuses too).
  if (def.identity && (intent === 'submit' || intent === 'confirm')) {
    if (!(await services.identity.verifiedFor(ctx, def.identity)))
      return data<Result>({ values, message: identityNeeded(def.identity) }, { status: 403 });
  }
  if (intent === 'submit' && def.identity) {
    return formAction(values, async () => {
      const review = await services.eServices.review(ctx, def.key, await formInput(form));
      return data<Result>({ values, review });
    });
  }
  return formAction(values, async () => {
    const sent = await services.eServices.submit(ctx, def.key, await formInput(form));
    return redirect(`/ucet/moje-pripady/detail/${sent.case.id}?odeslano=1`);
  });
}

/** One object, so the form does not take each render for a new server answer. */
const NO_ERRORS: Record<string, string[]> = {};

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const { def, path, situation, loggedIn, stored, savedAt, idempotencyKey, identity, locked } = loaderData;
  const result: Result | undefined = useActionData<typeof action>();
  const initial = result?.values ? { ...result.values, ...locked } : loaderData.initial;
  const fileUrl = (file: AttachedFile) => `/soubory/rozpracovane/${def.key}/${file.id}`;
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[
          { text: 'Potřebuji vyřídit', to: '/potrebuji-vyridit' },
          ...(situation ? [{ text: situation.title, to: `/potrebuji-vyridit/${situation.slug}` }] : []),
          { text: 'Online žádost' },
        ]}
      />
      <h1>{def.title}</h1>
      <p className="lead">{def.intro}</p>
      {def.fee ? (
        <p>
          <strong>{def.fee.label}:</strong> {formatPrice(def.fee.amount)}. Zaplatíte ho po přijetí žádosti; platební
          údaje uvidíte u případu ve svém účtu.
        </p>
      ) : null}
      {result?.sessionLost ? (
        <Notice type="danger">
          <p>
            {result.message}{' '}
            <a href={`/login?redirect=${encodeURIComponent(path)}`} target="_blank" rel="noopener">
              Přihlásit se (otevře se v novém okně)
            </a>
          </p>
        </Notice>
      ) : null}
      {result?.saved ? (
        <Notice type="success">
          <p>
            Rozpracovanou žádost jsme uložili. Najdete ji ve svém účtu v části{' '}
            <Link to="/ucet/moje-pripady">Moje případy</Link> a můžete ji dokončit kdykoli, i z jiného zařízení.
          </p>
        </Notice>
      ) : null}
      {result?.message && !result.sessionLost && !Object.keys(result.errors ?? {}).length ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {loggedIn && identity ? <IdentityNotice identity={identity} /> : null}
      {result?.review ? (
        <ReviewFiling review={result.review} idempotencyKey={idempotencyKey} path={path} />
      ) : loggedIn || result?.sessionLost ? (
        <>
          <RequestForm
            // A new form after the draft was saved or discarded; typing keeps the same one.
            key={savedAt ?? 'new'}
            def={def}
            initial={initial}
            errors={result?.errors ?? NO_ERRORS}
            stored={stored}
            fileUrl={fileUrl}
            idempotencyKey={idempotencyKey}
            savedAt={savedAt}
            locked={locked}
          />
          {savedAt ? (
            <Form method="post" className="button-row">
              <button type="submit" name="intent" value="discard" className="button button--link">
                Zahodit rozpracovanou žádost
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <FormOutline def={def} path={path} />
      )}
    </div>
  );
}
