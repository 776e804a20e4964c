import { Form, Link, redirect, useActionData } from 'react-router';
import { formatDateTime, formatDay, pragueToday, pragueYear } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListCount, ListFilters, ListPages, ListSearch, ListTable } from '../../../components/ui/admin-list.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, RadioField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { CHANNELS, letterInputSchema, PAPER_CHANNELS, registerQuerySchema } from '../schemas.ts';
import type { Route } from './+types/sprava-podaci-denik';

export const meta: Route.MetaFunction = () =>
  siteMeta('Podací deník', 'Čísla jednací úřadu: došlé datové zprávy a dopisy, podané žádosti a odpovědi odborů.');

const PER_PAGE = 50;
const FORM = 'podaci-denik';
const LETTER = 'dosla-pisemnost';
/** The register's filters as the address names them (the printout and the export read them too). */
export const REGISTER_PARAMS = { q: 'q', odbor: 'department', rok: 'year', dosle: 'incoming', strana: 'page' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { query, problems, params } = listQuery(registerQuerySchema, url, REGISTER_PARAMS, {
    perPage: PER_PAGE,
  });
  const { people } = context.services;
  const [{ rows, total, capped }, departments] = await Promise.all([
    people.referenceRegister(context.ctx, query),
    people.registerDepartments(context.ctx),
  ]);
  return {
    rows,
    total,
    capped,
    query,
    problems,
    params,
    departments,
    today: pragueToday(context.ctx.now),
    year: query.year ?? pragueYear(context.ctx.now),
    registered: url.searchParams.get('zapsano'),
  };
}

/** A paper letter entered: it gets its number, and the register shows it at the top. */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const form = await readForm(request);
  return formAction(form, async () => {
    const entry = await context.services.people.registerLetter(context.ctx, parseForm(letterInputSchema, form));
    return redirect(`/sprava/podaci-denik?${new URLSearchParams({ zapsano: entry.number })}`);
  });
}

const LABELS = {
  received_on: 'Došlo dne',
  sender: 'Odesílatel',
  subject: 'Věc',
  channel: 'Jak došlo',
  case_number: 'Případ',
};

/** The filing register: every reference number the site issued for the clerk's departments, and all that came in. */
export default function FilingRegister({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, query, problems, params, departments, today, year, registered } = loaderData;
  const { page } = query;
  const result = useActionData<typeof action>();
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  const yearFilters = new URLSearchParams({ ...filters, rok: String(year) });
  const errors = result?.errors;
  return (
    <StaffLayout>
      <h1>Podací deník</h1>
      <p>
        Čísla jednací úřadu: každá datová zpráva, kterou web převzal ze schránky úřadu, každý dopis, který došel poštou
        nebo ho někdo přinesl, každá podaná žádost a každý dopis nebo odpověď odboru. Čísla se řídí vzorem odboru (došlé
        písemnosti vzorem úřadu) a v každém roce se číslují od 1, bez mezer.
      </p>
      {registered && !result ? (
        <Notice type="success">
          <p>Písemnost je zapsaná pod číslem jednacím {registered}.</p>
        </Notice>
      ) : null}
      <ListFilters
        label="Hledat v podacím deníku"
        active={Object.keys(filters).length > 0}
        reset="/sprava/podaci-denik"
        problems={problems}
      >
        <ListSearch form={FORM} hint="Číslo jednací, věc nebo odesílatel" value={params.q} />
        <SelectField
          form={FORM}
          name="odbor"
          label="Odbor"
          defaultValue={params.odbor ?? ''}
          options={[
            { value: '', label: departments.length > 1 ? 'Všechny odbory' : 'Můj odbor' },
            ...departments.map((d) => ({ value: String(d.id), label: d.name })),
          ]}
        />
        <TextField form={FORM} name="rok" label="Rok" inputMode="numeric" defaultValue={params.rok} />
        <CheckboxField
          form={FORM}
          name="dosle"
          value="1"
          label="Jen došlé (datové zprávy a dopisy)"
          defaultChecked={params.dosle === '1'}
        />
      </ListFilters>
      <p className="button-row">
        <Link to={`/sprava/podaci-denik/tisk?${yearFilters}`}>Deník roku {year} k tisku</Link>
        <a href={`/sprava/podaci-denik.csv?${yearFilters}`} download>
          Deník roku {year} jako CSV
        </a>
      </p>
      <ListCount total={total} capped={capped} forms={{ one: 'číslo', few: 'čísla', other: 'čísel' }} />
      {rows.length > 0 ? (
        <ListTable
          caption="Čísla jednací, nejnovější první"
          rows={rows}
          rowKey={(row) => row.number}
          columns={[
            { header: 'Číslo jednací', cell: (row) => row.number },
            { header: 'Věc', cell: (row) => row.subject },
            {
              header: 'Došlo',
              cell: ({ incoming }) =>
                incoming
                  ? `${formatDay(incoming.received_on)}, ${CHANNELS[incoming.channel]}: ${incoming.sender}`
                  : '–',
            },
            { header: 'Odbor', cell: (row) => row.department ?? '–' },
            {
              header: 'Případ',
              cell: (row) => (row.case ? <Link to={`/sprava/pripady/${row.case.id}`}>{row.case.number}</Link> : '–'),
            },
            { header: 'Zapsáno', cell: (row) => formatDateTime(row.issued_at) },
          ]}
        />
      ) : null}
      <ListPages page={page} total={total} capped={capped} shown={rows.length} perPage={PER_PAGE} filters={filters} />
      <section aria-labelledby={`${LETTER}-nadpis`}>
        <h2 id={`${LETTER}-nadpis`}>Zapsat došlý dopis</h2>
        <p>
          Dopis, který došel poštou nebo ho někdo přinesl osobně, dostane číslo jednací hned při zápisu. Datové zprávy
          zapisuje web sám, když je převezme ze schránky úřadu.
        </p>
        <FormProblems form={LETTER} result={result} labels={LABELS} attempt={result} />
        <Form method="post" noValidate>
          <TextField
            form={LETTER}
            name="received_on"
            type="date"
            label={LABELS.received_on}
            max={today}
            defaultValue={result?.values?.received_on ?? today}
            errors={errors?.received_on}
            required
          />
          <TextField
            form={LETTER}
            name="sender"
            label={LABELS.sender}
            hint="Jméno nebo název a adresa, jak je na obálce nebo v dopise."
            defaultValue={result?.values?.sender}
            errors={errors?.sender}
            maxLength={300}
            required
          />
          <TextField
            form={LETTER}
            name="subject"
            label={LABELS.subject}
            defaultValue={result?.values?.subject}
            errors={errors?.subject}
            maxLength={500}
            required
          />
          <RadioField
            form={LETTER}
            name="channel"
            label={LABELS.channel}
            options={PAPER_CHANNELS.map((channel) => ({ value: channel, label: CHANNELS[channel] }))}
            defaultValue={result?.values?.channel ?? 'posta'}
            errors={errors?.channel}
          />
          <TextField
            form={LETTER}
            name="case_number"
            label={`${LABELS.case_number} (nepovinné)`}
            hint="Číslo případu nebo jeho číslo jednací, například VZ-2026-00042. Dopis se zapíše i do případu."
            defaultValue={result?.values?.case_number}
            errors={errors?.case_number}
            maxLength={100}
          />
          <button type="submit" className="button button--primary">
            Zapsat a přidělit číslo jednací
          </button>
        </Form>
      </section>
    </StaffLayout>
  );
}
