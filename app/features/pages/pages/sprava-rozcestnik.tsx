import { useEffect } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { SITE_PAGES_HINT, SitePages } from '../../../components/staff/site-pages.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, DefaultSubmit, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { overviewInputSchema, pageIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-rozcestnik';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Rozcestník: ${loaderData?.overview.title ?? ''}`, 'Dlaždice rozcestníku a jejich pořadí.');

const FORM = 'rozcestnik';
/** Empty rows at the end, for new tiles: without JavaScript a form cannot grow rows. */
const BLANK_ROWS = 2;

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

interface TileRow {
  title: string;
  text: string;
  href: string;
}

const valuesOf = (title: string, perex: string, tiles: TileRow[]) => {
  const values: Record<string, string> = { title, perex, count: String(tiles.length) };
  tiles.forEach((tile, i) => {
    values[`tiles.${i}.title`] = tile.title;
    values[`tiles.${i}.text`] = tile.text;
    values[`tiles.${i}.href`] = tile.href;
  });
  return values;
};

/**
 * "Uložit rozcestník" saves the tiles as the form has them. A move button moves its tile in the
 * form shown again and saves nothing (as the menu's do), saying where the tile went; the focus
 * returns to the moved tile's button.
 */
export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const { id } = parseParams(pageIdParams, params);
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  // The rows as sent, without the removed and the empty ones, and which row of the form each was.
  const tiles: TileRow[] = [];
  const indexes: number[] = [];
  for (let i = 0; i < 60 && form.get(`tiles.${i}.title`) !== null; i++) {
    const row = { title: text(`tiles.${i}.title`), text: text(`tiles.${i}.text`), href: text(`tiles.${i}.href`) };
    if (form.get(`tiles.${i}.remove`) || (!row.title && !row.text && !row.href)) continue;
    tiles.push(row);
    indexes.push(i);
  }
  if (text('move')) {
    const [pressed, direction] = text('move').split(':');
    const from = indexes.indexOf(Number(pressed));
    const to = direction === 'up' ? from - 1 : from + 1;
    const label = tiles[from]?.title || 'Dlaždice';
    if (from < 0 || to < 0 || to >= tiles.length)
      return {
        moved: true as const,
        values: valuesOf(text('title'), text('perex'), tiles),
        said: `„${label}“ se takto posunout nedá.`,
        focus: null,
      };
    const order = [...tiles];
    [order[from], order[to]] = [order[to]!, order[from]!];
    // The button pressed, in the tile's new place; at either end, the one that is there.
    const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === order.length - 1);
    return {
      moved: true as const,
      values: valuesOf(text('title'), text('perex'), order),
      said: `„${label}“ je teď ${to + 1}. dlaždice. Rozcestník uložíte tlačítkem Uložit rozcestník.`,
      focus: `tile-${to}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`,
    };
  }
  return formAction(valuesOf(text('title'), text('perex'), tiles), async () => {
    const input = parseForm(overviewInputSchema, form, { tiles });
    await context.services.pages.overviewSave(context.ctx, id, input);
    return { done: true as const };
  });
}

export default function OverviewEditor({ loaderData }: Route.ComponentProps) {
  const { overview, targets } = loaderData;
  const result = useActionData<typeof action>();
  const moved = result && 'moved' in result ? result : null;
  const failed = result && 'done' in result && !result.done ? result : null;
  const typed = (moved ?? failed)?.values;
  const errors = failed?.errors;
  const rows: TileRow[] = typed
    ? Array.from({ length: Number(typed.count ?? 0) }, (_, i) => ({
        title: typed[`tiles.${i}.title`] ?? '',
        text: typed[`tiles.${i}.text`] ?? '',
        href: typed[`tiles.${i}.href`] ?? '',
      }))
    : overview.tiles;
  const all = [...rows, ...Array.from({ length: BLANK_ROWS }, () => ({ title: '', text: '', href: '' }))];
  const labels: Record<string, string> = { title: 'Nadpis', perex: 'Úvodní text', tiles: 'Dlaždice' };
  all.forEach((_, i) => {
    labels[`tiles.${i}.title`] = `Dlaždice ${i + 1}: nadpis`;
    labels[`tiles.${i}.text`] = `Dlaždice ${i + 1}: text`;
    labels[`tiles.${i}.href`] = `Dlaždice ${i + 1}: odkaz`;
  });
  // After a move the form is new: the focus goes back to the button that moved the tile, in its new place.
  useEffect(() => {
    if (moved?.focus) document.getElementById(moved.focus)?.focus();
  }, [moved]);
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/rozcestniky">‹ Zpět na rozcestníky</Link>
      </p>
      <h1>Rozcestník „{overview.title}“</h1>
      {result && 'done' in result && result.done ? (
        <Notice type="success">
          <p>
            Rozcestník je uložen. <Link to={`/prehled/${overview.slug}`}>Zobrazit na webu</Link>
          </p>
        </Notice>
      ) : null}
      <FormProblems form={FORM} result={failed ?? undefined} labels={labels} />
      {/* A moved form starts afresh with the tiles in their new order. */}
      <Form method="post" noValidate key={`${overview.version}:${moved ? JSON.stringify(moved.values) : ''}`}>
        <DefaultSubmit>Uložit rozcestník</DefaultSubmit>
        <input type="hidden" name="version" value={overview.version} />
        <TextField
          form={FORM}
          name="title"
          label="Nadpis"
          defaultValue={typed?.title ?? overview.title}
          required
          errors={errors?.title}
        />
        <TextAreaField
          form={FORM}
          name="perex"
          label="Úvodní text"
          rows={3}
          defaultValue={typed?.perex ?? overview.perex}
          required
          errors={errors?.perex}
        />
        <h2>Dlaždice</h2>
        {errors?.tiles ? <p>{errors.tiles.join(' ')}</p> : null}
        <ol>
          {all.map((tile, i) => {
            const blank = i >= rows.length;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; the form names its fields by it
              <li key={i}>
                <fieldset>
                  <legend>{blank ? `Nová dlaždice ${i - rows.length + 1}` : `Dlaždice ${i + 1}: ${tile.title}`}</legend>
                  <TextField
                    form={FORM}
                    name={`tiles.${i}.title`}
                    label="Nadpis"
                    defaultValue={tile.title}
                    errors={errors?.[`tiles.${i}.title`]}
                  />
                  <TextField
                    form={FORM}
                    name={`tiles.${i}.text`}
                    label="Text"
                    defaultValue={tile.text}
                    errors={errors?.[`tiles.${i}.text`]}
                  />
                  <TextField
                    form={FORM}
                    name={`tiles.${i}.href`}
                    label="Odkaz"
                    hint={SITE_PAGES_HINT}
                    list="stranky-webu"
                    defaultValue={tile.href}
                    autoCapitalize="none"
                    spellCheck={false}
                    errors={errors?.[`tiles.${i}.href`]}
                  />
                  {blank ? null : (
                    <>
                      <CheckboxField form={FORM} name={`tiles.${i}.remove`} label="Odebrat" />
                      <p className="button-row">
                        {i > 0 ? (
                          <button
                            type="submit"
                            id={`tile-${i}-up`}
                            name="move"
                            value={`${i}:up`}
                            className="button button--secondary"
                          >
                            Posunout „{tile.title}“ nahoru
                          </button>
                        ) : null}
                        {i < rows.length - 1 ? (
                          <button
                            type="submit"
                            id={`tile-${i}-down`}
                            name="move"
                            value={`${i}:down`}
                            className="button button--secondary"
                          >
                            Posunout „{tile.title}“ dolů
                          </button>
                        ) : null}
                      </p>
                    </>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="submit" className="button button--primary">
          Uložit rozcestník
        </button>
        {moved ? <p>Změny zatím nejsou uložené.</p> : null}
      </Form>
      <SitePages id="stranky-webu" pages={targets} />
      {/* Outside the form, which starts afresh after a move; a live region, as the notices keep the status role. */}
      <p aria-live="polite">{moved?.said ?? ''}</p>
    </StaffLayout>
  );
}
