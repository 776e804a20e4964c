import { useEffect } from 'react';
import { data, Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { bottomMenuOf, bottomMenuRows, type MenuRow, moveRow, readRows, topMenuOf, topMenuRows } from '../menu-rows.ts';
import { settingUpdateSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-menu';
import styles from './sprava-menu.module.css';

export const meta: Route.MetaFunction = () =>
  siteMeta('Menu webu – správa', 'Horní menu a menu v patičce: položky, odkazy a jejich pořadí.');

const MENUS = {
  topmenu: {
    prefix: 'top',
    title: 'Horní menu',
    main: 'Hlavní položka',
    under: 'Pod předchozí hlavní položkou',
    hint: 'Hlavní položky jsou v liště nahoře; položky pod nimi se rozbalí v nabídce.',
  },
  bottommenu: {
    prefix: 'bottom',
    title: 'Menu v patičce',
    main: 'Nadpis sloupce',
    under: 'Odkaz ve sloupci',
    hint: 'Každý sloupec patičky má nadpis a pod ním odkazy. Odkaz na jiný web se označí sám.',
  },
} as const;
type MenuName = keyof typeof MENUS;
/** Empty rows at the end of each menu, for new items. */
const BLANK_ROWS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'shell');
  const settings = await context.services.shell.editableSettings(context.ctx);
  return {
    topmenu: { rows: topMenuRows(settings.topmenu.value), version: settings.topmenu.version },
    bottommenu: { rows: bottomMenuRows(settings.bottommenu.value), version: settings.bottommenu.version },
  };
}

/** The form's fields of the rows, as the form sends them, to show them again after a refusal. */
const rowValues = (prefix: string, rows: MenuRow[]) =>
  Object.fromEntries(
    rows.flatMap((row, i) => [
      [`${prefix}.${i}.text`, row.text],
      [`${prefix}.${i}.link`, row.link],
      [`${prefix}.${i}.level`, String(row.level)],
    ]),
  );

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'shell');
  const form = await readForm(request);
  const name: MenuName = form.get('intent') === 'bottommenu' ? 'bottommenu' : 'topmenu';
  const { prefix } = MENUS[name];
  const { rows, indexes } = readRows(form, prefix);
  const [moved, direction] = String(form.get('move') ?? '').split(':');
  const from = indexes.indexOf(Number(moved));
  const ordered = from >= 0 && (direction === 'up' || direction === 'down') ? moveRow(rows, from, direction) : rows;
  const movedTo = from >= 0 ? ordered.indexOf(rows[from]!) : -1;
  const { services, ctx } = context;
  const current = await services.shell.editableSettings(ctx);
  const { value, paths } = name === 'topmenu' ? topMenuOf(ordered) : bottomMenuOf(ordered, current.bottommenu.value);
  const values = { ...rowValues(prefix, ordered), intent: name, rows: String(ordered.length) };
  const result = await formAction(values, async () => {
    const update = parseInput(settingUpdateSchema, {
      name,
      value,
      version: Number(form.get('version')) || undefined,
    });
    await services.shell.saveSetting(ctx, update);
    const query = new URLSearchParams({ ulozeno: name });
    if (movedTo >= 0) query.set('posunuto', `${prefix}.${movedTo}.${direction}`);
    return redirect(`/sprava/menu?${query}#${name}`);
  });
  if (result instanceof Response || !('data' in result)) return result;
  // An error of the value (`value.2.submenu.0.link`) belongs to the field of its row.
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(result.data.errors ?? {})) {
    const row = paths.findIndex((path) => key.startsWith(`${path}.`));
    const field = row >= 0 ? (key.endsWith('.link') ? 'link' : 'text') : null;
    const target = field ? `${prefix}.${row}.${field}` : '_';
    errors[target] = [...(errors[target] ?? []), ...messages];
  }
  return data({ ...result.data, errors }, result.init ?? undefined);
}

function MenuForm({
  name,
  rows,
  version,
  result,
}: {
  name: MenuName;
  rows: MenuRow[];
  version: number;
  result: { message?: string; errors?: Record<string, string[]>; values?: Record<string, string> } | undefined;
}) {
  const menu = MENUS[name];
  const form = `menu-${menu.prefix}`;
  const shown: MenuRow[] = result?.values
    ? Array.from({ length: Number(result.values.rows) }, (_, i) => ({
        text: result.values![`${menu.prefix}.${i}.text`] ?? '',
        link: result.values![`${menu.prefix}.${i}.link`] ?? '',
        level: result.values![`${menu.prefix}.${i}.level`] === '1' ? 1 : 0,
      }))
    : rows;
  const all = [...shown, ...Array.from({ length: BLANK_ROWS }, () => ({ text: '', link: '', level: 1 as const }))];
  const labels = Object.fromEntries(
    all.flatMap((row, i) => [
      [`${menu.prefix}.${i}.text`, `${row.text || `Nová položka ${i + 1}`}, text`],
      [`${menu.prefix}.${i}.link`, `${row.text || `Nová položka ${i + 1}`}, odkaz`],
    ]),
  );
  return (
    <section aria-labelledby={name} className={styles.menu}>
      <h2 id={name} tabIndex={-1}>
        {menu.title}
      </h2>
      <p>{menu.hint}</p>
      <FormProblems form={form} result={result} labels={labels} />
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={name} />
        <input type="hidden" name="version" value={version} />
        <ol className={styles.rows}>
          {all.map((row, i) => {
            const isNew = i >= shown.length;
            const label = row.text || `Nová položka ${i - shown.length + 1}`;
            const field = (part: string) => `${menu.prefix}.${i}.${part}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the form; the server renumbers them on every save
              <li key={i} className={row.level === 1 && !isNew ? styles.under : undefined}>
                <fieldset className={styles.row}>
                  <legend>{isNew ? label : `${i + 1}. ${label}`}</legend>
                  <TextField
                    form={form}
                    name={field('text')}
                    label={name === 'bottommenu' && row.level === 0 ? 'Text (nadpis sloupce)' : 'Text'}
                    defaultValue={row.text}
                    maxLength={60}
                    errors={result?.errors?.[field('text')]}
                  />
                  <TextField
                    form={form}
                    name={field('link')}
                    label="Odkaz"
                    hint={i === 0 ? 'Stránka tohoto webu začíná lomítkem (/aktuality), jiný web https://.' : undefined}
                    defaultValue={row.link}
                    autoCapitalize="none"
                    spellCheck={false}
                    errors={result?.errors?.[field('link')]}
                  />
                  <SelectField
                    form={form}
                    name={field('level')}
                    label="Úroveň"
                    defaultValue={String(row.level)}
                    options={[
                      { value: '0', label: menu.main },
                      { value: '1', label: menu.under },
                    ]}
                  />
                  {isNew ? null : (
                    <div className={styles.actions}>
                      <CheckboxField form={form} name={field('remove')} label="Odebrat" />
                      <button
                        type="submit"
                        name="move"
                        value={`${i}:up`}
                        id={`${field('up')}`}
                        className="button"
                        aria-label={`Posunout „${label}“ nahoru`}
                      >
                        Nahoru
                      </button>
                      <button
                        type="submit"
                        name="move"
                        value={`${i}:down`}
                        id={`${field('down')}`}
                        className="button"
                        aria-label={`Posunout „${label}“ dolů`}
                      >
                        Dolů
                      </button>
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="submit" className="button button--primary">
          Uložit {menu.title.toLowerCase()}
        </button>
      </Form>
    </section>
  );
}

export default function MenuAdmin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = params.get('ulozeno');
  const moved = params.get('posunuto');
  // After a move the page is new: the focus goes back to the button that moved the row, now in its new place.
  useEffect(() => {
    if (moved) document.getElementById(moved)?.focus();
  }, [moved]);
  const resultFor = (name: MenuName) => (result?.values?.intent === name ? result : undefined);
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/nastaveni">‹ Nastavení webu</Link>
      </p>
      <h1>Menu webu</h1>
      {saved && !result ? (
        <Notice type="success">
          <p>{saved === 'bottommenu' ? 'Menu v patičce' : 'Horní menu'} je uloženo; web ho ukazuje hned.</p>
        </Notice>
      ) : null}
      <MenuForm name="topmenu" {...loaderData.topmenu} result={resultFor('topmenu')} />
      <MenuForm name="bottommenu" {...loaderData.bottommenu} result={resultFor('bottommenu')} />
    </StaffLayout>
  );
}
