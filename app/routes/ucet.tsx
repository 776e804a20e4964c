import { NavLink, Outlet } from 'react-router';
import { ACCOUNT_LINKS } from '../lib/account-links.ts';
import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/ucet';
import styles from './ucet.module.css';

/** Every page under /ucet is for a logged-in resident only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await requireUser(context, request) };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  return (
    <div className={styles.layout}>
      <nav aria-label="Můj účet" className={styles.sidebar}>
        <p className={styles.who}>
          {me.firstname} {me.lastname}
          {me.group ? <span className={styles.group}>{me.group.description}</span> : null}
        </p>
        <ul>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {link.text}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
