import { useEffect } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { isKeyOf } from '../../../../common/keys.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import fieldStyles from '../../../components/ui/form-fields.module.css';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formInput } from '../../../lib/form-input.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { categoryMoveSchema, categoryNameSchema, categoryParams } from '../schemas.ts';
import type { Route } from './+types/sprava-akce-kategorie';

export const meta: Route.MetaFunction = () =>
  siteMeta('Kategorie akcí – správa', 'Kategorie kalendáře akcí a jejich pořadí.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  return { rows: await context.services.events.categoryRows(context.ctx) };
}

const DONE = {
  add: 'Kategorie je přidaná na konec seznamu.',
  rename: 'Kategorie je přejmenovaná.',
  move: 'Pořadí kategorií je uložené.',
  delete: 'Kategorie je smazaná.',
} as const;

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const { services, ctx } = context;
  if (!isKeyOf(DONE, intent)) throw new Response('Neznámá akce formuláře.', { status: 400 });
  return formAction(form, async () => {
    if (intent === 'add') {
      await services.events.addCategory(ctx, parseForm(categoryNameSchema, form).name);
      return { done: true as const, intent, slug: '', direction: undefined };
    }
    // The row's category, as its own path would name it; one that is not there is the 404 page.
    const { slug } = parseParams(categoryParams, formInput(categoryParams, form));
    const direction = intent === 'move' ? parseForm(categoryMoveSchema, form).direction : undefined;
    if (intent === 'rename') await services.events.renameCategory(ctx, slug, parseForm(categoryNameSchema, form).name);
    else if (intent === 'delete') await services.events.deleteCategory(ctx, slug);
    else if (direction) await services.events.moveCategory(ctx, slug, direction);
    return { done: true as const, intent, slug, direction };
  });
}

export default function EventCategories({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const result = useActionData<typeof action>();
  const failed = result && !result.done ? result : null;
  const failedRow = failed?.values?.intent === 'rename' ? failed.values.slug : null;
  // After a move the list is new: the focus goes back to the button that moved the row, in its new place.
  useEffect(() => {
    if (!result?.done || result.intent !== 'move') return;
    const other = result.direction === 'up' ? 'down' : 'up';
    (
      document.getElementById(`move-${result.slug}-${result.direction}`) ??
      document.getElementById(`move-${result.slug}-${other}`)
    )?.focus();
  }, [result]);
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/akce">‹ Zpět na akce</Link>
      </p>
      <h1>Kategorie akcí</h1>
      <p>Podle kategorií si návštěvníci filtrují kalendář; pořadí je stejné jako ve filtru.</p>
      {result?.done ? (
        <Notice type="success">
          <p>{DONE[result.intent]}</p>
        </Notice>
      ) : null}
      {failed && !failedRow && failed.values?.intent !== 'add' ? (
        <Notice type="danger">
          <p>{failed.message}</p>
        </Notice>
      ) : null}
      <ScrollTable caption="Kategorie akcí v jejich pořadí" captionHidden>
        <thead>
          <tr>
            <th scope="col">Název</th>
            <th scope="col">Akcí</th>
            <th scope="col">Pořadí</th>
            <th scope="col">Smazat</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const id = `kategorie-${row.slug}`;
            const errors = failedRow === row.slug ? failed?.errors?.name : undefined;
            return (
              <tr key={row.slug}>
                <td>
                  <Form method="post" className={errors ? fieldStyles.invalid : undefined}>
                    <input type="hidden" name="slug" value={row.slug} />
                    <label htmlFor={id} className="visually-hidden">
                      Název kategorie {row.name}
                    </label>
                    {errors ? (
                      <p id={`${id}-error`} className={fieldStyles.error}>
                        <span className="visually-hidden">Chyba: </span>
                        {errors.join(' ')}
                      </p>
                    ) : null}
                    <input
                      id={id}
                      name="name"
                      className={fieldStyles.input}
                      defaultValue={errors ? failed?.values?.name : row.name}
                      key={errors ? 'refused' : row.name}
                      maxLength={60}
                      aria-invalid={errors ? true : undefined}
                      aria-describedby={errors ? `${id}-error` : undefined}
                    />
                    <button type="submit" name="intent" value="rename" className="button button--link">
                      Přejmenovat<span className="visually-hidden"> kategorii {row.name}</span>
                    </button>
                  </Form>
                </td>
                <td>{row.events}</td>
                <td>
                  <Form method="post" className="button-row">
                    <input type="hidden" name="slug" value={row.slug} />
                    <input type="hidden" name="intent" value="move" />
                    {index > 0 ? (
                      <button
                        type="submit"
                        id={`move-${row.slug}-up`}
                        name="direction"
                        value="up"
                        className="button button--secondary"
                      >
                        Posunout „{row.name}“ nahoru
                      </button>
                    ) : null}
                    {index < rows.length - 1 ? (
                      <button
                        type="submit"
                        id={`move-${row.slug}-down`}
                        name="direction"
                        value="down"
                        className="button button--secondary"
                      >
                        Posunout „{row.name}“ dolů
                      </button>
                    ) : null}
                  </Form>
                </td>
                <td>
                  {row.events === 0 ? (
                    <Form method="post">
                      <input type="hidden" name="slug" value={row.slug} />
                      <button type="submit" name="intent" value="delete" className="button button--secondary">
                        Smazat „{row.name}“
                      </button>
                    </Form>
                  ) : (
                    'Nejde: má akce'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <h2>Nová kategorie</h2>
      <Form method="post">
        <TextField
          form="nova-kategorie"
          name="name"
          label="Název nové kategorie"
          maxLength={60}
          key={result?.done ? `${result.intent}-${result.slug}` : 'new'}
          defaultValue={failed?.values?.intent === 'add' ? failed.values.name : ''}
          errors={failed?.values?.intent === 'add' ? failed.errors?.name : undefined}
        />
        <button type="submit" name="intent" value="add" className="button button--primary">
          Přidat kategorii
        </button>
      </Form>
    </StaffLayout>
  );
}
