import { Link } from 'react-router';
import {
  handlesPayments,
  handlesShop,
  handlesWaste,
  isAdmin,
  isClerk,
  isSection,
  sectionsOf,
} from '../../../../common/roles.ts';
import type { WorkItem } from '../../../../common/work-items.ts';
import { EDITORS, StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { Route } from './+types/sprava';
import styles from './sprava.module.css';

export const meta: Route.MetaFunction = () => siteMeta('Správa webu', 'Správa obsahu webu Města Vzorov.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url);
  const { services, ctx } = context;
  const status = await services.staff.status(ctx);
  const actor = ctx.actor;
  const may = new Set(sectionsOf(actor));
  // What waits for this person, part by part of the office they work in.
  const queue = await Promise.all([
    may.has('news') ? services.news.workItems(ctx) : [],
    may.has('events') ? services.events.workItems(ctx) : [],
    may.has('notice-board') ? services.noticeBoard.workItems(ctx) : [],
    isClerk(actor) ? services.eServices.workItems(ctx) : [],
    isClerk(actor) ? services.defects.workItems(ctx) : [],
    handlesPayments(actor) ? services.commitments.workItems(ctx) : [],
    handlesShop(actor) ? services.shop.workItems(ctx) : [],
  ]);
  return {
    status,
    queue: queue.flat(),
    payments: handlesPayments(actor),
    waste: handlesWaste(actor),
    shop: handlesShop(actor),
    admin: isAdmin(actor),
  };
}

/** The work queue: each kind of waiting work as a link with its count; what is at zero stays quiet. */
function WorkQueue({ items }: { items: WorkItem[] }) {
  if (items.length === 0) return null;
  const waiting = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="fronta" className={styles.queue}>
      <h2 id="fronta">Co na vás čeká</h2>
      {waiting.length === 0 ? <p>Nic nečeká; všechno je hotové.</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.href + item.label} className={item.count > 0 ? styles.waiting : styles.quiet}>
            <Link to={item.href}>
              <span className={styles.count}>{item.count}</span> {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  return (
    <StaffLayout>
      <h1>Správa webu</h1>
      <WorkQueue items={loaderData.queue} />
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
