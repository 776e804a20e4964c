import type { ReactNode } from 'react';
import { SidebarMenu, WithSidebar } from '../../../components/ui/sidebar-menu.tsx';

/** A staff page with the administration's menu beside it; the audit log only for admins. */
export function StaffLayout({ admin, children }: { admin: boolean; children: ReactNode }) {
  const links = [
    { to: '/sprava', text: 'Přehled' },
    { to: '/sprava/zabezpeceni', text: 'Zabezpečení přihlášení' },
    ...(admin ? [{ to: '/sprava/protokol', text: 'Protokol změn' }] : []),
  ];
  return <WithSidebar sidebar={<SidebarMenu label="Správa webu" links={links} />}>{children}</WithSidebar>;
}
