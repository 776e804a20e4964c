import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../../../common/dates.ts';
import { SECTION_LIST, SECTIONS } from '../../../../common/roles.ts';
import styles from '../../../components/account/account.module.css';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { eraseInput, groupInput, lockInput, rolesInput } from '../schemas.ts';
import type { Route } from './+types/sprava-obcan';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(loaderData ? `${loaderData.resident.name} – občané a role` : 'Účet', 'Účet občana nebo pracovníka.');

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function loader({ url, params: raw, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(params, raw);
  const [resident, groups, departments, erasure] = await Promise.all([
    context.services.accounts.resident(context.ctx, id),
    context.services.accounts.groups(context.ctx),
    context.services.people.listDepartments(context.ctx),
    context.services.personalData.erasurePlan(context.ctx, id),
  ]);
  return { resident, groups, departments: departments.map((d) => ({ slug: d.slug, name: d.name })), erasure };
}

const DONE: Record<string, string> = {
  role: 'Role jsou uložené. Pokud měl účet otevřené přihlášení, musí se přihlásit znovu.',
  skupina: 'Skupina je uložená.',
  blokace: 'Účet je zablokovaný; jeho přihlášení skončila.',
  odblokovano: 'Účet je odblokovaný.',
};

export async function action({ request, url, params: raw, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(params, raw);
  const accounts = context.services.accounts;
  const form = await readForm(request);
  const back = (done: string) => redirect(`/sprava/obcane/${id}?hotovo=${done}`);
  return formAction(form, async () => {
    switch (form.get('intent')) {
      case 'roles':
        await accounts.setRoles(context.ctx, id, parseForm(rolesInput, form));
        return back('role');
      case 'group':
        // The list's first choice, "no group", is sent empty.
        await accounts.setGroup(context.ctx, id, parseForm(groupInput, form).group || null);
        return back('skupina');
      case 'lock':
        await accounts.lock(context.ctx, id, parseForm(lockInput, form).reason);
        return back('blokace');
      case 'unlock':
        await accounts.unlock(context.ctx, id);
        return back('odblokovano');
      default:
        await accounts.eraseResident(context.ctx, id, parseForm(eraseInput, form).confirm);
        return redirect('/sprava/obcane?smazano=1');
    }
  });
}

export default function ResidentPage({ loaderData }: Route.ComponentProps) {
  const { resident: r, groups, departments, erasure } = loaderData;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const done = search.get('hotovo');
  const failed = (intent: string) => result?.values?.intent === intent;
  return (
    <StaffLayout>
      <BackTo to="/sprava/obcane" title="Občané a role" />
      <h1>{r.name}</h1>
      {done && DONE[done] && !result ? (
        <Notice type="success">
          <p>{DONE[done]}</p>
        </Notice>
      ) : null}
      <FormProblems
        form={failed('lock') ? 'blokace' : 'vymaz'}
        result={result}
        labels={{
          reason: 'Důvod blokace',
          confirm: 'E-mail účtu pro potvrzení',
          sections: 'Sekce',
          departments: 'Odbory',
        }}
      />
      <dl className={styles.summary}>
        <dt>E-mail</dt>
        <dd>{r.email}</dd>
        <dt>Telefon</dt>
        <dd>{r.phone ?? 'neuveden'}</dd>
        <dt>Adresa</dt>
        <dd>{r.address ?? 'neuvedena'}</dd>
        <dt>Účet založen</dt>
        <dd>{formatDateTime(r.created_at)}</dd>
        <dt>Ověřovací aplikace</dt>
        <dd>{r.second_factor ? 'nastavená' : 'nenastavená'}</dd>
        {r.locked ? (
          <>
            <dt>Zablokovaný</dt>
            <dd>
              {formatDateTime(r.locked.at)}: {r.locked.reason}
            </dd>
          </>
        ) : null}
      </dl>

      <section className={styles.section} aria-labelledby="skupina">
        <h2 id="skupina">Skupina se slevou</h2>
        <Form method="post">
          <SelectField
            form="skupina"
            name="group"
            label="Skupina"
            defaultValue={r.group?.key ?? ''}
            options={[
              { value: '', label: 'Žádná' },
              ...groups.map((g) => ({ value: g.key, label: `${g.description} (${g.discount} %)` })),
            ]}
          />
          <button type="submit" name="intent" value="group" className="button button--secondary">
            Uložit skupinu
          </button>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="role">
        <h2 id="role">Role ve správě webu</h2>
        <p>Po změně se člověk přihlásí znovu; každá role ve správě vyžaduje ověřovací aplikaci.</p>
        <Form method="post">
          <CheckboxField
            form="role"
            name="admin"
            label="Správce webu (smí všechno, i účty a role)"
            defaultChecked={r.admin}
          />
          <fieldset>
            <legend>Redaktor sekcí</legend>
            {SECTION_LIST.map((s) => (
              <CheckboxField
                key={s}
                form="role"
                id={`role-sekce-${s}`}
                name="sections"
                value={s}
                label={SECTIONS[s]}
                defaultChecked={r.sections.includes(s)}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>Úředník odborů (případy, rezervace a agenda odboru)</legend>
            {departments.map((d) => (
              <CheckboxField
                key={d.slug}
                form="role"
                id={`role-odbor-${d.slug}`}
                name="departments"
                value={d.slug}
                label={d.name}
                defaultChecked={r.departments.includes(d.slug)}
              />
            ))}
          </fieldset>
          <button type="submit" name="intent" value="roles" className="button">
            Uložit role
          </button>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="blokace-nadpis">
        <h2 id="blokace-nadpis">Blokace účtu</h2>
        {r.locked ? (
          <Form method="post">
            <button type="submit" name="intent" value="unlock" className="button button--secondary">
              Odblokovat účet
            </button>
          </Form>
        ) : (
          <Form method="post" noValidate>
            <TextField
              form="blokace"
              name="reason"
              label="Důvod blokace"
              hint="Zablokovaný účet se nepřihlásí a jeho otevřená přihlášení hned skončí."
              maxLength={300}
              defaultValue={failed('lock') ? result?.values?.reason : ''}
              errors={failed('lock') ? result?.errors?.reason : undefined}
            />
            <button type="submit" name="intent" value="lock" className="button button--secondary">
              Zablokovat účet
            </button>
          </Form>
        )}
      </section>

      <section className={styles.section} aria-labelledby="gdpr">
        <h2 id="gdpr">Žádost podle GDPR</h2>
        <p>
          <a href={`/sprava/obcane/${r.id}/udaje.zip`} download>
            Stáhnout údaje účtu (ZIP)
          </a>{' '}
          s přílohami podání, nebo{' '}
          <a href={`/sprava/obcane/${r.id}/udaje.json`} download>
            jen JSON
          </a>
          : stejné, jaké si občan stáhne ve svém účtu. Stažení se zapíše do protokolu.
        </p>
        <h3>Co výmaz ponechá a proč</h3>
        {erasure.kept.length === 0 ? (
          <p>Nic: úřad u tohoto účtu nic uchovávat nemusí.</p>
        ) : (
          <ul>
            {erasure.kept.map((item) => (
              <li key={item.what}>
                <strong>{item.what}</strong>: {item.why} <span className={styles.muted}>({item.law})</span>
              </li>
            ))}
          </ul>
        )}
        <h3>Co výmaz smaže</h3>
        <ul>
          {erasure.erased.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Form method="post" noValidate>
          <TextField
            form="vymaz"
            name="confirm"
            label="E-mail účtu pro potvrzení výmazu"
            hint="Výmaz provede, co je popsáno výše. Vrátit to nelze."
            autoComplete="off"
            defaultValue={failed('erase') ? result?.values?.confirm : ''}
            errors={failed('erase') ? result?.errors?.confirm : undefined}
          />
          <button type="submit" name="intent" value="erase" className="button button--secondary">
            Vymazat osobní údaje
          </button>
        </Form>
      </section>
    </StaffLayout>
  );
}
