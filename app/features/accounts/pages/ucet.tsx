import { Outlet } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { SidebarMenu, WithSidebar } from '../../../components/ui/sidebar-menu.tsx';
import { ACCOUNT_LINKS } from '../../../lib/account-links.ts';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/ucet';

/** Every page under /ucet is for a logged-in resident only. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { me: await requireUser(context, url) };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  return (
    <WithSidebar
      sidebar={
        <SidebarMenu
          label="Můj účet"
          links={ACCOUNT_LINKS}
          header={
            <p className={styles.who}>
              {me.firstname} {me.lastname}
              {me.group ? <span className={styles.group}>{me.group.description}</span> : null}
            </p>
          }
        />
      }
    >
      <Outlet />
    </WithSidebar>
  );
}
