import { Form, Link, useActionData } from 'react-router';
import { RowsFormTop } from '../../../components/staff/editor-form-parts.tsx';
import { SITE_PAGES_HINT, SitePages } from '../../../components/staff/site-pages.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { DefaultSubmit, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { readForm, readSubmission, submissionAction } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFocusAfterMove } from '../../../lib/use-focus-after-move.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { type EditableOverview, overviewInputSchema, pageIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-rozcestnik';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Rozcestník: ${loaderData?.overview.title ?? ''}`, 'Dlaždice rozcestníku a jejich pořadí.');

const FORM = 'rozcestnik';

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const { id } = parseParams(pageIdParams, params);
  const [overview, targets] = await Promise.all([
    context.services.pages.overviewGet(context.ctx, id),
    context.services.search.linkTargets(context.ctx),
  ]);
  return { overview, targets };
}

/**
 * "Uložit rozcestník" saves the tiles as the form has them. The tiles are Conform's field list: a
 * button adds, removes or moves one in the form only and saves nothing (without JavaScript through
 * the server, which answers with the tiles as they now are).
 */
export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const { id } = parseParams(pageIdParams, params);
  const submission = readSubmission(overviewInputSchema, await readForm(request));
  return submissionAction(submission, async (input) => {
    await context.services.pages.overviewSave(context.ctx, id, input);
    return { done: true as const };
  });
}

export default function OverviewEditor({ loaderData }: Route.ComponentProps) {
  const { overview, targets } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/rozcestniky">‹ Zpět na rozcestníky</Link>
      </p>
      <h1>Rozcestník „{overview.title}“</h1>
      {/* A saved overview starts the form again from what was saved. */}
      <TilesForm
        key={overview.version}
        overview={overview}
        saved={result?.done === true}
        result={result?.done ? undefined : result}
      />
      <SitePages id="stranky-webu" pages={targets} />
    </StaffLayout>
  );
}

function TilesForm({
  overview,
  saved,
  result,
}: {
  overview: EditableOverview;
  saved: boolean;
  result: FormResult | undefined;
}) {
  const { title, perex, tiles, version } = overview;
  const checks = useFormChecks(overviewInputSchema, result, {}, { title, perex, tiles, version });
  const list = checks.fields.tiles;
  const rows = list.getFieldList();
  const labels: Record<string, string> = { title: 'Nadpis', perex: 'Úvodní text', tiles: 'Dlaždice' };
  rows.forEach((_, i) => {
    labels[`tiles[${i}].title`] = `Dlaždice ${i + 1}: nadpis`;
    labels[`tiles[${i}].text`] = `Dlaždice ${i + 1}: text`;
    labels[`tiles[${i}].href`] = `Dlaždice ${i + 1}: odkaz`;
  });
  const titleOf = (i: number) => rows[i]?.getFieldset().title.initialValue ?? '';
  const { moved } = checks;
  const movedTitle = moved ? titleOf(moved.to) || 'Dlaždice' : '';
  useFocusAfterMove(moved, rows.length, 'tile');
  return (
    <>
      <RowsFormTop form={FORM} saved={saved} checks={checks} result={result} labels={labels}>
        Rozcestník je uložen. <Link to={`/prehled/${overview.slug}`}>Zobrazit na webu</Link>
      </RowsFormTop>
      <Form method="post" {...checks.form}>
        {/* Enter in a tile's field saves the overview; it would otherwise press the first move button. */}
        <DefaultSubmit>Uložit rozcestník</DefaultSubmit>
        <input type="hidden" name="version" value={version} />
        <TextField
          form={FORM}
          name="title"
          label="Nadpis"
          defaultValue={checks.fields.title.initialValue}
          required
          errors={checks.fields.title.errors}
        />
        <TextAreaField
          form={FORM}
          name="perex"
          label="Úvodní text"
          rows={3}
          defaultValue={checks.fields.perex.initialValue}
          required
          errors={checks.fields.perex.errors}
        />
        <h2>Dlaždice</h2>
        {list.errors ? <p>{list.errors.join(' ')}</p> : null}
        <ol>
          {rows.map((row, i) => {
            const tile = row.getFieldset();
            const name = titleOf(i);
            return (
              <li key={row.key}>
                <fieldset>
                  <legend>{name ? `Dlaždice ${i + 1}: ${name}` : `Nová dlaždice ${i + 1}`}</legend>
                  <TextField
                    form={FORM}
                    name={tile.title.name}
                    label="Nadpis"
                    defaultValue={tile.title.initialValue}
                    errors={tile.title.errors}
                  />
                  <TextField
                    form={FORM}
                    name={tile.text.name}
                    label="Text"
                    defaultValue={tile.text.initialValue}
                    errors={tile.text.errors}
                  />
                  <TextField
                    form={FORM}
                    name={tile.href.name}
                    label="Odkaz"
                    hint={SITE_PAGES_HINT}
                    list="stranky-webu"
                    defaultValue={tile.href.initialValue}
                    autoCapitalize="none"
                    spellCheck={false}
                    errors={tile.href.errors}
                  />
                  <p className="button-row">
                    {i > 0 ? (
                      <button
                        id={`tile-${i}-up`}
                        className="button button--secondary"
                        {...checks.conform.reorder.getButtonProps({ name: list.name, from: i, to: i - 1 })}
                      >
                        Posunout „{name || `dlaždici ${i + 1}`}“ nahoru
                      </button>
                    ) : null}
                    {i < rows.length - 1 ? (
                      <button
                        id={`tile-${i}-down`}
                        className="button button--secondary"
                        {...checks.conform.reorder.getButtonProps({ name: list.name, from: i, to: i + 1 })}
                      >
                        Posunout „{name || `dlaždici ${i + 1}`}“ dolů
                      </button>
                    ) : null}
                    <button
                      className="button button--secondary"
                      {...checks.conform.remove.getButtonProps({ name: list.name, index: i })}
                    >
                      Odebrat „{name || `dlaždici ${i + 1}`}“
                    </button>
                  </p>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <p>
          <button className="button button--secondary" {...checks.conform.insert.getButtonProps({ name: list.name })}>
            Přidat dlaždici
          </button>
        </p>
        <button type="submit" className="button button--primary">
          Uložit rozcestník
        </button>
        {moved ? <p>Změny zatím nejsou uložené.</p> : null}
      </Form>
      {/* Outside the form; a live region, as the notices keep the status role. */}
      <p aria-live="polite">
        {moved
          ? `„${movedTitle}“ je teď ${moved.to + 1}. dlaždice. Rozcestník uložíte tlačítkem Uložit rozcestník.`
          : ''}
      </p>
    </>
  );
}
