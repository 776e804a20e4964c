import { useEffect } from 'react';
import { Form, Link, redirect, useActionData, useRevalidator } from 'react-router';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { TEXT_ENCODING_LIST, TEXT_ENCODINGS } from '../../../../common/text-encoding.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ListPages, StateTabs } from '../../../components/ui/admin-list.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { RadioField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { RECORD_KIND_NAMES } from '../records.ts';
import {
  EDITED_CHOICES,
  EDITED_NAMES,
  type ImportPlan,
  type ImportRun,
  ITEM_KINDS,
  importIdParams,
  importOptionsSchema,
  importOutcomesQuery,
  OUTCOME_NAMES,
  OUTCOMES,
  RUN_STATE_NAMES,
  SOURCES,
} from '../schemas.ts';
import { RECORD_KINDS } from '../sources/types.ts';
import type { Route } from './+types/sprava-import-beh';

export const meta: Route.MetaFunction = () =>
  siteMeta('Import obsahu – průběh a výsledek', 'Zkušební průchod, postup a výsledek importu.');

const FORM = 'volby-importu';
const PER_PAGE = 50;
const PARAMS = { stav: 'outcome', problemy: 'problems', strana: 'page' };
const encodingName = (encoding: string) => {
  const known = TEXT_ENCODING_LIST.find((e) => e === encoding);
  return known ? TEXT_ENCODINGS[known] : encoding;
};
const kindName = (kind: string) => Object.entries(ITEM_KINDS).find(([key]) => key === kind)?.[1] ?? kind;

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(importIdParams, params);
  const { services, ctx } = context;
  const run = await services.imports.get(ctx, id);
  const { query, params: shown } = listQuery(importOutcomesQuery, url, PARAMS, { perPage: PER_PAGE });
  const report = run.state === 'checked' ? null : await services.imports.outcomes(ctx, id, query);
  return { run, report, query, shown };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(importIdParams, params);
  const { services, ctx } = context;
  const form = await readForm(request);
  return formAction(form, async () => {
    if (form.get('intent') === 'start') {
      await services.imports.start(ctx, id);
      return redirect(`/sprava/import/${id}`);
    }
    const run = await services.imports.get(ctx, id);
    const categories = Object.fromEntries(
      (run.plan?.categories ?? []).map((c, i) => [c.name, String(form.get(`kategorie-${i}`) ?? '')]),
    );
    const columns = Object.fromEntries(
      (run.plan?.table?.columns ?? []).map((c) => [c.field, String(form.get(`sloupec-${c.field}`) ?? '')]),
    );
    const recordKind = form.get('recordKind') ?? run.options.recordKind;
    const encoding = form.get('encoding') ?? run.options.encoding;
    const options = parseInput(importOptionsSchema, {
      categories,
      originator: form.get('originator') ?? run.options.originator,
      place: form.get('place') ?? run.options.place,
      organizer: form.get('organizer') ?? run.options.organizer,
      recordKind,
      // Another kind of record has other fields, and another encoding other headings: columns found anew.
      columns: recordKind === run.options.recordKind && encoding === run.options.encoding ? columns : {},
      encoding,
      ico: form.get('ico') ?? run.options.ico,
      edited: form.get('edited') ?? run.options.edited,
    });
    await services.imports.configure(ctx, id, options);
    return { saved: true as const };
  });
}

/** While the run goes, the page asks again every two seconds; without JavaScript "Obnovit" does. */
function useFollow(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => state === 'idle' && revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidate, state]);
}

export default function ImportRunPage({ loaderData }: Route.ComponentProps) {
  const { run, report, query, shown } = loaderData;
  const answer = useActionData<typeof action>();
  const refused = answer && 'done' in answer ? answer : undefined;
  const running = run.state === 'queued' || run.state === 'running';
  useFollow(running);
  const filters = Object.fromEntries(Object.entries(shown).filter(([name]) => name !== 'strana'));
  return (
    <StaffLayout>
      <BackTo to="/sprava/import" title="Import obsahu" />
      <h1>Import: {run.title ?? run.label}</h1>
      <p>
        {SOURCES[run.source].name}, {run.label}. Stav: <strong>{RUN_STATE_NAMES[run.state]}</strong>.
      </p>
      {run.state === 'checked' && run.plan ? (
        <DryRun run={run} plan={run.plan} refused={refused} saved={Boolean(answer && 'saved' in answer)} />
      ) : null}
      {running ? <Progress run={run} /> : null}
      {run.state === 'failed' ? (
        <Notice type="danger">
          <p>Import se zastavil: {run.error}</p>
        </Notice>
      ) : null}
      {run.state === 'done' || run.state === 'failed' || running ? <Result run={run} /> : null}
      {report ? (
        <>
          <h2>Položky</h2>
          <StateTabs
            label="Výsledek položek"
            params={shown}
            states={OUTCOMES.map((outcome) => ({
              param: outcome,
              name: OUTCOME_NAMES[outcome],
              count: run.result[outcome],
            }))}
          />
          <p>
            <Link to="?problemy=true">Jen položky s problémem</Link>
          </p>
          {report.rows.length ? (
            <ScrollTable caption="Co se stalo s položkami, v pořadí zdroje">
              <thead>
                <tr>
                  <th scope="col">Položka</th>
                  <th scope="col">Druh</th>
                  <th scope="col">Výsledek</th>
                  <th scope="col">Problémy</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.position}>
                    <td>{row.path ? <Link to={row.path}>{row.title}</Link> : row.title}</td>
                    <td>{kindName(row.kind)}</td>
                    <td>{OUTCOME_NAMES[row.outcome]}</td>
                    <td>
                      {row.problems.length ? (
                        <ul>
                          {row.problems.map((problem) => (
                            <li key={problem}>{problem}</li>
                          ))}
                        </ul>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          ) : (
            <p>Žádná položka tomu neodpovídá.</p>
          )}
          <ListPages page={query.page} total={report.total} perPage={PER_PAGE} filters={filters} />
        </>
      ) : null}
    </StaffLayout>
  );
}

function Progress({ run }: { run: ImportRun }) {
  const percent = run.total ? Math.floor((run.done / run.total) * 100) : 0;
  return (
    <section aria-labelledby="postup">
      <h2 id="postup">Postup</h2>
      <label htmlFor="postup-importu">
        Hotovo {run.done} z {run.total} položek
      </label>
      <br />
      <progress id="postup-importu" max={run.total || 1} value={run.done}>
        {percent} %
      </progress>
      {/* Said every tenth, not at every refresh. */}
      <p role="status">Hotovo {Math.floor(percent / 10) * 10} %.</p>
      <p>
        Import běží na serveru i po zavření této stránky a po případném výpadku pokračuje, kde skončil.{' '}
        <Link to=".">Obnovit stav</Link>
      </p>
    </section>
  );
}

function Result({ run }: { run: ImportRun }) {
  const r = run.result;
  return (
    <section aria-labelledby="vysledek">
      <h2 id="vysledek">{run.state === 'done' ? 'Výsledek' : 'Zatím'}</h2>
      <ul>
        <li>Nově: {r.created}</li>
        <li>Aktualizováno: {r.updated}</li>
        <li>Beze změny: {r.unchanged}</li>
        <li>Vynecháno: {r.skipped}</li>
        <li>Upraveno na úřadě, ponecháno ke kontrole: {r.conflict}</li>
        <li>Smazáno na úřadě, zůstává smazané: {r.deleted}</li>
        <li>Převzato s problémem (např. dokument se nestáhl): {r.with_problems}</li>
      </ul>
      {run.started_at ? (
        <p>
          Spuštěno {formatDateTime(run.started_at)}
          {run.finished_at ? `, skončeno ${formatDateTime(run.finished_at)}` : ''}.
        </p>
      ) : null}
    </section>
  );
}

/** The items a run would change over an earlier run's, with the fields that differ, and those it keeps. */
function Changes({ changes }: { changes: ImportPlan['changes'] }) {
  const said = { updated: 'Aktualizuje se', conflict: 'Ponechá se (upraveno na úřadě)', deleted: 'Zůstane smazaná' };
  return (
    <ScrollTable caption="Položky dřívějšího importu, které se změnily ve zdroji">
      <thead>
        <tr>
          <th scope="col">Položka</th>
          <th scope="col">Co se stane</th>
          <th scope="col">Změněno ve zdroji</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.position}>
            <td>{change.path ? <Link to={change.path}>{change.title}</Link> : change.title}</td>
            <td>{said[change.outcome]}</td>
            <td>
              {change.fields.length ? change.fields.join(', ') : change.outcome === 'deleted' ? 'nic' : 'nezjištěno'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function DryRun({
  run,
  plan,
  refused,
  saved,
}: {
  run: ImportRun;
  plan: ImportPlan;
  refused: { errors?: Record<string, string[]>; values?: Record<string, string> } | undefined;
  saved: boolean;
}) {
  const c = plan.counts;
  // Asked once the office's edits meet the source's changes (or the clerk has chosen already).
  const asksEdited = plan.kept.conflict > 0 || run.options.edited !== 'keep';
  return (
    <>
      <h2>Zkušební průchod</h2>
      <p>Nic se zatím nezapsalo. Import by udělal toto:</p>
      <ul>
        <li>Nově vznikne: {c.created}</li>
        <li>Aktualizuje se: {c.updated}</li>
        <li>Beze změny: {c.unchanged}</li>
        <li>Vynechá se: {c.skipped}</li>
        {plan.kept.conflict ? <li>Ponechá se, jak je upravili na úřadě: {plan.kept.conflict}</li> : null}
        {plan.kept.deleted ? <li>Zůstane smazané, jak je smazali na úřadě: {plan.kept.deleted}</li> : null}
      </ul>
      {plan.changes.length ? <Changes changes={plan.changes} /> : null}
      <p>
        Ve zdroji:{' '}
        {Object.entries(plan.kinds)
          .map(([kind, n]) => `${kindName(kind)}: ${n}`)
          .join(', ')}
        . Dokumenty a obrázky se stahují až při importu; co se nestáhne, bude v jeho výsledku.
      </p>
      {plan.samples.length ? (
        <ScrollTable caption="První položky, jak budou vypadat">
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Datum</th>
              <th scope="col">Podrobnosti</th>
            </tr>
          </thead>
          <tbody>
            {plan.samples.map((sample, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the samples in the source's order
              <tr key={i}>
                <td>{sample.title}</td>
                <td>{sample.date ? formatDay(sample.date) : '—'}</td>
                <td>{sample.summary}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}

      {plan.categories.length || run.source !== 'feed' || asksEdited ? (
        <>
          <h2>Volby importu</h2>
          {saved ? (
            <Notice type="success">
              <p>Přiřazení je uložené a zkušební průchod proběhl znovu.</p>
            </Notice>
          ) : null}
          <ErrorSummary
            form={FORM}
            errors={refused?.errors}
            labels={{ originator: 'Původce', place: 'Místo konání', organizer: 'Pořadatel', ico: 'IČO města' }}
          />
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="options" />
            {plan.table?.encoding ? (
              <SelectField
                form={FORM}
                name="encoding"
                label="Kódování souboru"
                hint={`Přečteno jako ${encodingName(plan.table.encoding)}. Když jsou v ukázce místo písmen s diakritikou divné znaky, zvolte jiné.`}
                defaultValue={run.options.encoding}
                options={[
                  { value: '', label: `Rozpoznat samo (nyní ${encodingName(plan.table.encoding)})` },
                  ...TEXT_ENCODING_LIST.map((e) => ({ value: e, label: TEXT_ENCODINGS[e] })),
                ]}
              />
            ) : null}
            {run.source === 'table' ? (
              <SelectField
                form={FORM}
                name="recordKind"
                label="Co tabulka obsahuje"
                defaultValue={run.options.recordKind}
                options={RECORD_KINDS.map((kind) => ({ value: kind, label: RECORD_KIND_NAMES[kind] }))}
              />
            ) : null}
            {plan.table?.columns.map((column) => (
              <SelectField
                key={column.field}
                form={FORM}
                name={`sloupec-${column.field}`}
                label={`${column.label}${column.required ? '' : ' (nepovinné)'}: sloupec`}
                defaultValue={column.column ?? ''}
                options={[
                  { value: '', label: '— žádný —' },
                  ...(plan.table?.headers ?? []).map((h) => ({ value: h, label: h })),
                ]}
              />
            ))}
            {run.source === 'registr' ? (
              <TextField
                form={FORM}
                name="ico"
                label="IČO města"
                hint="Jeho smlouvy se z výpisu vyberou; prázdné: IČO z nastavení webu"
                inputMode="numeric"
                defaultValue={refused?.values?.ico ?? run.options.ico}
                errors={refused?.errors?.ico}
              />
            ) : null}
            {plan.categories.map((category, i) => (
              <SelectField
                key={category.name}
                form={FORM}
                name={`kategorie-${i}`}
                label={`Kategorie zdroje „${category.name || '(bez kategorie)'}“ (${category.items} pol.)`}
                defaultValue={category.target ?? (category.name in run.options.categories ? '' : '?')}
                options={[
                  { value: '?', label: 'Vyberte kategorii webu' },
                  ...plan.targets.map((t) => ({ value: t.slug, label: t.name })),
                  { value: '', label: 'Neimportovat' },
                ]}
              />
            ))}
            {run.source === 'ofn' ? (
              <TextField
                form={FORM}
                name="originator"
                label="Původce dokumentů"
                hint="Kdo dokumenty vydal, když to zdroj neuvádí; prázdné: úřad z nastavení webu"
                defaultValue={refused?.values?.originator ?? run.options.originator}
                errors={refused?.errors?.originator}
              />
            ) : null}
            {run.source === 'ical' ? (
              <>
                <TextField
                  form={FORM}
                  name="place"
                  label="Místo konání"
                  hint="Pro akce, u kterých zdroj místo neuvádí"
                  defaultValue={refused?.values?.place ?? run.options.place}
                  errors={refused?.errors?.place}
                />
                <TextField
                  form={FORM}
                  name="organizer"
                  label="Pořadatel"
                  hint="Pro akce, u kterých zdroj pořadatele neuvádí; prázdné: úřad z nastavení webu"
                  defaultValue={refused?.values?.organizer ?? run.options.organizer}
                  errors={refused?.errors?.organizer}
                />
              </>
            ) : null}
            {asksEdited ? (
              <RadioField
                form={FORM}
                name="edited"
                label="Položky, které na úřadě od minulého importu upravili a zdroj je také změnil"
                hint="Co změnily, ukazuje seznam změn výše; každou verzi položky najdete v její historii."
                defaultValue={run.options.edited}
                options={EDITED_CHOICES.map((value) => ({ value, label: EDITED_NAMES[value] }))}
              />
            ) : null}
            <button type="submit" className="button button--secondary">
              Uložit a znovu zkontrolovat
            </button>
          </Form>
        </>
      ) : null}

      {plan.notes?.length ? (
        <>
          <h2>Upozornění ({plan.notes.length})</h2>
          <p>Tyto položky se převezmou; co se na nich změní nebo co chybí, uvidíte i ve výsledku importu.</p>
          <ul>
            {plan.notes.slice(0, 200).map((n) => (
              <li key={n.position}>
                {n.position + 1}. {n.title}: {n.notes.join(' ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {plan.problems.length ? (
        <>
          <h2>Problémy ({plan.problems.length})</h2>
          <ul>
            {plan.problems.slice(0, 200).map((p) => (
              <li key={p.position}>
                {p.position + 1}. {p.title}: {p.problems.join(' ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <button type="submit" className="button button--primary">
          Spustit import
        </button>
      </Form>
    </>
  );
}
