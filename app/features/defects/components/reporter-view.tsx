import { Form, Link, useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatDay } from '../../../../common/dates.ts';
import { isKeyOf } from '../../../../common/keys.ts';
import styles from '../../../components/account/account.module.css';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { REOPEN_DAYS } from '../flow.ts';
import type { ReporterDefect } from '../reporter-schemas.ts';
import { DefectHistory } from './defect-history.tsx';
import { DefectStatusLabel } from './defect-status.tsx';

// A report as its reporter sees it, on their account's page and on a guest's link: the details, the
// steps open to them (each a form that works without JavaScript and names the version it saw), and
// the history meant for them.

/** What each step's page says once it is done (`?hotovo=`). */
export const REPORTER_DONE = {
  reply: 'Odpověď jsme předali úřadu. Hlášení je znovu v řešení.',
  reopen: 'Hlášení je znovu otevřené a úřad se jím bude zabývat.',
  satisfaction: 'Děkujeme za odpověď. Pomůže nám hlášení vyřizovat lépe.',
} as const;

const LABELS = { message: 'Vaše odpověď', reason: 'Proč hlášení znovu otevíráte', satisfied: 'Spokojenost' };

const Version = ({ d }: { d: ReporterDefect }) => <input type="hidden" name="version" value={d.version} />;

/** A step that sends a text: an answer to the office's question, a reopening's reason. */
function TextStep({
  d,
  result,
  step,
  field,
  rows,
  submit,
  primary = false,
}: {
  d: ReporterDefect;
  result: FormResult | undefined;
  step: 'reply' | 'reopen';
  field: 'message' | 'reason';
  rows: number;
  submit: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="krok" value={step} />
      <Version d={d} />
      <TextAreaField
        form="krok"
        name={field}
        label={LABELS[field]}
        errors={result?.errors?.[field]}
        defaultValue={result?.values?.[field] ?? ''}
        rows={rows}
        required
      />
      <button type="submit" className={`button ${primary ? 'button--primary' : 'button--secondary'}`}>
        {submit}
      </button>
    </Form>
  );
}

function Steps({ d, result }: { d: ReporterDefect; result: FormResult | undefined }) {
  return (
    <>
      {d.actions.reply ? (
        <section className={styles.section} aria-labelledby="odpoved">
          <h2 id="odpoved">Odpovědět úřadu</h2>
          <p>Úřad od vás potřebuje doplnění; jeho dotaz najdete v průběhu níže.</p>
          <TextStep d={d} result={result} step="reply" field="message" rows={5} submit="Odeslat odpověď" primary />
        </section>
      ) : null}
      {d.actions.satisfaction ? (
        <section className={styles.section} aria-labelledby="spokojenost">
          <h2 id="spokojenost">Jste s vyřízením spokojeni?</h2>
          {d.satisfied === null ? null : (
            <p>Odpověděli jste: {d.satisfied ? 'ano, spokojeni' : 'ne, spokojeni nejste'}. Odpověď můžete změnit.</p>
          )}
          <Form method="post" className="button-row">
            <input type="hidden" name="krok" value="satisfaction" />
            <Version d={d} />
            <button type="submit" name="satisfied" value="ano" className="button button--primary">
              Ano, jsem spokojen(a)
            </button>
            <button type="submit" name="satisfied" value="ne" className="button button--secondary">
              Ne, nejsem spokojen(a)
            </button>
          </Form>
        </section>
      ) : null}
      {d.actions.reopen && d.reopen_until ? (
        <section className={styles.section} aria-labelledby="znovu">
          <h2 id="znovu">Znovu otevřít hlášení</h2>
          <p>
            Není-li závada odstraněná, můžete hlášení do {REOPEN_DAYS} dnů od uzavření (nejpozději{' '}
            {formatDay(d.reopen_until)}) znovu otevřít. Napište prosím, co je stále špatně.
          </p>
          <TextStep d={d} result={result} step="reopen" field="reason" rows={4} submit="Znovu otevřít" />
        </section>
      ) : null}
    </>
  );
}

/** The report, what was just done, the steps open, the history: the same on both pages. */
export function ReporterView({
  d,
  result,
  confirmLink,
}: {
  d: ReporterDefect;
  result: FormResult | undefined;
  /** A guest's report not yet confirmed: where to confirm it. */
  confirmLink?: string;
}) {
  const [search] = useSearchParams();
  const asked = search.get('hotovo') ?? '';
  const done = isKeyOf(REPORTER_DONE, asked) ? asked : null;
  return (
    <>
      <h1>
        {d.category}: {d.place}
      </h1>
      {done && !result ? (
        <Notice type="success">
          <p>{REPORTER_DONE[done]}</p>
        </Notice>
      ) : null}
      {d.confirmed ? null : (
        <Notice type="info">
          <p>
            Hlášení zatím není potvrzené, a úřad ho proto nevidí.{' '}
            {confirmLink ? <Link to={confirmLink}>Potvrdit hlášení</Link> : null}
          </p>
        </Notice>
      )}
      {d.merged_into ? (
        <p>
          Hlášení jsme sloučili s hlášením <Link to={`/zavady/${d.merged_into}`}>{d.merged_into}</Link>, které řeší
          stejnou závadu. O jeho vyřízení vám dáme vědět e-mailem.
        </p>
      ) : null}
      <FormProblems form="krok" result={result} labels={LABELS} />
      <dl className={styles.summary}>
        <dt>Číslo hlášení</dt>
        <dd>{d.number}</dd>
        <dt>Stav</dt>
        <dd>
          <DefectStatusLabel status={d.status} />
        </dd>
        <dt>Místo</dt>
        <dd>
          {d.place}
          {d.place.includes(d.area) ? null : ` (${d.area})`}
        </dd>
        <dt>Váš popis</dt>
        <dd>{d.description}</dd>
        <dt>Nahlášeno</dt>
        <dd>{formatDateTime(d.created_at)}</dd>
        {d.closed_at ? (
          <>
            <dt>Uzavřeno</dt>
            <dd>{formatDate(new Date(d.closed_at))}</dd>
          </>
        ) : (
          <>
            <dt>Lhůta k vyřízení</dt>
            <dd>{formatDay(d.due_on)}</dd>
          </>
        )}
      </dl>
      <Steps d={d} result={result} />
      <section className={styles.section} aria-labelledby="prubeh">
        <h2 id="prubeh">Průběh</h2>
        <DefectHistory events={d.history} reporter />
      </section>
      {d.confirmed ? (
        <p>
          <Link to={`/zavady/${d.number}`}>Veřejná stránka hlášení</Link>
        </p>
      ) : null}
    </>
  );
}
