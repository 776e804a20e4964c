import { Form, Link, useActionData, useNavigation } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formValues, requireUser } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { frequencyLabel, WASTE_KINDS } from '../bins.ts';
import { pickupDate } from '../pickup-date.ts';
import { linkBinInput } from '../schemas.ts';
import type { Route } from './+types/my-waste';

const FORM = 'nadoba';
const LABELS = { code: 'Kód z nálepky na nádobě', house_number: 'Číslo popisné' };

export const meta: Route.MetaFunction = () =>
  siteMeta('Moje odpady | Můj účet', 'Vaše nádoby na odpad, kdy se vyvážejí, kalendář svozů a objednávka svozu navíc.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  return { addresses: await context.services.waste.listMine(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    await context.services.waste.link(context.ctx, parseForm(linkBinInput, form));
    const cleared: Record<string, string> = {};
    return { done: true as const, values: cleared, message: undefined, errors: undefined };
  });
}

export default function MyWaste({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors = result && 'errors' in result ? result.errors : undefined;
  return (
    <div>
      <h1>Moje odpady</h1>
      {result?.done ? (
        <Notice type="success">
          <p>Nádobu jsme přiřadili k vašemu účtu.</p>
        </Notice>
      ) : null}
      {loaderData.addresses.length === 0 ? (
        <p>Zatím u vás nemáme žádnou nádobu. Přiřaďte si ji kódem z nálepky a číslem popisným domu.</p>
      ) : (
        loaderData.addresses.map((a) => (
          <section
            key={`${a.city}-${a.house_number}`}
            className={styles.section}
            aria-labelledby={`adresa-${a.house_number}`}
          >
            <h2 id={`adresa-${a.house_number}`}>
              {a.street}, {a.zip} {a.city} <span className={styles.muted}>(č. p. {a.house_number})</span>
            </h2>
            <ul className={styles.bookings}>
              {a.bins.map((b) => (
                <li key={b.id}>
                  <h3>
                    <Link to={`/ucet/moje-odpady/nadoba/${b.id}`}>
                      {WASTE_KINDS[b.kind] ?? b.kind}, {b.volume} l
                    </Link>
                  </h3>
                  <p>
                    Kód {b.code} · vyváží se {frequencyLabel(b)} ·{' '}
                    {b.fee > 0 ? `poplatek ${b.fee} Kč za rok` : 'poplatek se platí za osobu, ne za nádobu'}
                  </p>
                  {b.next[0] ? <p>Nejbližší svoz: {pickupDate(b.next[0])}</p> : null}
                  <p className="button-row">
                    <Link to={`/ucet/moje-odpady/rok/${b.id}`}>Kalendář na celý rok</Link>
                    <Link to={`/ucet/moje-odpady/objednat-svoz/${b.id}`}>Objednat svoz navíc</Link>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <section className={styles.section} aria-labelledby="pridat-nadobu">
        <h2 id="pridat-nadobu">Přiřadit nádobu</h2>
        <p>
          Kód najdete na nálepce na víku nebo boku nádoby (například VZS4X7B2N). Číslo popisné je na červené tabulce na
          domě. Nádobu přiřadíme, pokud obojí souhlasí s registrem úřadu.
        </p>
        <ErrorSummary form={FORM} errors={errors} labels={LABELS} />
        {result && !result.done && result.message && Object.keys(errors ?? {}).length === 0 ? (
          <Notice type="danger">
            <p>{result.message}</p>
          </Notice>
        ) : null}
        <Form method="post" noValidate>
          <TextField
            form={FORM}
            name="code"
            label={LABELS.code}
            required
            maxLength={30}
            autoCapitalize="characters"
            defaultValue={result?.values?.code}
            errors={errors?.code}
          />
          <TextField
            form={FORM}
            name="house_number"
            label={LABELS.house_number}
            required
            maxLength={10}
            inputMode="numeric"
            defaultValue={result?.values?.house_number}
            errors={errors?.house_number}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            Přiřadit nádobu
          </button>
        </Form>
      </section>
    </div>
  );
}
