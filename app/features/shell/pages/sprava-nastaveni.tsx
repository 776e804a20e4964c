import { data, Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { WEEKDAYS } from '../../../../common/dates.ts';
import type { OpeningHours } from '../../../../common/settings.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { settingUpdateSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-nastaveni';
import styles from './sprava-nastaveni.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Nastavení webu – správa', 'Kontakty úřadu, bankovní účet, úřední hodiny a oznámení na úvodní stránce.');

const FORMS = ['townhall', 'openinghours', 'openinghoursinfo', 'intropopup'] as const;
type FormName = (typeof FORMS)[number];

const TOWNHALL_LABELS = {
  'value.name': 'Název obce',
  'value.office': 'Název úřadu',
  'value.street': 'Ulice a číslo',
  'value.city': 'PSČ a obec',
  'value.phone': 'Telefon',
  'value.email': 'E-mail podatelny',
  'value.dataBox': 'ID datové schránky',
  'value.ico': 'IČO',
  'value.dic': 'DIČ',
  'value.bankAccount': 'Bankovní účet',
  'value.social.text': 'Sociální síť: text odkazu',
  'value.social.url': 'Sociální síť: adresa',
  'value.agency.name': 'Tvůrce webu',
  'value.agency.url': 'Tvůrce webu: adresa',
} as const;
const INTRO_LABELS = {
  'value.title': 'Nadpis oznámení',
  'value.text': 'Text oznámení',
  'value.link.text': 'Text odkazu',
  'value.link.url': 'Adresa odkazu',
};
const SAVED: Record<FormName, string> = {
  townhall: 'Kontakty úřadu a bankovní účet jsou uloženy; patička i platební QR kódy je používají hned.',
  openinghours: 'Úřední hodiny jsou uloženy.',
  openinghoursinfo: 'Poznámka k úředním hodinám je uložena.',
  intropopup: 'Oznámení je uloženo.',
};

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  return context.services.shell.editableSettings(context.ctx);
}

/** Opening hours from the form: a group per filled title, a row per day with hours. */
function openingHoursOf(form: FormData) {
  const groups: OpeningHours[] = [];
  const places: number[] = [];
  for (let g = 0; g < 20 && form.get(`value.${g}.title`) !== null; g++) {
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const rows = WEEKDAYS.map((_, d) => ({ day: d + 1, hours: text(`day.${g}.${d + 1}`) })).filter((r) => r.hours);
    const title = text(`value.${g}.title`);
    const note = text(`value.${g}.note`);
    if (!title && !note && rows.length === 0) continue;
    groups.push({ title, ...(note ? { note } : {}), rows });
    places.push(g);
  }
  return { groups, places };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  const form = await readForm(request);
  const intent = FORMS.find((name) => name === form.get('intent')) ?? 'townhall';
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const values: Record<string, string> = { intent };
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  let value: unknown;
  let places: number[] = [];
  if (intent === 'townhall') {
    value = {
      name: text('value.name'),
      office: text('value.office'),
      street: text('value.street'),
      city: text('value.city'),
      phone: text('value.phone'),
      email: text('value.email'),
      dataBox: text('value.dataBox'),
      ico: text('value.ico'),
      ...(text('value.dic') ? { dic: text('value.dic') } : {}),
      bankAccount: text('value.bankAccount'),
      social: { text: text('value.social.text'), url: text('value.social.url') },
      agency: { name: text('value.agency.name'), url: text('value.agency.url') },
    };
  } else if (intent === 'openinghours') {
    const read = openingHoursOf(form);
    value = read.groups;
    places = read.places;
  } else if (intent === 'openinghoursinfo') {
    value = text('value') || null;
  } else {
    value = form.get('shown')
      ? {
          title: text('value.title'),
          text: text('value.text'),
          ...(text('value.link.text') || text('value.link.url')
            ? { link: { text: text('value.link.text'), url: text('value.link.url') } }
            : {}),
        }
      : null;
  }
  const result = await formAction(values, async () => {
    const update = parseInput(settingUpdateSchema, {
      name: intent,
      value,
      version: Number(form.get('version')) || undefined,
    });
    await context.services.shell.saveSetting(context.ctx, update);
    return redirect(`/sprava/nastaveni?ulozeno=${intent}#${intent}`);
  });
  if (result instanceof Response || !('data' in result) || intent !== 'openinghours') return result;
  // A group's error is numbered among the groups kept; the form numbers them as it showed them.
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(result.data.errors ?? {})) {
    const target = key.replace(/^value\.(\d+)\./, (_, k: string) => `value.${places[Number(k)] ?? k}.`);
    errors[target] = [...(errors[target] ?? []), ...messages];
  }
  return data({ ...result.data, errors }, result.init ?? undefined);
}

type Result = { message?: string; errors?: Record<string, string[]>; values?: Record<string, string> } | undefined;

function Section({ name, title, children }: { name: FormName; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={name} className={styles.menu}>
      <h2 id={name} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function SettingsAdmin({ loaderData }: Route.ComponentProps) {
  const settings = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = FORMS.find((name) => name === params.get('ulozeno'));
  const resultFor = (name: FormName): Result => (result?.values?.intent === name ? result : undefined);
  const typed = (name: FormName, field: string, stored: string | undefined | null) =>
    resultFor(name)?.values?.[field] ?? stored ?? '';

  const town = settings.townhall.value;
  const townResult = resultFor('townhall');
  const townField = (field: keyof typeof TOWNHALL_LABELS, stored: string | undefined, extra: object = {}) => (
    <TextField
      form="townhall"
      name={field}
      label={TOWNHALL_LABELS[field]}
      defaultValue={typed('townhall', field, stored)}
      errors={townResult?.errors?.[field]}
      {...extra}
    />
  );

  const hours = settings.openinghours.value;
  const hoursResult = resultFor('openinghours');
  const groups = [...hours, { title: '', note: '', rows: [] }];

  const intro = settings.intropopup.value;
  const introResult = resultFor('intropopup');

  return (
    <StaffLayout>
      <h1>Nastavení webu</h1>
      <p>
        Horní menu a menu v patičce upravíte na stránce <Link to="/sprava/menu">Menu webu</Link>, posuvník úvodní
        stránky na stránce <Link to="/sprava/bannery">Bannery</Link>.
      </p>
      {saved && !result ? (
        <Notice type="success">
          <p>{SAVED[saved]}</p>
        </Notice>
      ) : null}

      <Section name="townhall" title="Kontakty úřadu a bankovní účet">
        <p>
          Ukazují se v patičce každé stránky a na stránce Adresy a úřední hodiny. Na účet míří i všechny platební QR
          kódy.
        </p>
        <FormProblems form="townhall" result={townResult} labels={TOWNHALL_LABELS} />
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="townhall" />
          <input type="hidden" name="version" value={settings.townhall.version} />
          {townField('value.name', town?.name)}
          {townField('value.office', town?.office)}
          {townField('value.street', town?.street)}
          {townField('value.city', town?.city)}
          {townField('value.phone', town?.phone, { type: 'tel' })}
          {townField('value.email', town?.email, { type: 'email' })}
          {townField('value.dataBox', town?.dataBox, { hint: '7 znaků, například vz7m4qa.' })}
          {townField('value.ico', town?.ico, { inputMode: 'numeric' })}
          {townField('value.dic', town?.dic)}
          {townField('value.bankAccount', town?.bankAccount, {
            hint: 'Předčíslí-číslo/kód banky, například 19-2000145399/0800.',
          })}
          {townField('value.social.text', town?.social.text)}
          {townField('value.social.url', town?.social.url)}
          {townField('value.agency.name', town?.agency.name)}
          {townField('value.agency.url', town?.agency.url)}
          <button type="submit" className="button button--primary">
            Uložit kontakty a účet
          </button>
        </Form>
      </Section>

      <Section name="openinghours" title="Úřední hodiny">
        <p>
          Jedna skupina pro každé místo (úřad, pokladna, sběrný dvůr…). Den bez hodin je zavřeno. Skupinu odeberete
          vymazáním jejího názvu i hodin; novou přidáte v poslední, prázdné skupině.
        </p>
        <FormProblems
          form="openinghours"
          result={hoursResult}
          labels={Object.fromEntries(groups.map((_, g) => [`value.${g}.title`, `Skupina ${g + 1}: název`]))}
        />
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="openinghours" />
          <input type="hidden" name="version" value={settings.openinghours.version} />
          {groups.map((group, g) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the form
            <fieldset key={g} className={styles.row}>
              <legend>{group.title || 'Nová skupina'}</legend>
              <TextField
                form="openinghours"
                name={`value.${g}.title`}
                label="Název"
                defaultValue={typed('openinghours', `value.${g}.title`, group.title)}
                errors={hoursResult?.errors?.[`value.${g}.title`]}
              />
              <TextField
                form="openinghours"
                name={`value.${g}.note`}
                label="Poznámka"
                defaultValue={typed('openinghours', `value.${g}.note`, group.note)}
              />
              {WEEKDAYS.map((day, d) => (
                <TextField
                  key={day}
                  form="openinghours"
                  name={`day.${g}.${d + 1}`}
                  label={day}
                  placeholder="zavřeno"
                  defaultValue={typed(
                    'openinghours',
                    `day.${g}.${d + 1}`,
                    group.rows.find((r) => r.day === d + 1)?.hours,
                  )}
                />
              ))}
            </fieldset>
          ))}
          <button type="submit" className="button button--primary">
            Uložit úřední hodiny
          </button>
        </Form>
      </Section>

      <Section name="openinghoursinfo" title="Poznámka k úředním hodinám">
        <FormProblems form="openinghoursinfo" result={resultFor('openinghoursinfo')} labels={{ value: 'Poznámka' }} />
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="openinghoursinfo" />
          <input type="hidden" name="version" value={settings.openinghoursinfo.version} />
          <TextAreaField
            form="openinghoursinfo"
            name="value"
            label="Poznámka"
            hint="Například o svátcích; ukazuje se pod úředními hodinami. Prázdná se nezobrazí."
            rows={3}
            defaultValue={typed('openinghoursinfo', 'value', settings.openinghoursinfo.value)}
            errors={resultFor('openinghoursinfo')?.errors?.value}
          />
          <button type="submit" className="button button--primary">
            Uložit poznámku
          </button>
        </Form>
      </Section>

      <Section name="intropopup" title="Oznámení na úvodní stránce">
        <p>Návštěvník ho uvidí jednou; změněný text uvidí znovu.</p>
        <FormProblems form="intropopup" result={introResult} labels={INTRO_LABELS} />
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="intropopup" />
          <input type="hidden" name="version" value={settings.intropopup.version} />
          <CheckboxField
            form="intropopup"
            name="shown"
            label="Zobrazovat oznámení"
            defaultChecked={introResult ? introResult.values?.shown === 'on' : intro !== null}
          />
          <TextField
            form="intropopup"
            name="value.title"
            label={INTRO_LABELS['value.title']}
            defaultValue={typed('intropopup', 'value.title', intro?.title)}
            errors={introResult?.errors?.['value.title']}
          />
          <TextAreaField
            form="intropopup"
            name="value.text"
            label={INTRO_LABELS['value.text']}
            rows={4}
            defaultValue={typed('intropopup', 'value.text', intro?.text)}
            errors={introResult?.errors?.['value.text']}
          />
          <TextField
            form="intropopup"
            name="value.link.text"
            label={INTRO_LABELS['value.link.text']}
            hint="Nepovinné: odkaz pod oznámením."
            defaultValue={typed('intropopup', 'value.link.text', intro?.link?.text)}
            errors={introResult?.errors?.['value.link.text']}
          />
          <TextField
            form="intropopup"
            name="value.link.url"
            label={INTRO_LABELS['value.link.url']}
            defaultValue={typed('intropopup', 'value.link.url', intro?.link?.url)}
            errors={introResult?.errors?.['value.link.url']}
          />
          <button type="submit" className="button button--primary">
            Uložit oznámení
          </button>
        </Form>
      </Section>
    </StaffLayout>
  );
}
