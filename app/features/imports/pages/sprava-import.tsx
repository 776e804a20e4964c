import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { BulkActions, ListPages, SelectAll, SelectRow } from '../../../components/ui/admin-list.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { RadioField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { bulkAction } from '../../../lib/bulk.server.ts';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffPage } from '../../../lib/staff.server.ts';
import {
  type ImportRun,
  importListQuery,
  importStartSchema,
  MAX_SOURCE_BYTES,
  RUN_STATE_NAMES,
  SOURCE_KINDS,
  SOURCES,
} from '../schemas.ts';
import type { Route } from './+types/sprava-import';

export const meta: Route.MetaFunction = () =>
  siteMeta('Import obsahu – správa', 'Převzetí obsahu z původního webu města: úřední deska, aktuality.');

const FORM = 'import';
const PER_PAGE = 20;
const LABELS = {
  source: 'Co importujete',
  file: 'Soubor',
  url: 'Nebo adresa, odkud soubor stáhnout',
  ico: 'IČO města (jen pro registr smluv)',
  source_name: 'Název zdroje (nepovinné)',
};
const BULK = 'hromadne-importy';
const ACTIONS = [{ value: 'delete', label: 'Smazat', confirm: true }];
const DRY_RUNS = { one: 'zkušební průchod', few: 'zkušební průchody', other: 'zkušebních průchodů' };
/** Only a run that stayed at its dry run can be removed: a started one keeps its record of what it brought. */
const removable = (run: ImportRun) => run.state === 'checked';
const titleOf = (run: ImportRun) => run.title ?? run.label;

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { services, ctx } = staffPage(args, 'admin');
  const { query } = listQuery(importListQuery, url, { strana: 'page' }, { perPage: PER_PAGE });
  const { rows, total } = await services.imports.list(ctx, query);
  return { rows, total, page: query.page, sources: await services.imports.sourceNames(ctx) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { services, ctx } = staffPage(args, 'admin');
  const form = await readForm(request);
  return formAction(form, async () => {
    // Dry runs removed from the list: several by their checkboxes, or one by its row's button.
    if (form.get('intent') === 'bulk')
      return bulkAction(form, ['delete'], ACTIONS, {
        titles: async (ids) => Promise.all(ids.map(async (id) => titleOf(await services.imports.get(ctx, id)))),
        run: async (_, ids) => ({ ...(await services.imports.removeDryRuns(ctx, ids)), said: 'Smazáno' }),
        items: DRY_RUNS,
      });
    const input = parseForm(importStartSchema, form);
    const file = await uploadedFile(form.get('file'), MAX_SOURCE_BYTES);
    const { id } = await services.imports.prepare(ctx, input, file);
    return redirect(`/sprava/import/${id}`);
  });
}

export default function Imports({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, sources } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const failed = answer && 'done' in answer ? answer : undefined;
  const bulkRefused = failed?.values?.intent === 'bulk' ? failed : undefined;
  const refused = bulkRefused ? undefined : failed;
  const bulkDone = answer && 'bulk' in answer ? answer : undefined;
  const offered = rows.some(removable);
  return (
    <StaffLayout>
      <h1>Import obsahu</h1>
      <p>
        Obsah z původního webu města ve formátech, které už dnes zveřejňuje. Nejdřív proběhne zkušební průchod: uvidíte,
        co vznikne, co se aktualizuje a co se vynechá a proč; teprve potom import spustíte. Každá převzatá položka si
        pamatuje svou starou adresu a ta vede na novou stránku. Další import téhož zdroje nic nezdvojí, jen aktualizuje,
        co se změnilo.
      </p>
      <h2>Nový import</h2>
      <ErrorSummary form={FORM} errors={refused?.errors} labels={LABELS} />
      <Form method="post" encType="multipart/form-data" noValidate>
        <RadioField
          form={FORM}
          name="source"
          label={LABELS.source}
          defaultValue={refused?.values?.source ?? 'ofn'}
          errors={refused?.errors?.source}
          options={SOURCE_KINDS.map((kind) => ({
            value: kind,
            label: (
              <>
                {SOURCES[kind].name}
                <br />
                <small>{SOURCES[kind].hint}</small>
              </>
            ),
          }))}
        />
        <FileField
          form={FORM}
          label={LABELS.file}
          hint={`Nejvýš ${MAX_SOURCE_BYTES / 1024 / 1024} MB`}
          accept=".json,.jsonld,.xml,.rss,.atom,.ics,.csv,.xlsx,application/json,application/ld+json,application/xml,text/calendar,text/csv"
          current={null}
          errors={refused?.errors?.file}
        />
        <TextField
          form={FORM}
          name="url"
          type="url"
          label={LABELS.url}
          hint="Například https://www.mesto.cz/opendata/uredni-deska.jsonld; použije se, když nevyberete soubor"
          defaultValue={refused?.values?.url}
          errors={refused?.errors?.url}
          inputMode="url"
          autoComplete="off"
        />
        {/* Asked with the file, not after it: the register's monthly dump holds the whole country's
            contracts, and which are the town's decides whether there is anything to import at all. */}
        <TextField
          form={FORM}
          name="ico"
          label={LABELS.ico}
          hint="Z výpisu registru smluv se vyberou smlouvy tohoto IČO; prázdné: IČO z nastavení webu"
          defaultValue={refused?.values?.ico}
          errors={refused?.errors?.ico}
          inputMode="numeric"
          autoComplete="off"
        />
        {/* Two exports of one WordPress blog number their posts alike: a name keeps each file's apart. */}
        <TextField
          form={FORM}
          name="source_name"
          label={LABELS.source_name}
          hint="Například „Starý web obce“ nebo „Blog knihovny“. Položky se poznávají podle zdroje a svého čísla: soubor jiného webu se stejnými čísly tak nic nepřepíše. Při dalším importu téhož zdroje vyberte stejný název z nabídky; prázdné: podle adresy webu v souboru."
          defaultValue={refused?.values?.source_name}
          errors={refused?.errors?.source_name}
          autoComplete="off"
          list={sources.length ? 'zdroje-importu' : undefined}
        />
        {/* The names given before: a re-import of the same source under the same name (a typo would be another source). */}
        <datalist id="zdroje-importu">
          {sources.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="submit" className="button button--primary" disabled={busy}>
          Zkušebně načíst
        </button>
      </Form>

      <h2>Importy</h2>
      {offered ? (
        <>
          <p>
            Import, který zůstal u zkušebního průchodu, můžete smazat i s jeho zdrojovým souborem. Spuštěný import
            zůstává v seznamu se svým výsledkem.
          </p>
          <BulkActions id={BULK} actions={ACTIONS} answer={bulkDone ?? bulkRefused} />
        </>
      ) : bulkDone?.bulk.done ? (
        // The last dry runs on the page are gone: what was done is still said.
        <Notice type="success">
          <p>{bulkDone.bulk.done}</p>
        </Notice>
      ) : bulkRefused?.message ? (
        <Notice type="danger">
          <p>{bulkRefused.message}</p>
        </Notice>
      ) : null}
      {rows.length === 0 ? (
        <p>Zatím žádný import.</p>
      ) : (
        <ScrollTable caption="Importy, nejnovější první">
          <thead>
            <tr>
              {offered ? (
                <th scope="col">
                  <SelectAll form={BULK} />
                </th>
              ) : null}
              <th scope="col">Zdroj</th>
              <th scope="col">Druh</th>
              <th scope="col">Stav</th>
              <th scope="col">Založeno</th>
              <th scope="col" className="numeric">
                Položek
              </th>
              {offered ? (
                <th scope="col">
                  <span className="visually-hidden">Smazání</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((run) => (
              <tr key={run.id}>
                {offered ? (
                  <td>{removable(run) ? <SelectRow form={BULK} id={run.id} title={titleOf(run)} /> : null}</td>
                ) : null}
                <td>
                  <Link to={`/sprava/import/${run.id}`}>{titleOf(run)}</Link>
                </td>
                <td>{SOURCES[run.source].name}</td>
                <td>{RUN_STATE_NAMES[run.state]}</td>
                <td>{formatDateTime(run.created_at)}</td>
                <td className="numeric">{run.total}</td>
                {offered ? (
                  <td>
                    {removable(run) ? (
                      // The list's own action for this one row: it asks once more, naming it, before it deletes.
                      <Form method="post">
                        <input type="hidden" name="intent" value="bulk" />
                        <input type="hidden" name="action" value="delete" />
                        <input type="hidden" name="ids" value={run.id} />
                        <button type="submit" className="button button--secondary">
                          Smazat<span className="visually-hidden"> zkušební průchod „{titleOf(run)}“</span>
                        </button>
                      </Form>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <ListPages page={page} total={total} perPage={PER_PAGE} filters={{}} />
    </StaffLayout>
  );
}
