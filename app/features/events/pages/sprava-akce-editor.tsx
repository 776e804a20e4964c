import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, DefaultSubmit, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import { readForm, readSubmission, submissionAction } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffEditorPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { EventCategoryChoice, EventDetailFields, EventImageField } from '../components/event-editor-fields.tsx';
import {
  type EventChecks,
  type FieldValue,
  FORM,
  formDefaults,
  KEEP,
  LABELS,
  summaryLabels,
} from '../components/event-editor-form.ts';
import { EventEditorNotices } from '../components/event-editor-notices.tsx';
import { EventExceptions } from '../components/event-exception-rows.tsx';
import { EventLinkRows } from '../components/event-link-rows.tsx';
import { EventScheduleFields } from '../components/event-schedule-fields.tsx';
import { type EditableEvent, type EventInput, eventInputSchema } from '../schemas.ts';
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

export async function loader(args: Route.LoaderArgs) {
  const { id, services, ctx } = staffEditorPage(args, 'events');
  const [categories, images, documentCategories] = await Promise.all([
    services.events.categories(ctx),
    services.media.list(ctx, { page: 1, perPage: 100 }).then((list) => list.rows),
    services.records.editorDocumentCategories(ctx),
  ]);
  if (id === null) return { categories, images, documentCategories, event: NEW_EVENT };
  return { categories, images, documentCategories, event: await services.events.adminGet(ctx, id) };
}

/**
 * A new item has no version to check; the choice to keep a proposer's picture (no number) leaves the
 * picture out, which keeps it.
 */
const formAlso = (isNew: boolean, keepImage: boolean) => ({
  ...(keepImage ? { image_id: undefined } : {}),
  ...(isNew ? { version: undefined } : {}),
});

/**
 * "Uložit akci" saves the event as the form has it. Its links and exceptions are Conform's field
 * lists: a button adds or removes a row in the form only and saves nothing (without JavaScript
 * through the server, which answers with the rows as they now are). Deleting is a form of its own.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { id, services, ctx } = staffEditorPage(args, 'events');
  const form = await readForm(request);
  const deleting = await deletion(form, id, {
    confirm: 'Potvrďte, že akci chcete smazat.',
    list: '/sprava/akce',
    remove: (id) => services.events.remove(ctx, id),
  });
  if (deleting) return deleting;
  // The picture select's "keep" is a choice like a button's, not a value the schema reads.
  const submission = readSubmission(eventInputSchema, form, formAlso(id === null, form.get('image_id') === KEEP));
  return submissionAction(submission, async (input) => {
    const saved = await services.events.save(ctx, id, input);
    return redirect(`/sprava/akce/${saved.id}?ulozeno=1`);
  });
}

export default function EventEditor({ loaderData }: Route.ComponentProps) {
  const { event, categories, images, documentCategories } = loaderData;
  const result: FormResult | undefined = useActionData<typeof action>();
  const [params] = useSearchParams();
  // A refused deletion is the delete box's answer; the event's form keeps what it had.
  const deletion = result && !result.reply ? result : undefined;
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/akce">‹ Zpět na akce</Link>
      </p>
      <h1>{event.id ? 'Úprava akce' : 'Nová akce'}</h1>
      <EventEditorNotices event={event} saved={Boolean(params.get('ulozeno')) && !result} />
      {/* A saved event starts the form again from what was saved. */}
      <EventForm
        key={`${event.id}-${event.version}`}
        event={event}
        parts={{ categories, images, documentCategories }}
        result={deletion ? undefined : result}
        deletion={deletion}
      />
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

/** The event's form: its fields from the stored event, or from what the form sent when it came back. */
function EventForm({
  event,
  parts,
  result,
  deletion,
}: {
  event: EditableEvent;
  parts: Pick<Route.ComponentProps['loaderData'], 'categories' | 'images' | 'documentCategories'>;
  result: FormResult | undefined;
  deletion: FormResult | undefined;
}) {
  const { categories, images, documentCategories } = parts;
  // In the browser the picture is checked by the server alone: "keep" is no number.
  const checks: EventChecks = useFormChecks(eventInputSchema, result, formAlso(!event.id, true), formDefaults(event));
  const { fields } = checks;
  const value: FieldValue = (name: keyof EventInput) => {
    const sent = fields[name].initialValue;
    return typeof sent === 'string' ? sent : '';
  };
  const errors = checks.errors;
  // One category sent is a text, several a list.
  const chosen = new Set([fields.categories.initialValue ?? []].flat().filter((slug) => slug !== undefined));
  const labels = summaryLabels(fields.links.getFieldList().length, fields.exceptions.getFieldList().length);
  return (
    <>
      <FormProblems
        form={FORM}
        result={deletion ?? { message: result?.message, errors }}
        labels={labels}
        attempt={checks.attempt}
      />
      <Form method="post" {...checks.form}>
        {/* Enter in a field saves the event; it would otherwise press the first row's button. */}
        <DefaultSubmit>Uložit akci</DefaultSubmit>
        <input type="hidden" name="version" value={event.version} />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          defaultValue={value('title')}
          required
          maxLength={150}
          errors={errors.title}
        />
        <TextAreaField
          form={FORM}
          name="perex"
          label={LABELS.perex}
          hint="Jedna dvě věty; ukazují se v seznamu akcí a ve vyhledávání."
          rows={3}
          defaultValue={value('perex')}
          required
          errors={errors.perex}
        />
        <RichTextField
          form={FORM}
          name="body"
          label={LABELS.body}
          hint="Nepovinné: program, pro koho akce je, jak se přihlásit."
          defaultValue={value('body')}
          images={images}
          documentCategories={documentCategories}
          errors={errors.body}
        />
        <EventCategoryChoice categories={categories} chosen={chosen} errors={errors} />
        <EventScheduleFields event={event} value={value} errors={errors} />
        <EventDetailFields value={value} errors={errors} />
        <EventLinkRows checks={checks} />
        <EventExceptions event={event} checks={checks} />
        <EventImageField
          event={event}
          images={images}
          // What the form sent, once sent: none chosen ('') is not among what Conform sends back.
          chosen={result?.reply ? (fields.image_id.initialValue ?? '') : undefined}
          errors={errors}
        />
        {event.status === 'proposed' || event.status === 'rejected' ? null : (
          <CheckboxField
            form={FORM}
            name="draft"
            label="Koncept: akce zatím nebude v kalendáři ani ve vyhledávání"
            defaultChecked={value('draft') === 'on'}
          />
        )}
        <button type="submit" className="button button--primary">
          Uložit akci
        </button>
      </Form>
    </>
  );
}
