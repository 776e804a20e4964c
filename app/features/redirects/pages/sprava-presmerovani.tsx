import { Form, Link, useActionData } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../../../common/dates.ts';
import { FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { BulkActions, BulkTable, ListCount, ListFilters, ListPages } from '../../../components/ui/admin-list.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { bulkAction } from '../../../lib/bulk.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffPage } from '../../../lib/staff.server.ts';
import { redirectAdminQuery, redirectInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-presmerovani';

export const meta: Route.MetaFunction = () =>
  siteMeta('Přesměrování starých adres – správa', 'Kam vedou adresy původního webu města.');

const PER_PAGE = 50;
const BULK = 'hromadne-presmerovani';
const ADD = 'nove-presmerovani';
const CSV = 'presmerovani-csv';
const PARAMS = { q: 'q', puvod: 'origin', strana: 'page' };
const ORIGINS = { manual: 'Zadané ručně', import: 'Z importu', move: 'Přesun stránky' } as const;
const LABELS = { from: 'Stará adresa', to: 'Nová adresa', file: 'Soubor CSV' };
const ACTIONS = [{ value: 'delete', label: 'Smazat', confirm: true }];

/** A CSV of redirects may hold a whole former site: read from the form as text. */
const csvUpload = z.object({
  file: z.instanceof(File, { message: 'Vyberte soubor CSV.' }).refine((f) => f.size > 0, 'Vyberte soubor CSV.'),
});

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { services, ctx } = staffPage(args, 'admin');
  const { query, problems, params } = listQuery(redirectAdminQuery, url, PARAMS, {
    perPage: PER_PAGE,
  });
  const { rows, total } = await services.redirects.adminList(ctx, query);
  return { query, problems, params, rows, total };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { services, ctx } = staffPage(args, 'admin');
  const form = await readForm(request);
  const intent = form.get('intent');
  return formAction(form, async () => {
    if (intent === 'bulk')
      return bulkAction(form, ['delete'], ACTIONS, {
        titles: async (ids) => Promise.all(ids.map(async (id) => (await services.redirects.adminGet(ctx, id)).from)),
        run: async (_, ids) => ({ ...(await services.redirects.removeMany(ctx, ids)), said: 'Smazáno' }),
        items: { one: 'přesměrování', few: 'přesměrování', other: 'přesměrování' },
      });
    if (intent === 'csv') {
      const { file } = parseForm(csvUpload, form);
      const result = await services.redirects.importCsv(ctx, await file.text());
      return { csv: result };
    }
    const input = parseForm(redirectInputSchema, form);
    await services.redirects.save(ctx, null, input);
    return { added: input.from };
  });
}

export default function RedirectsAdmin({ loaderData }: Route.ComponentProps) {
  const { query, problems, params, rows, total } = loaderData;
  const answer = useActionData<typeof action>();
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'strana'));
  const refused = answer && 'done' in answer && answer.done === false ? answer : undefined;
  const csvRefused = refused?.values?.intent === 'csv' ? refused : undefined;
  const addRefused = refused && refused.values?.intent === 'add' ? refused : undefined;
  const csv = answer && 'csv' in answer ? answer.csv : undefined;
  return (
    <StaffLayout>
      <h1>Přesměrování starých adres</h1>
      <p>
        Adresy původního webu města vedou na stránky tohoto webu: kdo přijde ze záložky, z vyhledávače nebo z tištěného
        letáku, dostane se na správné místo (odpověď 301). Přesměrování platí jen tam, kde na staré adrese žádná stránka
        tohoto webu není. Import obsahu je zapisuje sám ke každé převzaté položce.
      </p>

      <h2>Nové přesměrování</h2>
      {answer && 'added' in answer ? (
        <Notice type="success">
          <p>Adresa {answer.added} teď vede na novou stránku.</p>
        </Notice>
      ) : null}
      <ErrorSummary form={ADD} errors={addRefused?.errors} labels={LABELS} />
      <Form method="post" noValidate key={total}>
        <input type="hidden" name="intent" value="add" />
        <TextField
          form={ADD}
          name="from"
          label={LABELS.from}
          hint="Cesta (/clanky/123) nebo celá adresa původního webu (https://www.…)"
          defaultValue={addRefused?.values?.from}
          errors={addRefused?.errors?.from}
          autoComplete="off"
          required
        />
        <TextField
          form={ADD}
          name="to"
          label={LABELS.to}
          hint="Stránka tohoto webu (/aktuality/…) nebo celá adresa jinde"
          defaultValue={addRefused?.values?.to}
          errors={addRefused?.errors?.to}
          autoComplete="off"
          required
        />
        <button type="submit" className="button button--primary">
          Přidat přesměrování
        </button>
      </Form>

      <h2>Přesměrování z CSV</h2>
      <p>
        Dva sloupce: stará adresa a nová adresa, oddělené středníkem nebo čárkou, první řádek může být záhlaví. Známým
        adresám se změní cíl, nové přibudou. <a href="/sprava/presmerovani.csv">Stáhnout všechna jako CSV</a>
      </p>
      {csv ? (
        <Notice type={csv.problems.length ? 'info' : 'success'}>
          <p>
            Přidáno {csv.created}, změněno {csv.updated}, beze změny {csv.unchanged}
            {csv.problems.length ? `, vynecháno ${csv.problems.length}:` : '.'}
          </p>
          {csv.problems.length ? (
            <ul>
              {csv.problems.slice(0, 100).map((p) => (
                <li key={p.line}>
                  řádek {p.line}: {p.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <ErrorSummary form={CSV} errors={csvRefused?.errors} labels={LABELS} />
      <Form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="intent" value="csv" />
        <FileField
          form={CSV}
          label={LABELS.file}
          hint="CSV v kódování UTF-8, jak ho uloží Excel nebo LibreOffice"
          accept=".csv,text/csv"
          current={null}
          errors={csvRefused?.errors?.file}
        />
        <button type="submit" className="button button--secondary">
          Načíst CSV
        </button>
      </Form>

      <h2>Všechna přesměrování</h2>
      <ListFilters
        label="Hledat v přesměrováních"
        active={Object.keys(filters).length > 0}
        reset="/sprava/presmerovani"
        problems={problems}
      >
        <TextField
          form="presmerovani"
          name="q"
          type="search"
          label="Hledat"
          hint="Část staré nebo nové adresy"
          defaultValue={params.q}
        />
        <SelectField
          form="presmerovani"
          name="puvod"
          label="Původ"
          defaultValue={params.puvod ?? ''}
          options={[
            { value: '', label: 'Jakýkoli' },
            ...Object.entries(ORIGINS).map(([value, label]) => ({ value, label })),
          ]}
        />
      </ListFilters>
      <ListCount total={total} forms={{ one: 'přesměrování', few: 'přesměrování', other: 'přesměrování' }} />
      {rows.length > 0 ? (
        <>
          <BulkActions
            id={BULK}
            actions={ACTIONS}
            answer={answer && 'bulk' in answer ? answer : refused?.values?.intent === 'bulk' ? refused : undefined}
          />
          <BulkTable
            form={BULK}
            caption="Přesměrování, naposledy změněná první"
            titleHeader="Stará adresa"
            href={(row) => `/sprava/presmerovani/${row.id}`}
            rows={rows.map((row) => ({ ...row, title: row.from }))}
            columns={[
              { header: 'Nová adresa', cell: (row) => <Link to={row.to}>{row.to}</Link> },
              { header: 'Původ', cell: (row) => ORIGINS[row.origin] },
              { header: 'Změněno', cell: (row) => formatDateTime(row.updated_at) },
            ]}
          />
        </>
      ) : null}
      <ListPages page={query.page} total={total} perPage={PER_PAGE} filters={filters} />
    </StaffLayout>
  );
}
