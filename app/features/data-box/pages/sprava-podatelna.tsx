import { Form, Link, useActionData } from 'react-router';
import { formatDateTime } from '../../../../common/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { fileToCaseInput, replyFormInput } from '../schemas.ts';
import type { Route } from './+types/sprava-podatelna';

export const meta: Route.MetaFunction = () => siteMeta('Podatelna | Správa', 'Datové zprávy došlé do schránky úřadu.');

/** The filing office: what arrived in the office's data box, the unfiled first unless all are asked for. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const all = url.searchParams.get('vse') === '1';
  const { dataBox } = context.services;
  return {
    all,
    offered: await dataBox.available(context.ctx),
    messages: await dataBox.receivedList(context.ctx, { unfiledOnly: !all }),
    departments: await dataBox.replyDepartments(context.ctx),
  };
}

/** Files a message to a case by its number, or answers its sender. */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const form = await readForm(request);
  const values = formValues(form);
  const { services, ctx } = context;
  return formAction(values, async () => {
    if (values.intent === 'odpovedet') {
      const { message_id, ...input } = parseForm(replyFormInput, form);
      const { reference } = await services.dataBox.reply(ctx, message_id, input);
      return {
        done: true,
        message: `Odpověď č. j. ${reference} jsme předali k odeslání do datové schránky odesílatele.`,
        values: { intent: 'odpovedet', message_id: values.message_id ?? '' },
      } satisfies FormResult;
    }
    const input = parseForm(fileToCaseInput, form);
    await services.eServices.fileReceivedTo(ctx, input.message_id, input.case_number);
    return { done: true, message: `Zprávu jsme zařadili k případu ${input.case_number}.`, values } satisfies FormResult;
  });
}

const file = (id: number, part: number | 'zfo') => `/soubory/urad/datove-zpravy/${id}/${part}`;

export default function FilingOffice({ loaderData: { all, offered, messages, departments } }: Route.ComponentProps) {
  const result: FormResult | undefined = useActionData<typeof action>();
  const replying = result?.values?.intent === 'odpovedet';
  const answeredFor = Number(result?.values?.message_id);
  const resultFor = (id: number, reply: boolean) => (answeredFor === id && replying === reply ? result : undefined);
  return (
    <StaffLayout>
      <h1>Podatelna</h1>
      <p>
        Datové zprávy došlé do schránky úřadu. Zprávu, jejíž odesílatel uvedl číslo případu nebo naše číslo jednací, web
        sám zařadí k případu; tady zůstávají ostatní. Podepsaná zpráva (ZFO) je doklad o tom, co a kdy došlo.
        Odesílateli můžete odpovědět stejnou cestou, dopisem pod číslem jednacím svého odboru.
      </p>
      {result?.done && !replying ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {result && !result.done && result.message && !Object.keys(result.errors ?? {}).length ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
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
                {m.sender_ref ? (
                  <>
                    <dt>Číslo jednací odesílatele</dt>
                    <dd>{m.sender_ref}</dd>
                  </>
                ) : null}
                {m.recipient_ref ? (
                  <>
                    <dt>Naše číslo jednací podle odesílatele</dt>
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
              {m.replies.length ? (
                <>
                  <h3>Odpovědi úřadu</h3>
                  <ul>
                    {m.replies.map((r) => (
                      <li key={r.reference}>
                        č. j. {r.reference}, {formatDateTime(r.created_at)}
                        {r.author ? `, ${r.author}` : ''}: {r.state}
                        {r.accepted_at ? ` (doručenka ${formatDateTime(r.accepted_at)})` : ''}
                        {r.failed_at && r.reason ? ` – ${r.reason}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {m.case_id ? null : (
                <Form method="post" className="button-row">
                  <input type="hidden" name="message_id" value={m.id} />
                  <TextField
                    form={`zprava-${m.id}`}
                    name="case_number"
                    label="Číslo případu nebo číslo jednací"
                    hint="Například VZ-2026-00042 nebo MUVZ/12/2026/OVV."
                    defaultValue={resultFor(m.id, false)?.values?.case_number ?? ''}
                    errors={resultFor(m.id, false)?.done ? undefined : resultFor(m.id, false)?.errors?.case_number}
                    required
                  />
                  <button type="submit" className="button button--secondary">
                    Zařadit k případu
                  </button>
                </Form>
              )}
              {offered && departments.length ? (
                <ReplyForm message={m} departments={departments} result={resultFor(m.id, true)} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </StaffLayout>
  );
}

/** An answer to the sender by the way the message came; open while its errors or its confirmation show. */
function ReplyForm({
  message,
  departments,
  result,
}: {
  message: { id: number; sender_name: string };
  departments: { id: number; name: string }[];
  result: FormResult | undefined;
}) {
  const form = `odpoved-${message.id}`;
  const errors = result?.done ? undefined : result?.errors;
  return (
    <details open={result !== undefined}>
      <summary>Odpovědět odesílateli do datové schránky</summary>
      {result?.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="odpovedet" />
          <input type="hidden" name="message_id" value={message.id} />
          <SelectField
            form={form}
            name="department_id"
            label="Odpovídá odbor"
            hint="Odpověď dostane číslo jednací tohoto odboru."
            options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
            defaultValue={result?.values?.department_id}
            errors={errors?.department_id}
            required
          />
          <TextAreaField
            form={form}
            name="text"
            label={`Text odpovědi pro ${message.sender_name}`}
            hint="Web z něj udělá dopis v PDF s číslem jednacím a s čísly jednacími odesílatele."
            defaultValue={result?.values?.text}
            errors={errors?.text}
            required
            maxLength={10_000}
          />
          <button type="submit" className="button button--primary">
            Odeslat odpověď
          </button>
        </Form>
      )}
    </details>
  );
}
