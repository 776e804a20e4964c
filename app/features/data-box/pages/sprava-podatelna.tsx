import { Form, Link, useActionData } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { fileToCaseInput } from '../schemas.ts';
import type { Route } from './+types/sprava-podatelna';

export const meta: Route.MetaFunction = () => siteMeta('Podatelna | Správa', 'Datové zprávy došlé do schránky úřadu.');

/** The filing office: what arrived in the office's data box, the unfiled first unless all are asked for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'cases');
  const all = new URL(request.url).searchParams.get('vse') === '1';
  return {
    all,
    offered: await context.services.dataBox.available(context.ctx),
    messages: await context.services.dataBox.receivedList(context.ctx, { unfiledOnly: !all }),
  };
}

/** Files a message to a case by its number. */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'cases');
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    const input = parseForm(fileToCaseInput, form);
    await context.services.eServices.fileReceivedTo(context.ctx, input.message_id, input.case_number);
    return { done: true, message: `Zprávu jsme zařadili k případu ${input.case_number}.`, values } satisfies FormResult;
  });
}

const file = (id: number, part: number | 'zfo') => `/soubory/urad/datove-zpravy/${id}/${part}`;

export default function FilingOffice({ loaderData: { all, offered, messages } }: Route.ComponentProps) {
  const result: FormResult | undefined = useActionData<typeof action>();
  const answeredFor = Number(result?.values?.message_id);
  return (
    <StaffLayout>
      <h1>Podatelna</h1>
      <p>
        Datové zprávy došlé do schránky úřadu. Zprávu, jejíž odesílatel uvedl číslo případu, web sám zařadí k případu;
        tady zůstávají ostatní. Podepsaná zpráva (ZFO) je doklad o tom, co a kdy došlo.
      </p>
      {offered ? null : (
        <Notice type="info">
          <p>Datová schránka úřadu není na webu nastavená, nové zprávy proto nepřibývají.</p>
        </Notice>
      )}
      <p>
        {all ? (
          <Link to="/sprava/podatelna">Jen nezařazené</Link>
        ) : (
          <Link to="/sprava/podatelna?vse=1">Všechny zprávy</Link>
        )}
      </p>
      {messages.length === 0 ? (
        <p role="status">{all ? 'Žádné došlé zprávy.' : 'Žádné nezařazené zprávy.'}</p>
      ) : (
        <ol className="plain-list">
          {messages.map((m) => (
            <li key={m.id} id={`zprava-${m.id}`}>
              <h2>{m.annotation || '(bez předmětu)'}</h2>
              <dl>
                <dt>Od</dt>
                <dd>
                  {m.sender_name} (schránka {m.sender_box})
                </dd>
                <dt>Dodáno</dt>
                <dd>{m.delivered_at ? formatDateTime(m.delivered_at) : formatDateTime(m.received_at)}</dd>
                {m.recipient_ref ? (
                  <>
                    <dt>Naše značka podle odesílatele</dt>
                    <dd>{m.recipient_ref}</dd>
                  </>
                ) : null}
                <dt>ID zprávy</dt>
                <dd>{m.dm_id}</dd>
                <dt>Případ</dt>
                <dd>
                  {m.case_id ? <Link to={`/sprava/pripady/${m.case_id}`}>zařazeno k případu</Link> : 'nezařazeno'}
                </dd>
              </dl>
              <ul>
                {m.files.map((f, i) => (
                  <li key={f.sha256 + f.name}>
                    <a href={file(m.id, i)} download>
                      {f.name}
                    </a>{' '}
                    ({Math.ceil(f.size / 1024)} kB)
                    {f.flag ? <strong> – pozor: {f.flag} Otevírejte jen po kontrole.</strong> : null}
                  </li>
                ))}
                <li>
                  <a href={file(m.id, 'zfo')} download>
                    Podepsaná zpráva (ZFO)
                  </a>
                </li>
              </ul>
              {m.case_id ? null : (
                <Form method="post" className="button-row">
                  <input type="hidden" name="message_id" value={m.id} />
                  <TextField
                    form={`zprava-${m.id}`}
                    name="case_number"
                    label="Číslo případu"
                    hint="Například VZ-2026-00042."
                    defaultValue={answeredFor === m.id ? result?.values?.case_number : ''}
                    errors={answeredFor === m.id && !result?.done ? result?.errors?.case_number : undefined}
                    required
                  />
                  <button type="submit" className="button button--secondary">
                    Zařadit k případu
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </StaffLayout>
  );
}
