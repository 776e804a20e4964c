import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './sidebar-menu.module.css';

/** The sidebar menu (spec hint): a section's links beside its pages, the current one marked. */
export function SidebarMenu({
  label,
  links,
  header,
}: {
  label: string;
  links: readonly { to: string; text: string }[];
  header?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={styles.sidebar}>
      {header}
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {link.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page with the sidebar menu beside its content (below it on a phone). */
export function WithSidebar({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      {sidebar}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
