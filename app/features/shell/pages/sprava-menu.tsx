import { data, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { SitePages } from '../../../components/staff/site-pages.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { MENUS, MenuEditor, type MenuName, SITE_PAGES } from '../components/menu-editor.tsx';
import {
  bottomMenuOf,
  bottomMenuRows,
  type MenuRow,
  MOVES,
  type Move,
  moveRow,
  placeOf,
  readRows,
  topMenuOf,
  topMenuRows,
} from '../menu-rows.ts';
import { settingUpdateSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-menu';

export const meta: Route.MetaFunction = () =>
  siteMeta('Menu webu – správa', 'Horní menu a menu v patičce: položky, odkazy a jejich pořadí.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  const [settings, targets] = await Promise.all([
    context.services.shell.editableSettings(context.ctx),
    context.services.search.linkTargets(context.ctx),
  ]);
  return {
    topmenu: { rows: topMenuRows(settings.topmenu.value), version: settings.topmenu.version },
    bottommenu: { rows: bottomMenuRows(settings.bottommenu.value), version: settings.bottommenu.version },
    targets,
  };
}

/** The form's fields of the rows, as the form sends them, to show them again. */
const rowValues = (prefix: string, rows: MenuRow[]) =>
  Object.fromEntries(
    rows.flatMap((row, i) => [
      [`${prefix}.${i}.text`, row.text],
      [`${prefix}.${i}.link`, row.link],
      [`${prefix}.${i}.level`, String(row.level)],
    ]),
  );

const isMove = (value: string | undefined): value is Move => MOVES.some((move) => move === value);

/**
 * A move button sent without JavaScript moves the row in the form shown again, saving nothing;
 * "Uložit" saves the menu as the form has it.
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  const form = await readForm(request);
  const name: MenuName = form.get('intent') === 'bottommenu' ? 'bottommenu' : 'topmenu';
  const { prefix } = MENUS[name];
  const { rows, indexes } = readRows(form, prefix);
  const [pressed, move] = String(form.get('move') ?? '').split(':');
  const from = indexes.indexOf(Number(pressed));
  if (from >= 0 && isMove(move)) {
    const moved = moveRow(rows, from, move);
    const label = rows[from]!.text || 'Nová položka';
    const at = moved.indexOf(rows[from]!);
    const said =
      moved === rows
        ? `„${label}“ se takto posunout nedá.`
        : `„${label}“: ${placeOf(moved, at, MENUS[name])}. Menu uložíte tlačítkem Uložit.`;
    return {
      moved: `${prefix}.${moved === rows ? from : at}.${move}`,
      values: { ...rowValues(prefix, moved), intent: name, rows: String(moved.length), said },
    };
  }
  const { services, ctx } = context;
  const current = await services.shell.editableSettings(ctx);
  const { value, paths } = name === 'topmenu' ? topMenuOf(rows) : bottomMenuOf(rows, current.bottommenu.value);
  const values = { ...rowValues(prefix, rows), intent: name, rows: String(rows.length) };
  const result = await formAction(values, async () => {
    const update = parseInput(settingUpdateSchema, {
      name,
      value,
      version: Number(form.get('version')) || undefined,
    });
    await services.shell.saveSetting(ctx, update);
    // The field Enter was pressed in, where its row stands once the removed and blank rows are gone.
    const [, at, part] = String(form.get('focus') ?? '').split('.');
    const row = indexes.indexOf(Number(at));
    const query = new URLSearchParams({ ulozeno: name });
    if (row >= 0 && (part === 'text' || part === 'link')) query.set('pole', `${prefix}.${row}.${part}`);
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

export default function MenuAdmin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = params.get('ulozeno');
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
      {(['topmenu', 'bottommenu'] as const).map((name) => {
        const own = resultFor(name);
        return (
          <MenuEditor
            // A save (a new version) or a page sent back without JavaScript starts the form afresh.
            key={`${name}:${loaderData[name].version}:${own ? JSON.stringify(own.values) : ''}`}
            name={name}
            {...loaderData[name]}
            result={own}
            focus={own && 'moved' in own ? own.moved : saved === name ? (params.get('pole') ?? undefined) : undefined}
          />
        );
      })}
      <SitePages id={SITE_PAGES} pages={loaderData.targets} />
    </StaffLayout>
  );
}
