import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import styles from './sidebar-menu.module.css';

type MenuLink = { to: string; text: string };

const List = ({ links }: { links: readonly MenuLink[] }) => (
  <ul>
    {links.map((link) => (
      <li key={link.to}>
        <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
          {link.text}
        </NavLink>
      </li>
    ))}
  </ul>
);

/** The link of the part of the menu a path is in: the longest that starts it. */
function currentOf(links: readonly MenuLink[], pathname: string): MenuLink | undefined {
  const within = links.filter((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return within.sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The sidebar menu (spec hint): a section's links beside its pages, the current one marked. With
 * `collapseOnPhone`, a phone gets it as one row that opens into the list (a `<details>`, so it works
 * without JavaScript), and the page's heading is on the first screen rather than below a long list
 * (issue 56); only one of the two is ever shown, so there is one navigation landmark.
 */
export function SidebarMenu({
  label,
  links,
  header,
  collapseOnPhone = false,
}: {
  label: string;
  links: readonly MenuLink[];
  header?: ReactNode;
  collapseOnPhone?: boolean;
}) {
  const { pathname } = useLocation();
  const wide = (
    <nav aria-label={label} className={`${styles.sidebar} ${collapseOnPhone ? styles.wideOnly : ''}`}>
      {header}
      <List links={links} />
    </nav>
  );
  if (!collapseOnPhone) return wide;
  const current = currentOf(links, pathname);
  return (
    <>
      <nav aria-label={label} className={`${styles.sidebar} ${styles.phoneOnly}`}>
        {/* A new page closes it: its key is the page's path. */}
        <details key={pathname} className={styles.collapsed}>
          <summary>
            {label}
            {current ? <span className={styles.current}>: {current.text}</span> : null}
          </summary>
          {header}
          <List links={links} />
        </details>
      </nav>
      {wide}
    </>
  );
}

/** A page with the sidebar menu beside its content (above it on a phone). */
export function WithSidebar({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      {sidebar}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
