import { useState } from 'react';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import fields from '../../../components/ui/form-fields.module.css';
import { Field, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { PlaceFieldset } from '../components/place-fieldset.tsx';
import { DESCRIPTION_LIMITS, PHOTO_ACCEPT, PHOTO_LIMITS, photoMessages } from '../limits.ts';
import { mapTiles } from '../map-tiles.ts';
import { defectReportInput } from '../schemas.ts';
import type { Route } from './+types/nahlasit-zavadu';

const FORM = 'zavada';
const LABELS = {
  category: 'Co je za závadu',
  description: 'Popis závady',
  ulice: 'Kde závada je',
  photos: 'Fotografie (nepovinné)',
  email: 'Váš e-mail',
};
const NUMBER = /^Z-\d{4}-\d{4,}$/;

// Every visitor gets a key of their own for the form (a double submit files once), so the page is never cached.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = () =>
  siteMeta(
    'Nahlásit závadu',
    'Výtluk, nesvítící lampa, černá skládka: nahlaste závadu ve městě, úřad ji předá odboru.',
  );

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { defects } = context.services;
  const signedIn = context.viewer !== null;
  const number = url.searchParams.get('odeslano') ?? '';
  // A resident sees their own report's number; a guest only the request to confirm what they sent.
  const mine = signedIn && NUMBER.test(number) ? await defects.myReports(context.ctx) : [];
  const filed = !NUMBER.test(number)
    ? null
    : signedIn
      ? mine.some((r) => r.number === number)
        ? { number, confirmed: true }
        : null
      : { number, confirmed: false };
  return {
    filed,
    signedIn,
    categories: await defects.listCategories(context.ctx),
    streets: await defects.placeNames(context.ctx),
    idempotencyKey: globalThis.crypto.randomUUID(),
    tiles: mapTiles(context.ctx.config),
  };
}

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  return formAction(formValues(form), async () => {
    const input = parseForm(defectReportInput, form);
    const photos = [];
    for (const value of form.getAll('photos')) {
      const file = await uploadedFile(value, PHOTO_LIMITS.fileBytes);
      if (file) photos.push(file);
    }
    const { report } = await context.services.defects.fileReport(context.ctx, input, photos);
    return redirect(`/nahlasit-zavadu?odeslano=${report.number}`);
  });
}

/** The photos' count and sizes, checked in the browser with the server's limits and words. */
function photoProblems(files: FileList | null): string[] {
  const list = [...(files ?? [])];
  const problems: string[] = [];
  if (list.length > PHOTO_LIMITS.files) problems.push(photoMessages.tooMany);
  if (list.some((file) => file.size > PHOTO_LIMITS.fileBytes)) problems.push(photoMessages.tooLarge);
  if (list.reduce((sum, file) => sum + file.size, 0) > PHOTO_LIMITS.totalBytes) problems.push(photoMessages.tooMuch);
  return problems;
}

function Filed({ filed }: { filed: { number: string; confirmed: boolean } }) {
  return (
    <Notice type="success">
      {filed.confirmed ? (
        <p>Hlášení {filed.number} jsme přijali a předali odboru, který ho řeší. Potvrzení jsme vám poslali e-mailem.</p>
      ) : (
        <p>
          Potvrďte prosím hlášení {filed.number} odkazem, který jsme vám poslali e-mailem. Úřad se jím začne zabývat, až
          ho potvrdíte.
        </p>
      )}
    </Notice>
  );
}

/** The categories in their groups (an `<optgroup>` each), as the office orders them. */
function CategoryField({
  categories,
  defaultValue,
  errors,
}: {
  categories: { code: string; name: string; group: string }[];
  defaultValue: string | undefined;
  errors: string[] | undefined;
}) {
  const groups = [...new Set(categories.map((c) => c.group))];
  return (
    <Field
      form={FORM}
      name="category"
      label={LABELS.category}
      errors={errors}
      control={(wiring) => (
        <select className={fields.input} defaultValue={defaultValue ?? ''} {...wiring}>
          <option value="">Vyberte…</option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {categories
                .filter((c) => c.group === group)
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    />
  );
}

export default function ReportDefect({ loaderData }: Route.ComponentProps) {
  const { filed, signedIn, categories, streets, idempotencyKey, tiles } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.defectReportInput), result);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const errors: Record<string, string[]> = { ...checks.errors };
  if (photoErrors.length) errors.photos = photoErrors;
  // The place's problems all link to the street's field (the pin's hidden inputs take no focus); the
  // offered addresses are radio buttons beside it, not errors.
  const { adresa: _choices, misto, lat, ...summary } = errors;
  const place = [...(summary.ulice ?? []), ...(misto ?? []), ...(lat ?? [])];
  if (place.length) summary.ulice = place;
  const values = result?.values;
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Nahlásit závadu' }]} />
      <h1>Nahlásit závadu</h1>
      {filed ? <Filed filed={filed} /> : null}
      <p>
        Výtluk, nesvítící lampa, poškozená lavička nebo černá skládka: popište, co a kde je, úřad hlášení předá odboru,
        který ho řeší. Fotografie pomůže, ale není nutná.
      </p>
      {result?.message && Object.keys(result.errors ?? {}).length === 0 ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <ErrorSummary form={FORM} errors={summary} labels={LABELS} attempt={checks.attempt} />
      <Form method="post" encType="multipart/form-data" {...checks.form}>
        <input type="hidden" name="idempotency_key" value={values?.idempotency_key ?? idempotencyKey} />
        <CategoryField categories={categories} defaultValue={values?.category} errors={errors.category} />
        <TextAreaField
          form={FORM}
          name="description"
          label={LABELS.description}
          hint="Co přesně se stalo a jak je to velké; jméno ani jiné osobní údaje sem prosím nepište."
          rows={5}
          maxLength={DESCRIPTION_LIMITS.max}
          defaultValue={values?.description}
          errors={errors.description}
        />
        <PlaceFieldset streets={streets} values={values} errors={errors} tiles={tiles} />
        <Field
          form={FORM}
          name="photos"
          label={LABELS.photos}
          hint={`Nejvýše ${PHOTO_LIMITS.files} fotografií JPEG, PNG nebo WebP, každá do 10 MB. Údaje o místě a telefonu z nich před uložením odstraníme.`}
          errors={errors.photos}
          control={(wiring) => (
            <input
              type="file"
              multiple
              accept={PHOTO_ACCEPT}
              className={fields.input}
              onChange={(event) => setPhotoErrors(photoProblems(event.currentTarget.files))}
              {...wiring}
            />
          )}
        />
        {signedIn ? null : (
          <TextField
            form={FORM}
            name="email"
            type="email"
            autoComplete="email"
            label={LABELS.email}
            hint="Pošleme na něj odkaz, kterým hlášení potvrdíte, a zprávy o jeho vyřízení. Nikde ho nezveřejníme."
            defaultValue={values?.email}
            errors={errors.email}
          />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          Odeslat hlášení
        </button>
      </Form>
      {signedIn ? null : (
        <p>
          Máte účet? <Link to="/login?redirect=%2Fnahlasit-zavadu">Přihlaste se</Link> a hlášení nebudete muset
          potvrzovat.
        </p>
      )}
    </div>
  );
}
