import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { addDays, formatLongDate, pragueParts } from '../../../../common/dates.ts';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import {
  CheckboxField,
  fieldId,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { eventPath } from '../paths.ts';
import { type EditableEvent, eventInputSchema, eventParams } from '../schemas.ts';
import type { Route } from './+types/sprava-akce-editor';
import styles from './sprava-akce-editor.module.css';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData?.event.id ? `Úprava akce: ${loaderData.event.title}` : 'Nová akce', 'Akce v kalendáři města.');

const FORM = 'akce';
const LABELS = {
  title: 'Název akce',
  perex: 'Krátký popis',
  body: 'Podrobnosti',
  categories: 'Kategorie',
  start_date: 'Datum začátku',
  start_time: 'Čas začátku',
  end_date: 'Datum konce',
  end_time: 'Čas konce',
  repeat_weeks: 'Opakování',
  repeat_kind: 'Opakování',
  repeat_interval: 'Jak často',
  repeat_end: 'Konec opakování',
  repeat_until: 'Opakovat do',
  repeat_count: 'Počet konání',
  rrule: 'Pravidlo opakování',
  place: 'Místo',
  price: 'Vstupné',
  organizer: 'Pořadatel',
  contact: 'Kontakt',
  image_id: 'Obrázek',
};
/** Room for the links an event has and two more; without JavaScript a form cannot grow rows. */
const SPARE_LINKS = 2;
const MAX_LINKS = 10;
/** Rows for the occurrences skipped or moved, and two more; without JavaScript a form cannot grow rows. */
const SPARE_EXCEPTIONS = 2;
const MAX_EXCEPTIONS = 60;
const EXCEPTION_FIELDS = ['date', 'start_date', 'start_time', 'end_time'] as const;
/** The picture a proposer sent with the proposal: not in the library, kept as it is. */
const KEEP = 'ponechat';

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

/** The repeats the form offers; the interval field says every how many days, weeks, months or years. */
const REPEAT_KINDS = [
  { value: 'none', label: 'Neopakuje se' },
  { value: 'daily', label: 'Každý den' },
  { value: 'weekdays', label: 'Každý pracovní den (po–pá)' },
  { value: 'weekly', label: 'Každý týden ve stejný den' },
  { value: 'monthly_day', label: 'Každý měsíc ve stejný den v měsíci (např. 5.)' },
  { value: 'monthly_weekday', label: 'Každý měsíc ve stejný den v týdnu (např. první sobota)' },
  { value: 'yearly', label: 'Každý rok ve stejný den' },
];
const REPEAT_ENDS = [
  { value: 'never', label: 'Nikdy (nejvýš 200 konání)' },
  { value: 'until', label: 'Do data' },
  { value: 'count', label: 'Po daném počtu konání' },
];

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

/** The form's dates and times of a stored event; an all-day one's last day is the one before it ends. */
function formTimes(event: EditableEvent) {
  if (!event.starts_at) return { start_date: '', start_time: '', end_date: '', end_time: '' };
  const start = pragueParts(new Date(event.starts_at));
  const end = pragueParts(new Date(event.ends_at));
  return {
    start_date: start.date,
    start_time: event.all_day ? '' : start.time,
    end_date: event.all_day ? addDays(end.date, -1) : end.date,
    end_time: event.all_day ? '' : end.time,
  };
}

export default function EventEditor({ loaderData }: Route.ComponentProps) {
  const { event, categories, images, documentCategories } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const typed = result?.values?.intent === 'delete' ? undefined : result?.values;
  const errors = result?.errors;
  const times = formTimes(event);
  const value = (name: string, stored: string | null | undefined) => typed?.[name] ?? stored ?? '';
  const chosen = new Set(typed ? (typed.categories ?? '').split(',') : event.categories.map((c) => c.slug));
  const rows = Math.min(MAX_LINKS, Math.max(event.links.length, 0) + SPARE_LINKS);
  // The error summary lists the problems in the form's order: the link rows come before the picture.
  const { image_id: imageLabel, ...beforeImage } = LABELS;
  const labels: Record<string, string> = { ...beforeImage, links: 'Odkazy' };
  for (let n = 0; n < MAX_LINKS; n++) {
    labels[`links.${n}.label`] = `Odkaz ${n + 1}: text`;
    labels[`links.${n}.url`] = `Odkaz ${n + 1}: adresa`;
  }
  Object.assign(labels, { image_id: imageLabel, confirm: 'Smazání' });
  const imageValue = event.image_id !== null ? String(event.image_id) : event.image ? KEEP : '';

  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/akce">‹ Zpět na akce</Link>
      </p>
      <h1>{event.id ? 'Úprava akce' : 'Nová akce'}</h1>
      {params.get('ulozeno') && !result ? (
        <Notice type="success">
          <p>
            Akce je uložena.{' '}
            {event.status === 'published' ? <Link to={eventPath(event)}>Zobrazit v kalendáři</Link> : null}
            {event.status === 'draft' ? 'Je to koncept: návštěvníci ji zatím nevidí.' : null}
            {event.status === 'proposed' ? (
              <>
                Návrh čeká ve <Link to="/sprava/akce/navrhy">frontě návrhů</Link>, kde ho zveřejníte.
              </>
            ) : null}
          </p>
        </Notice>
      ) : null}
      {event.status === 'proposed' ? (
        <Notice type="info">
          <p>
            Tuto akci navrhl občan a zatím není zveřejněná. Úpravy se uloží k návrhu; zveřejníte ho ve{' '}
            <Link to="/sprava/akce/navrhy">frontě návrhů</Link>, odkud navrhovateli přijde e-mail.
          </p>
        </Notice>
      ) : null}
      <FormProblems form={FORM} result={result} labels={labels} />
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
        <fieldset
          id={fieldId(FORM, 'categories')}
          className={`${fieldStyles.field} ${errors?.categories ? fieldStyles.invalid : ''}`}
          aria-describedby={errors?.categories ? `${fieldId(FORM, 'categories')}-error` : undefined}
        >
          <legend className={fieldStyles.label}>{LABELS.categories}</legend>
          {errors?.categories ? (
            <p id={`${fieldId(FORM, 'categories')}-error`} className={fieldStyles.error}>
              <span className="visually-hidden">Chyba: </span>
              {errors.categories.join(' ')}
            </p>
          ) : null}
          {categories.map((category) => (
            <CheckboxField
              key={category.slug}
              form={FORM}
              name="categories"
              id={fieldId(FORM, `category-${category.slug}`)}
              value={category.slug}
              label={category.name}
              defaultChecked={chosen.has(category.slug)}
            />
          ))}
        </fieldset>
        <fieldset className={fieldStyles.field}>
          <legend className={fieldStyles.label}>Kdy</legend>
          <CheckboxField
            form={FORM}
            name="all_day"
            label="Celodenní akce (bez času začátku a konce)"
            defaultChecked={typed ? typed.all_day === 'on' : event.all_day}
          />
          <TextField
            form={FORM}
            name="start_date"
            type="date"
            label={LABELS.start_date}
            defaultValue={value('start_date', times.start_date)}
            required
            errors={errors?.start_date}
          />
          <TextField
            form={FORM}
            name="start_time"
            type="time"
            label={LABELS.start_time}
            hint="Pražský čas. U celodenní akce nechte prázdné."
            defaultValue={value('start_time', times.start_time)}
            errors={errors?.start_time}
          />
          <TextField
            form={FORM}
            name="end_date"
            type="date"
            label={LABELS.end_date}
            hint="Nepovinné: akce na jeden den skončí v den začátku."
            defaultValue={value('end_date', times.end_date)}
            errors={errors?.end_date}
          />
          <TextField
            form={FORM}
            name="end_time"
            type="time"
            label={LABELS.end_time}
            defaultValue={value('end_time', times.end_time)}
            errors={errors?.end_time}
          />
          {event.repeat_fields === null ? (
            // A rule the form cannot say (from the API) is kept as it is, or changed as text.
            <TextField
              form={FORM}
              name="rrule"
              label={LABELS.rrule}
              hint={`Opakuje se ${event.repeat_text ?? ''}. Pravidlo podle RFC 5545; smažete-li ho, akce se nebude opakovat.`}
              defaultValue={value('rrule', event.repeat_rule)}
              errors={errors?.rrule}
            />
          ) : (
            <RepeatFields fields={event.repeat_fields} value={value} errors={errors} />
          )}
        </fieldset>
        <TextField
          form={FORM}
          name="place"
          label={LABELS.place}
          defaultValue={value('place', event.place)}
          required
          maxLength={200}
          errors={errors?.place}
        />
        <TextField
          form={FORM}
          name="price"
          label={LABELS.price}
          hint="Nepovinné, například: 100 Kč, děti zdarma."
          defaultValue={value('price', event.price)}
          maxLength={200}
          errors={errors?.price}
        />
        <TextField
          form={FORM}
          name="organizer"
          label={LABELS.organizer}
          defaultValue={value('organizer', event.organizer)}
          required
          maxLength={200}
          errors={errors?.organizer}
        />
        <TextField
          form={FORM}
          name="contact"
          label={LABELS.contact}
          hint="Nepovinné: e-mail nebo telefon pro dotazy."
          defaultValue={value('contact', event.contact)}
          maxLength={200}
          errors={errors?.contact}
        />
        <fieldset className={`${fieldStyles.field} ${errors?.links ? fieldStyles.invalid : ''}`}>
          <legend className={fieldStyles.label}>Odkazy</legend>
          <p className={fieldStyles.hint}>
            Nepovinné: například na stránky pořadatele nebo na prodej vstupenek. Prázdný řádek se neuloží.
          </p>
          {errors?.links ? <p className={fieldStyles.error}>{errors.links.join(' ')}</p> : null}
          {Array.from({ length: rows }, (_, n) => `links.${n}`).map((row, n) => (
            <div key={row}>
              <TextField
                form={FORM}
                name={`links.${n}.label`}
                label={`Odkaz ${n + 1}: text`}
                defaultValue={value(`links.${n}.label`, event.links[n]?.label)}
                maxLength={100}
                errors={errors?.[`links.${n}.label`]}
              />
              <TextField
                form={FORM}
                name={`links.${n}.url`}
                label={`Odkaz ${n + 1}: adresa`}
                defaultValue={value(`links.${n}.url`, event.links[n]?.url)}
                autoCapitalize="none"
                spellCheck={false}
                errors={errors?.[`links.${n}.url`]}
              />
            </div>
          ))}
        </fieldset>
        {event.rule_dates.length > 1 ? (
          <ExceptionRows
            event={event}
            rows={Math.min(MAX_EXCEPTIONS, Number(typed?.exception_rows ?? event.exceptions.length) + SPARE_EXCEPTIONS)}
            value={value}
            errors={errors}
          />
        ) : event.id && event.repeat_rule ? null : (
          <p className={fieldStyles.hint}>
            Jednotlivý termín opakované akce (například o prázdninách) zrušíte nebo posunete, když akci s opakováním
            uložíte.
          </p>
        )}
        <SelectField
          form={FORM}
          name="image_id"
          label={LABELS.image_id}
          hint={
            <>
              Z <Link to="/sprava/media">knihovny obrázků</Link>, kde má každý obrázek svůj popis pro nevidomé.
            </>
          }
          defaultValue={value('image_id', imageValue)}
          options={[
            { value: '', label: 'Bez obrázku' },
            ...(event.image && event.image_id === null
              ? [{ value: KEEP, label: `Ponechat obrázek od navrhovatele (${event.image.alt})` }]
              : []),
            ...images.map((image) => ({ value: String(image.id), label: `${image.alt} (${image.filename})` })),
          ]}
          errors={errors?.image_id}
        />
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

/**
 * The occurrences of a repeating event that are skipped or moved: a row each, the day the rule gives
 * chosen from its days; a new day (and time) moves it, none skips it.
 */
function ExceptionRows({
  event,
  rows,
  value,
  errors,
}: {
  event: EditableEvent;
  rows: number;
  value: (name: string, stored: string | null | undefined) => string;
  errors: Record<string, string[]> | undefined;
}) {
  const days = [
    { value: '', label: 'Vyberte termín' },
    ...event.rule_dates.map((date) => ({ value: date, label: formatLongDate(new Date(`${date}T12:00:00Z`)) })),
  ];
  return (
    <fieldset className={`${fieldStyles.field} ${errors?.exceptions ? fieldStyles.invalid : ''}`}>
      <legend className={fieldStyles.label}>Zrušené a posunuté termíny</legend>
      <p className={fieldStyles.hint}>
        Vyberte termín a buď nový den nechte prázdný (termín se ruší), nebo zadejte nový den a čas (termín se posouvá).
        Kalendáře, které akci odebírají, dostanou změnu také.
      </p>
      {errors?.exceptions ? <p className={fieldStyles.error}>{errors.exceptions.join(' ')}</p> : null}
      <input type="hidden" name="exception_rows" value={rows} />
      {Array.from({ length: rows }, (_, n) => {
        const stored = event.exceptions[n];
        const name = (field: string) => `exceptions.${n}.${field}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; the form names its fields by it
          <div key={n} className={styles.exception}>
            <SelectField
              form={FORM}
              name={name('date')}
              label={`Výjimka ${n + 1}: termín`}
              options={days}
              defaultValue={value(name('date'), stored?.date)}
              errors={errors?.[name('date')]}
            />
            <TextField
              form={FORM}
              name={name('start_date')}
              type="date"
              label="Nový den"
              hint="Prázdný: termín se ruší."
              defaultValue={value(name('start_date'), stored?.start_date)}
              errors={errors?.[name('start_date')]}
            />
            {event.all_day ? null : (
              <>
                <TextField
                  form={FORM}
                  name={name('start_time')}
                  type="time"
                  label="Nový začátek"
                  defaultValue={value(name('start_time'), stored?.start_time)}
                  errors={errors?.[name('start_time')]}
                />
                <TextField
                  form={FORM}
                  name={name('end_time')}
                  type="time"
                  label="Nový konec"
                  hint="Nepovinné: prázdný nechá akci stejně dlouhou."
                  defaultValue={value(name('end_time'), stored?.end_time)}
                  errors={errors?.[name('end_time')]}
                />
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The repeat as the form's fields: how often, every how many, and when it ends. */
function RepeatFields({
  fields,
  value,
  errors,
}: {
  fields: NonNullable<EditableEvent['repeat_fields']>;
  value: (name: string, stored: string | null | undefined) => string;
  errors: Record<string, string[]> | undefined;
}) {
  return (
    <>
      <SelectField
        form={FORM}
        name="repeat_kind"
        label={LABELS.repeat_kind}
        hint="Ve stejný čas jako poprvé; den v měsíci nebo v týdnu se řídí dnem začátku."
        defaultValue={value('repeat_kind', fields.repeat_kind)}
        options={REPEAT_KINDS}
        errors={errors?.repeat_kind}
      />
      <TextField
        form={FORM}
        name="repeat_interval"
        type="number"
        min={1}
        max={99}
        inputMode="numeric"
        label={LABELS.repeat_interval}
        hint="1 = každý den, týden, měsíc či rok; 2 = každý druhý… (u pracovních dnů se nepoužije)."
        defaultValue={value('repeat_interval', String(fields.repeat_interval))}
        errors={errors?.repeat_interval}
      />
      <RadioField
        form={FORM}
        name="repeat_end"
        label={LABELS.repeat_end}
        options={REPEAT_ENDS}
        defaultValue={value('repeat_end', fields.repeat_end)}
        errors={errors?.repeat_end}
      />
      <TextField
        form={FORM}
        name="repeat_until"
        type="date"
        label={LABELS.repeat_until}
        hint="Poslední den, kdy se akce může konat. Jen při konci „Do data“."
        defaultValue={value('repeat_until', fields.repeat_until)}
        errors={errors?.repeat_until}
      />
      <TextField
        form={FORM}
        name="repeat_count"
        type="number"
        min={1}
        max={200}
        inputMode="numeric"
        label={LABELS.repeat_count}
        hint="Kolikrát se akce koná, i s prvním konáním. Jen při konci „Po daném počtu konání“."
        defaultValue={value('repeat_count', fields.repeat_count === null ? '' : String(fields.repeat_count))}
        errors={errors?.repeat_count}
      />
    </>
  );
}
