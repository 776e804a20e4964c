import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { StaffLayout } from '../components/staff-layout.tsx';
import type { Route } from './+types/sprava';

export const meta: Route.MetaFunction = () => siteMeta('Správa webu', 'Správa obsahu webu Města Vzorov.');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request);
  return { status: await context.services.staff.status(context.ctx), name: context.viewer?.firstname ?? '' };
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  return (
    <StaffLayout admin={status.admin}>
      <h1>Správa webu</h1>
      <p>
        Jste přihlášeni jako {status.admin ? 'správce webu' : 'redaktor'} a přihlášení máte ověřené kódem z aplikace.
      </p>
      <h2>Vaše oprávnění</h2>
      {status.admin ? (
        <p>Jako správce smíte upravovat všechny části webu, spravovat uživatele a číst protokol změn.</p>
      ) : (
        <>
          <p>Smíte upravovat a zveřejňovat obsah v těchto částech webu:</p>
          <ul aria-label="Části webu, které smíte upravovat">
            {status.sections.map((section) => (
              <li key={section.key}>{section.name}</li>
            ))}
          </ul>
          <p>O další oprávnění požádejte správce webu.</p>
        </>
      )}
    </StaffLayout>
  );
}
