import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { EventCategoryChoice, EventDetailFields, EventImageField } from '../components/event-editor-fields.tsx';
import {
  EXCEPTION_FIELDS,
  FORM,
  KEEP,
  LABELS,
  MAX_EXCEPTIONS,
  MAX_LINKS,
  summaryLabels,
} from '../components/event-editor-form.ts';
import { EventEditorNotices } from '../components/event-editor-notices.tsx';
import { EventExceptions } from '../components/event-exception-rows.tsx';
import { EventLinkRows } from '../components/event-link-rows.tsx';
import { EventScheduleFields } from '../components/event-schedule-fields.tsx';
import { type EditableEvent, eventInputSchema, eventParams } from '../schemas.ts';
import type { Route } from './+types/sprava-akce-editor';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData?.event.id ? `Úprava akce: ${loaderData.event.title}` : 'Nová akce', 'Akce v kalendáři města.');

const NEW_EVENT: EditableEvent = {
  id: 0,
  slug: '',
  title: '',
  status: 'published',
  starts_at: '',
  ends_at: '',
  all_day: false,
  repeat_weeks: null,
  repeat_until: null,
  repeat_rule: null,
  repeat_text: null,
  place: '',
  categories: [],
  updated_at: '',
  perex: '',
  body: '',
  price: null,
  organizer: 'Město Vzorov',
  contact: null,
  links: [],
  image: null,
  image_id: null,
  exceptions: [],
  rule_dates: [],
  repeat_fields: { repeat_kind: 'none', repeat_interval: 1, repeat_end: 'never', repeat_until: '', repeat_count: null },
  version: 0,
};

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const { services, ctx } = context;
  const [categories, images, documentCategories] = await Promise.all([
    services.events.categories(ctx),
    services.media.list(ctx, { page: 1, perPage: 100 }).then((list) => list.rows),
    services.records.editorDocumentCategories(ctx),
  ]);
  if (params.id === undefined) return { categories, images, documentCategories, event: NEW_EVENT };
  const { id } = parseParams(eventParams, params);
  return { categories, images, documentCategories, event: await services.events.adminGet(ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const id = params.id === undefined ? null : parseParams(eventParams, params).id;
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '');
  const { services, ctx } = context;
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že akci chcete smazat.',
    list: '/sprava/akce',
    remove: (id) => services.events.remove(ctx, id),
  });
  if (deleting) return deleting;
  const values: Record<string, string> = Object.fromEntries(Object.keys(LABELS).map((name) => [name, text(name)]));
  values.all_day = form.get('all_day') ? 'on' : '';
  values.draft = form.get('draft') ? 'on' : '';
  values.categories = form.getAll('categories').map(String).join(',');
  const links = Array.from({ length: MAX_LINKS }, (_, n) => ({
    label: text(`links.${n}.label`).trim(),
    url: text(`links.${n}.url`).trim(),
  }));
  links.forEach((link, n) => {
    values[`links.${n}.label`] = link.label;
    values[`links.${n}.url`] = link.url;
  });
  const exceptions = Array.from({ length: Number(text('exception_rows')) || 0 }, (_, n) => {
    const row = EXCEPTION_FIELDS.map((field) => [field, text(`exceptions.${n}.${field}`).trim()] as const);
    for (const [field, typed] of row) values[`exceptions.${n}.${field}`] = typed;
    return Object.fromEntries(row);
  }).slice(0, MAX_EXCEPTIONS);
  values.exception_rows = String(exceptions.length);
  return formAction(values, async () => {
    const input = parseForm(eventInputSchema, form, {
      // A row left empty is no link; one half-filled is explained on its row.
      links: links.filter((link) => link.label || link.url),
      // A row without a day chosen is no exception; one with a day and nothing else skips that day.
      exceptions: exceptions.filter((row) => row.date),
      ...(values.image_id === KEEP ? { image_id: undefined } : {}),
      ...(id === null ? { version: undefined } : {}),
    });
    const saved = await services.events.save(ctx, id, input);
    return redirect(`/sprava/akce/${saved.id}?ulozeno=1`);
  });
}

export default function EventEditor({ loaderData }: Route.ComponentProps) {
  const { event, categories, images, documentCategories } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const errors = result?.errors;
  const value = (name: string, stored: string | null | undefined) => typed?.[name] ?? stored ?? '';
  const chosen = new Set(typed ? (typed.categories ?? '').split(',') : event.categories.map((c) => c.slug));

  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/akce">‹ Zpět na akce</Link>
      </p>
      <h1>{event.id ? 'Úprava akce' : 'Nová akce'}</h1>
      <EventEditorNotices event={event} saved={Boolean(params.get('ulozeno')) && !result} />
      <FormProblems form={FORM} result={result} labels={summaryLabels()} />
      <Form method="post" noValidate>
        <input type="hidden" name="version" value={event.version} />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          defaultValue={value('title', event.title)}
          required
          maxLength={150}
          errors={errors?.title}
        />
        <TextAreaField
          form={FORM}
          name="perex"
          label={LABELS.perex}
          hint="Jedna dvě věty; ukazují se v seznamu akcí a ve vyhledávání."
          rows={3}
          defaultValue={value('perex', event.perex)}
          required
          errors={errors?.perex}
        />
        <RichTextField
          form={FORM}
          name="body"
          label={LABELS.body}
          hint="Nepovinné: program, pro koho akce je, jak se přihlásit."
          defaultValue={value('body', event.body)}
          images={images}
          documentCategories={documentCategories}
          errors={errors?.body}
        />
        <EventCategoryChoice categories={categories} chosen={chosen} errors={errors} />
        <EventScheduleFields event={event} typed={typed} value={value} errors={errors} />
        <EventDetailFields event={event} value={value} errors={errors} />
        <EventLinkRows links={event.links} value={value} errors={errors} />
        <EventExceptions event={event} typed={typed} value={value} errors={errors} />
        <EventImageField event={event} images={images} value={value} errors={errors} />
        {event.status === 'proposed' || event.status === 'rejected' ? null : (
          <CheckboxField
            form={FORM}
            name="draft"
            label="Koncept: akce zatím nebude v kalendáři ani ve vyhledávání"
            defaultChecked={typed ? typed.draft === 'on' : event.status === 'draft'}
          />
        )}
        <button type="submit" className="button button--primary">
          Uložit akci
        </button>
      </Form>
      {event.id ? (
        <p className="button-row">
          <Link to={`/sprava/akce/${event.id}/nahled`}>Náhled, jak akci uvidí návštěvníci</Link>
          <Link to={`/sprava/akce/${event.id}/verze`}>Verze a obnovení</Link>
        </p>
      ) : null}
      {event.id ? (
        <DeleteRecord
          form={FORM}
          what="akci"
          note="Akce zmizí z kalendáře i se všemi svými termíny. Obrázek zůstane v knihovně."
        />
      ) : null}
    </StaffLayout>
  );
}
