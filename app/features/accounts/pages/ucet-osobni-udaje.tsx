import { data, Form, redirect, useActionData } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { authCookie, clearAuthCookie, formValues, requireUser } from '../../../lib/auth.server.ts';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { MyDataBoxSection } from '../../data-box/components/my-data-box.tsx';
import { myDataBoxInput } from '../../data-box/schemas.ts';
import { AccountRemoval } from '../components/account-removal.tsx';
import { DETAIL_LABELS, DetailsFields } from '../components/details-fields.tsx';
import { MyDataDownload } from '../components/my-data-download.tsx';
import { PasswordChange } from '../components/password-change.tsx';
import { VerifiedIdentity } from '../components/verified-identity.tsx';
import { changePasswordSchema, deleteMeSchema, updateMeSchema } from '../schemas.ts';
import type { Route } from './+types/ucet-osobni-udaje';

export const meta: Route.MetaFunction = () =>
  siteMeta('Osobní údaje | Můj účet', 'Vaše kontaktní údaje, heslo, stažení dat a zrušení účtu občana.');

type Intent = 'details' | 'password' | 'delete' | 'data-box';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const me = await context.services.accounts.me(context.ctx);
  if (!me) throw data('This page could not be found', { status: 404 });
  return {
    me,
    /** Just made through Identita občana: the address waits for its link. */
    created: url.searchParams.get('ucet') === 'zalozen',
    erasure: await context.services.personalData.myErasurePlan(context.ctx),
    nia: await context.services.identity.available(context.ctx),
    identity: await context.services.identity.myIdentity(context.ctx),
    dataBox: {
      offered: await context.services.dataBox.available(context.ctx),
      mine: await context.services.dataBox.myBox(context.ctx),
    },
  };
}

/**
 * One page, three forms, told apart by `intent`, which comes back with what
 * was typed (`values.intent`) so the answer shows at its own form.
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const form = await readForm(request);
  const values = formValues(form);
  const intent = values.intent;
  const { accounts } = context.services;

  if (intent === 'details') {
    return formAction(values, async () => {
      const input = parseForm(updateMeSchema, form);
      const { message } = await accounts.updateMe(context.ctx, input);
      return { done: true, message, values: { intent } } satisfies FormResult;
    });
  }
  if (intent === 'password') {
    return formAction(values, async () => {
      const input = parseForm(changePasswordSchema, form);
      const { token, remember, message } = await accounts.changePassword(context.ctx, input);
      // Every session ended with the change; this browser continues with the new token.
      return data({ done: true, message, values: { intent } } satisfies FormResult, {
        headers: { 'Set-Cookie': authCookie(token, { remember, secure: context.secure }) },
      });
    });
  }
  if (intent === 'delete') {
    return formAction(values, async () => {
      await accounts.deleteAccount(context.ctx, parseForm(deleteMeSchema, form));
      return redirect('/?ucet=zrusen', { headers: { 'Set-Cookie': clearAuthCookie(context.secure) } });
    });
  }
  if (intent === 'data-box') {
    return formAction(values, async () => {
      await context.services.dataBox.setMyBox(context.ctx, parseForm(myDataBoxInput, form));
      return {
        done: true,
        message: 'Datovou schránku jsme ověřili a uložili.',
        values: { intent },
      } satisfies FormResult;
    });
  }
  if (intent === 'data-box-find') {
    return formAction({ intent: 'data-box' }, async () => {
      await context.services.identity.findMyDataBox(context.ctx);
      return {
        done: true,
        message: 'Datovou schránku jsme podle vaší ověřené totožnosti našli a uložili.',
        values: { intent: 'data-box' },
      } satisfies FormResult;
    });
  }
  if (intent === 'data-box-remove') {
    await context.services.dataBox.removeMyBox(context.ctx);
    return {
      done: true,
      message: 'Datovou schránku už nepoužíváme; zprávy k žádostem najdete v účtu a v e-mailu.',
      values: { intent: 'data-box' },
    } satisfies FormResult;
  }
  return data({ message: 'Neznámý formulář.', values: { intent: 'details' } } satisfies FormResult, { status: 400 });
}

export default function PersonalDetails({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  const result: FormResult | undefined = useActionData<typeof action>();
  const resultFor = (intent: Intent) => (result?.values?.intent === intent ? result : undefined);
  const details = resultFor('details');
  const schemas = () => import('../schemas.ts');
  const detailsChecks = useFormChecks(() => schemas().then((s) => s.updateMeSchema), details);

  return (
    <>
      <h1>Osobní údaje</h1>
      {loaderData.created ? (
        <Notice type="success">
          <p>
            Účet je založený a propojený s Identitou občana. Na adresu <strong>{me.email}</strong> jsme poslali odkaz k
            jejímu potvrzení.
          </p>
        </Notice>
      ) : null}
      <section className={styles.section} aria-labelledby="udaje-titulek">
        <h2 id="udaje-titulek">Kontaktní údaje</h2>
        {details?.done ? (
          <Notice type="success">
            <p>{details.message}</p>
          </Notice>
        ) : null}
        <ErrorSummary
          form="udaje"
          errors={detailsChecks.errors}
          labels={{ ...DETAIL_LABELS, current_password: 'Heslo pro změnu e-mailu' }}
          attempt={detailsChecks.attempt}
        />
        <Form method="post" {...detailsChecks.form}>
          <input type="hidden" name="intent" value="details" />
          <DetailsFields
            form="udaje"
            result={details?.done ? undefined : { ...details, errors: detailsChecks.errors }}
            initial={me}
          />
          {me.pending_email ? (
            <Notice type="info">
              <p>
                Nová adresa <strong>{me.pending_email}</strong> čeká na potvrzení odkazem, který jsme na ni poslali.
              </p>
            </Notice>
          ) : null}
          {me.has_password ? (
            <PasswordField
              form="udaje"
              name="current_password"
              label="Heslo pro změnu e-mailu"
              hint="Vyplňte jen při změně e-mailové adresy: změnu potvrzujete svým současným heslem."
              autoComplete="current-password"
              errors={detailsChecks.errors.current_password}
            />
          ) : null}
          <button type="submit" className="button button--primary">
            Uložit údaje
          </button>
        </Form>
      </section>

      {loaderData.identity || loaderData.nia ? <VerifiedIdentity identity={loaderData.identity} /> : null}

      {loaderData.dataBox.offered || loaderData.dataBox.mine ? (
        <MyDataBoxSection
          box={loaderData.dataBox.mine}
          findable={Boolean(loaderData.identity?.birth_date)}
          result={resultFor('data-box')}
        />
      ) : null}

      <PasswordChange hasPassword={me.has_password} result={resultFor('password')} />

      <MyDataDownload />

      <AccountRemoval hasPassword={me.has_password} kept={loaderData.erasure.kept} result={resultFor('delete')} />
    </>
  );
}
