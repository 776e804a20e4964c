import { Form, Link, redirect, useActionData } from 'react-router';
import styles from '../../../components/staff/staff.module.css';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage, requireStaffSignIn } from '../../../lib/staff.server.ts';
import { codeSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-zabezpeceni';

export const meta: Route.MetaFunction = () =>
  siteMeta('Zabezpečení přihlášení', 'Ověřovací aplikace a záložní kódy pro přihlášení do správy webu.');

const LABELS = { code: 'Kód z aplikace' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const actor = requireStaffSignIn(context, url);
  const { services, ctx } = context;
  if (!actor.totpEnabled) {
    return { stage: 'enrol' as const, enrolment: await services.staff.startEnrolment(ctx) };
  }
  requireStaffPage(context, url);
  return { stage: 'enrolled' as const, left: await services.staff.recoveryCodesLeft(ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const actor = requireStaffSignIn(context, url);
  const form = await readForm(request);
  const { services, ctx } = context;
  if (form.get('intent') === 'renew') {
    requireStaffPage(context, url);
    return { done: true as const, ...(await services.staff.renewRecoveryCodes(ctx)) };
  }
  if (actor.totpEnabled) throw redirect('/sprava/zabezpeceni');
  return formAction({}, async () => ({
    done: true as const,
    ...(await services.staff.enable(ctx, parseForm(codeSchema, form))),
  }));
}

/** The secret in groups of four, as apps show it and as it is easiest to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="zalozni-kody" className={styles.codes}>
      <h2 id="zalozni-kody">Vaše záložní kódy</h2>
      <Notice type="info">
        <p>
          Uložte si je hned, zobrazujeme je jen teď: vytiskněte je nebo je zapište do správce hesel. Každý kód platí
          jednou, když nemáte telefon po ruce.
        </p>
      </Notice>
      <ul className={styles.codeList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/sprava" className="button button--primary">
          Pokračovat do správy webu
        </Link>
      </p>
    </section>
  );
}

export default function SignInSecurity({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const codes = result && 'recoveryCodes' in result ? result.recoveryCodes : null;
  const errors = result && 'errors' in result ? result.errors : undefined;
  const message = result && 'message' in result ? result.message : undefined;

  if (loaderData.stage === 'enrol') {
    const { enrolment } = loaderData;
    if (codes) {
      return (
        <div className="page page--narrow">
          <h1>Ověřovací aplikace je nastavená</h1>
          <p>Od příštího přihlášení do správy webu zadáte po hesle i kód z aplikace.</p>
          <RecoveryCodes codes={codes} />
        </div>
      );
    }
    return (
      <div className="page page--narrow">
        <h1>Nastavení ověřovací aplikace</h1>
        <p>
          Do správy webu se přihlašujete heslem a kódem z aplikace v telefonu, aby vás nikdo nemohl zastoupit, ani kdyby
          vaše heslo uhodl.
        </p>
        <FormProblems form="aplikace" result={{ message, errors }} labels={LABELS} />
        <ol className={styles.steps}>
          <li>
            <h2>Nainstalujte si ověřovací aplikaci</h2>
            <p>Například Google Authenticator, Microsoft Authenticator, FreeOTP nebo Aegis.</p>
          </li>
          <li>
            <h2>Přidejte v ní účet Města Vzorov</h2>
            <p>Naskenujte tento QR kód:</p>
            <img
              className={styles.qr}
              src={`data:image/svg+xml;base64,${btoa(enrolment.qrSvg)}`}
              alt="QR kód pro přidání účtu do ověřovací aplikace"
              width={200}
              height={200}
            />
            <p>
              Nebo v aplikaci zvolte zadání klíče ručně, typ „podle času“, a opište klíč:{' '}
              <code className={styles.secret}>{grouped(enrolment.secret)}</code>
            </p>
          </li>
          <li>
            <h2>Opište kód, který vám aplikace ukáže</h2>
            <Form method="post" noValidate>
              <TextField
                form="aplikace"
                name="code"
                label={LABELS.code}
                hint="6 číslic; kód se mění každých 30 sekund."
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                errors={errors?.code}
              />
              <button type="submit" className="button button--primary">
                Zapnout ověřování
              </button>
            </Form>
          </li>
        </ol>
      </div>
    );
  }

  return (
    <StaffLayout>
      <h1>Zabezpečení přihlášení</h1>
      <p>Ověřovací aplikace je nastavená: do správy webu vstupujete heslem a kódem z ní.</p>
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : (
        <>
          <h2>Záložní kódy</h2>
          {loaderData.left > 0 ? (
            <p>
              Nepoužitých záložních kódů: <strong>{loaderData.left}</strong>.
            </p>
          ) : (
            <p>Nemáte žádný nepoužitý záložní kód. Vytvořte si nové, ať se přihlásíte i bez telefonu.</p>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="renew" />
            <p>Nové kódy nahradí všechny dosavadní; ty pak přestanou platit.</p>
            <button type="submit" className="button button--secondary">
              Vytvořit nové záložní kódy
            </button>
          </Form>
        </>
      )}
    </StaffLayout>
  );
}
