import { data, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { SitePages } from '../../../components/staff/site-pages.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { readForm, readSubmission, submissionAction } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { type MenuResult, SITE_PAGES } from '../components/menu-editor.tsx';
import { BottomMenuEditor, TopMenuEditor } from '../components/menu-editors.tsx';
import {
  bottomMenuForm,
  bottomMenuOf,
  MENUS,
  type MenuName,
  menuRows,
  movedRows,
  moveOf,
  topMenuForm,
  topMenuOf,
} from '../menu-forms.ts';
import { type Move, treeOf } from '../menu-rows.ts';
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
    topmenu: { tree: MENUS.topmenu.treeOfValue(settings.topmenu.value), version: settings.topmenu.version },
    bottommenu: { tree: MENUS.bottommenu.treeOfValue(settings.bottommenu.value), version: settings.bottommenu.version },
    targets,
  };
}

/** The name Conform sends its intents by (`INTENT` of @conform-to/dom). */
const CONFORM_INTENT = '__intent__';

/**
 * A move button sent to the server (without JavaScript, or before the browser's checks arrived):
 * the rows as they were sent, moved with what is under them, go back as Conform's update of the
 * list, so the page shows them moved, saving nothing; with the move, for the live region and the focus.
 */
function moveAnswer(name: MenuName, form: FormData, { row, move }: { row: number; move: Move }) {
  const schema = name === 'topmenu' ? topMenuForm : bottomMenuForm;
  const moved = movedRows(name, menuRows(name, readSubmission(schema, form).payload.value), row, move);
  const value = MENUS[name].valueOfTree(treeOf(moved.rows));
  form.set(CONFORM_INTENT, JSON.stringify({ type: 'update', payload: { name: 'value', value } }));
  return data({
    done: false as const,
    reply: readSubmission(schema, form).reply(),
    moved: { row: moved.at, move, said: moved.said },
  });
}

/**
 * "Uložit" saves the menu as the form has it. A button that adds, removes or moves a row changes the
 * form only (without JavaScript through the server, which answers with the rows as they now are).
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  const form = await readForm(request);
  // Which menu's form was sent, and the move button pressed in it: the intents, read as such.
  const name: MenuName = form.get('intent') === 'bottommenu' ? 'bottommenu' : 'topmenu';
  const move = moveOf(form.get('move'));
  if (move) return moveAnswer(name, form, move);
  const { services, ctx } = context;
  // The saved page puts the focus back in the field Enter was pressed in.
  const saved = (focus: string | undefined) =>
    redirect(`/sprava/menu?${new URLSearchParams({ ulozeno: name, ...(focus ? { pole: focus } : {}) })}#${name}`);
  if (name === 'topmenu') {
    return submissionAction(readSubmission(topMenuForm, form), async ({ value, version, focus }) => {
      await services.shell.saveSetting(ctx, { name, value: topMenuOf(value), version });
      return saved(focus);
    });
  }
  return submissionAction(readSubmission(bottomMenuForm, form), async ({ value, version, focus }) => {
    const before = (await services.shell.editableSettings(ctx)).bottommenu.value;
    await services.shell.saveSetting(ctx, { name, value: bottomMenuOf(value, before), version });
    return saved(focus);
  });
}

export default function MenuAdmin({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = params.get('ulozeno');
  // The answer belongs to the menu whose form was sent; the other starts from what is saved.
  const resultFor = (name: MenuName): MenuResult | undefined =>
    result?.reply?.initialValue?.intent === name ? result : undefined;
  const focusFor = (name: MenuName) => (saved === name ? (params.get('pole') ?? undefined) : undefined);
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
      {/* A saved menu (a new version) starts its form again from what was saved. The keys name the
          menu too: siblings with one key (both menus at version 3) get mixed up by React. */}
      <TopMenuEditor
        key={`topmenu-${loaderData.topmenu.version}`}
        {...loaderData.topmenu}
        result={resultFor('topmenu')}
        focus={focusFor('topmenu')}
      />
      <BottomMenuEditor
        key={`bottommenu-${loaderData.bottommenu.version}`}
        {...loaderData.bottommenu}
        result={resultFor('bottommenu')}
        focus={focusFor('bottommenu')}
      />
      <SitePages id={SITE_PAGES} pages={loaderData.targets} />
    </StaffLayout>
  );
}
