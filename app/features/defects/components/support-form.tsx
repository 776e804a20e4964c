import { Form, Link } from 'react-router';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SUPPORT_WORDS, type SupportResult, supportersText } from '../support-schemas.ts';

// "Trápí mě to taky" on a report's page: one button for a signed-in resident, an e-mail for a guest.
// Without JavaScript the form posts to the page itself.

export const SUPPORT_FORM = 'podpora';
const LABELS = { email: 'Váš e-mail' };

export interface SupportState {
  open: boolean;
  supporters: number;
  mine: 'reporter' | 'supporter' | null;
  signedIn: boolean;
}

interface Props {
  number: string;
  state: SupportState;
  /** The page's answer: what following came to, or why it was refused. */
  result:
    | SupportResult
    | { message?: string; errors?: Record<string, string[]>; values?: Record<string, string> }
    | undefined;
}

function Done({ result }: { result: SupportResult }) {
  return (
    <Notice type="success">
      <p>{SUPPORT_WORDS[result.result]}</p>
    </Notice>
  );
}

export function SupportForm({ number, state, result }: Props) {
  const done = result && 'result' in result ? result : null;
  const refused = result && !('result' in result) ? result : undefined;
  const count = done?.supporters ?? state.supporters;
  return (
    <section aria-labelledby="trapi-me-to">
      <h2 id="trapi-me-to">Trápí mě to taky</h2>
      <p>{supportersText(count)}</p>
      {done ? <Done result={done} /> : null}
      <FormProblems form={SUPPORT_FORM} result={refused} labels={LABELS} />
      {!state.open ? (
        <p>Hlášení se už neřeší, proto se k němu nelze přidat.</p>
      ) : state.mine === 'reporter' ? (
        <p>{SUPPORT_WORDS.reporter}</p>
      ) : state.mine === 'supporter' ? (
        <Form method="post">
          <p>{SUPPORT_WORDS.already}</p>
          <button type="submit" name="intent" value="stop" className="button button--secondary">
            Přestat sledovat
          </button>
        </Form>
      ) : state.signedIn ? (
        <Form method="post">
          <p>Trápí vás tato závada také? Dejte úřadu vědět; o každé změně vám napíšeme e-mailem.</p>
          <button type="submit" name="intent" value="support" className="button button--primary">
            Trápí mě to taky
          </button>
        </Form>
      ) : (
        <Form method="post" noValidate>
          <p>
            Trápí vás tato závada také? Napište e-mail: pošleme na něj odkaz k potvrzení a pak zprávy o každé změně.
            Nebo se <Link to={`/login?redirect=${encodeURIComponent(`/zavady/${number}`)}`}>přihlaste</Link>.
          </p>
          <TextField
            form={SUPPORT_FORM}
            name="email"
            label={LABELS.email}
            type="email"
            autoComplete="email"
            defaultValue={refused?.values?.email}
            errors={refused?.errors?.email}
          />
          <button type="submit" name="intent" value="support" className="button button--primary">
            Trápí mě to taky
          </button>
        </Form>
      )}
    </section>
  );
}
