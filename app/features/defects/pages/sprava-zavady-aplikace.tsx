import { Form, useActionData } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../../../common/dates.ts';
import { rowNumber } from '../../../../common/schemas/ids.ts';
import styles from '../../../components/account/account.module.css';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { staffPage } from '../../../lib/staff.server.ts';
import { open311ClientInput } from '../office-schemas.ts';
import type { Route } from './+types/sprava-zavady-aplikace';

export const meta: Route.MetaFunction = () =>
  siteMeta('Aplikace pro hlášení závad – správa', 'Klíče aplikací, které hlásí závady přes Open311.');

export async function loader(args: Route.LoaderArgs) {
  const { services, ctx } = staffPage(args, 'admin');
  return { clients: await services.defects.open311ClientsList(ctx) };
}

const revokeInput = z.object({ id: rowNumber() });

export async function action(args: Route.ActionArgs) {
  const { services, ctx } = staffPage(args, 'admin');
  const form = await readForm(args.request);
  return formAction(form, async () => {
    if (form.get('intent') === 'revoke') {
      await services.defects.revokeOpen311Client(ctx, parseForm(revokeInput, form).id);
      return { done: 'revoked' as const, issued: null };
    }
    // The key is shown in this answer only: the office keeps its hash, never the key.
    return {
      done: 'issued' as const,
      issued: await services.defects.issueOpen311Client(ctx, parseForm(open311ClientInput, form)),
    };
  });
}

export default function Open311Clients({ loaderData }: Route.ComponentProps) {
  const { clients } = loaderData;
  const result = useActionData<typeof action>();
  const issued = result && 'issued' in result ? result.issued : null;
  const refused = result && 'errors' in result ? result : undefined;
  const errors = refused?.errors;
  return (
    <StaffLayout>
      <h1>Aplikace pro hlášení závad</h1>
      <p>
        Aplikace s klíčem mohou hlásit závady přes rozhraní Open311 (<code>/open311/v2/</code>); jejich hlášení přijdou
        do stejné fronty jako hlášení z webu. Číst hlášení může kdokoli i bez klíče.
      </p>
      {issued ? (
        <Notice type="success">
          <p>
            Klíč aplikace {issued.name}: <code>{issued.key}</code>
          </p>
          <p>Zkopírujte ho a předejte provozovateli aplikace bezpečnou cestou. Znovu ho už neuvidíte.</p>
        </Notice>
      ) : result && 'done' in result && result.done === 'revoked' ? (
        <Notice type="success">
          <p>Klíč je zrušený; další hlášení s ním úřad odmítne.</p>
        </Notice>
      ) : null}
      <section className={styles.section} aria-labelledby="aplikace">
        <h2 id="aplikace">Vydané klíče</h2>
        {clients.length === 0 ? (
          <p>Zatím žádná aplikace klíč nemá.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Aplikace</th>
                <th scope="col">Kontakt</th>
                <th scope="col">Klíč končí</th>
                <th scope="col">Naposledy použit</th>
                <th scope="col">Stav</th>
              </tr>
            </thead>
            <tbody>
              {clients.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.name}</th>
                  <td>{c.contact}</td>
                  <td>
                    <code>…{c.key_hint}</code>
                  </td>
                  <td>{c.last_used_at ? formatDateTime(c.last_used_at) : 'nikdy'}</td>
                  <td>
                    {c.revoked_at ? (
                      `zrušen ${formatDateTime(c.revoked_at)}`
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="id" value={c.id} />
                        <button type="submit" name="intent" value="revoke" className="button button--secondary">
                          Zrušit klíč aplikace {c.name}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.section} aria-labelledby="novy">
        <h2 id="novy">Vydat klíč aplikaci</h2>
        <FormProblems
          form="aplikace"
          result={refused}
          labels={{ name: 'Název aplikace', contact: 'Kontakt na provozovatele' }}
        />
        <Form method="post" noValidate>
          <TextField form="aplikace" name="name" label="Název aplikace" errors={errors?.name} />
          <TextField
            form="aplikace"
            name="contact"
            label="Kontakt na provozovatele"
            hint="E-mail nebo telefon, kam volat, když aplikace hlásí nesmysly."
            errors={errors?.contact}
          />
          <button type="submit" name="intent" value="issue" className="button button--primary">
            Vydat klíč
          </button>
        </Form>
      </section>
    </StaffLayout>
  );
}
