import { Link } from 'react-router';
import { handlesPayments, handlesShop, handlesWaste, isAdmin, isSection } from '../../../../common/roles.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { EDITORS, StaffLayout } from '../components/staff-layout.tsx';
import type { Route } from './+types/sprava';

export const meta: Route.MetaFunction = () => siteMeta('Správa webu', 'Správa obsahu webu Města Vzorov.');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request);
  const status = await context.services.staff.status(context.ctx);
  const actor = context.ctx.actor;
  return {
    status,
    payments: handlesPayments(actor),
    waste: handlesWaste(actor),
    shop: handlesShop(actor),
    admin: isAdmin(actor),
  };
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  return (
    <StaffLayout>
      <h1>Správa webu</h1>
      <p>
        Jste přihlášeni jako{' '}
        {status.admin ? 'správce webu' : status.sections.length ? 'redaktor' : 'úředník nebo úřednice'} a přihlášení
        máte ověřené kódem z aplikace.
      </p>
      {status.departments === 'all' || status.departments.length > 0 ? (
        <p>
          <Link to="/sprava/pripady">Případy</Link>: žádosti občanů, které vyřizuje{' '}
          {status.departments === 'all' ? 'kterýkoli odbor' : 'váš odbor'}.{' '}
          <Link to="/sprava/rezervace">Rezervace</Link>: kdo je dnes objednaný na přepážky, příchody a uzavřené dny.{' '}
          <Link to="/sprava/prehledy">Přehledy</Link>: případy, rezervace a platby za rok v číslech.
        </p>
      ) : null}
      {loaderData.payments ? (
        <p>
          <Link to="/sprava/platby">Platby</Link>: předpisy plateb občanů, výpisy z banky a fronta plateb.
        </p>
      ) : null}
      {loaderData.waste ? (
        <p>
          <Link to="/sprava/odpad">Evidence nádob</Link>: adresy, nádoby, ceník a objednané svozy navíc.
        </p>
      ) : null}
      {loaderData.shop ? (
        <p>
          <Link to="/sprava/obchod">Obchod</Link>: objednávky k přípravě a vydání, zboží a sklad, slevové kódy.
        </p>
      ) : null}
      {loaderData.admin ? (
        <p>
          <Link to="/sprava/obcane">Občané a role</Link>: účty, role ve správě, skupiny se slevou, blokace a žádosti
          podle GDPR.
        </p>
      ) : null}
      <h2>Vaše oprávnění</h2>
      {status.admin ? (
        <>
          <p>Jako správce smíte upravovat všechny části webu, spravovat uživatele a číst protokol změn.</p>
          <ul aria-label="Části webu, které smíte upravovat">
            {Object.entries(EDITORS).map(([key, editor]) => (
              <li key={key}>
                <Link to={editor.to}>{editor.text}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : status.sections.length === 0 ? (
        <p>Obsah webu neupravujete; o oprávnění požádejte správce webu.</p>
      ) : (
        <>
          <p>Smíte upravovat a zveřejňovat obsah v těchto částech webu:</p>
          <ul aria-label="Části webu, které smíte upravovat">
            {status.sections.map((section) => {
              const editor = isSection(section.key) ? EDITORS[section.key] : undefined;
              return <li key={section.key}>{editor ? <Link to={editor.to}>{section.name}</Link> : section.name}</li>;
            })}
          </ul>
          <p>O další oprávnění požádejte správce webu.</p>
        </>
      )}
    </StaffLayout>
  );
}
