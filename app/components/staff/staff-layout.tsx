import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  handlesPayments,
  handlesShop,
  handlesWaste,
  isAdmin,
  isClerk,
  type Section,
  sectionsOf,
} from '../../../common/roles.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { SidebarMenu, WithSidebar } from '../ui/sidebar-menu.tsx';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.tsx';

/** The sections whose editors are built, and where they are. */
export const EDITORS: Partial<Record<Section, { to: string; text: string }>> = {
  news: { to: '/sprava/aktuality', text: 'Aktuality a blog' },
  events: { to: '/sprava/akce', text: 'Akce' },
  'notice-board': { to: '/sprava/uredni-deska', text: 'Úřední deska' },
  records: { to: '/sprava/dokumenty', text: 'Dokumenty, smlouvy, vyhlášky' },
  pages: { to: '/sprava/stranky', text: 'Stránky a rozcestníky' },
  galleries: { to: '/sprava/galerie', text: 'Fotogalerie' },
  people: { to: '/sprava/lide', text: 'Úřad, lidé a orgány města' },
  shell: { to: '/sprava/nastaveni', text: 'Nastavení a menu' },
  alerts: { to: '/sprava/vystrahy', text: 'Krizové výstrahy' },
};

/**
 * A staff page with the administration's menu beside it (the editors this person may open), which
 * asks before what was typed into one of its forms is left unsaved.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const me = useRouteLoaderData<typeof rootLoader>('root')?.me ?? null;
  const editors = sectionsOf(me).flatMap((section) => EDITORS[section] ?? []);
  const links = [
    { to: '/sprava', text: 'Přehled' },
    ...(isClerk(me)
      ? [
          { to: '/sprava/pripady', text: 'Případy' },
          { to: '/sprava/zavady', text: 'Hlášení závad' },
          { to: '/sprava/podatelna', text: 'Podatelna' },
          { to: '/sprava/podaci-denik', text: 'Podací deník' },
          { to: '/sprava/rezervace', text: 'Rezervace' },
          { to: '/sprava/prehledy', text: 'Přehledy' },
        ]
      : []),
    ...(handlesPayments(me) ? [{ to: '/sprava/platby', text: 'Platby' }] : []),
    ...(handlesWaste(me) ? [{ to: '/sprava/odpad', text: 'Evidence nádob' }] : []),
    ...(handlesShop(me) ? [{ to: '/sprava/obchod', text: 'Obchod' }] : []),
    ...editors,
    ...(editors.length > 0
      ? [
          { to: '/sprava/media', text: 'Knihovna obrázků' },
          { to: '/sprava/statistiky', text: 'Návštěvnost webu' },
        ]
      : []),
    { to: '/sprava/zabezpeceni', text: 'Zabezpečení přihlášení' },
    ...(isAdmin(me)
      ? [
          { to: '/sprava/obcane', text: 'Občané a role' },
          { to: '/sprava/kontrola', text: 'Kontrola před zveřejněním' },
          { to: '/sprava/protokol', text: 'Protokol změn' },
          { to: '/sprava/bezpecnost', text: 'Bezpečnostní záznamy' },
          { to: '/sprava/import', text: 'Import obsahu' },
          { to: '/sprava/presmerovani', text: 'Přesměrování starých adres' },
          { to: '/sprava/zavady/aplikace', text: 'Aplikace pro hlášení závad' },
        ]
      : []),
  ];
  return (
    <WithSidebar sidebar={<SidebarMenu label="Správa webu" links={links} collapseOnPhone />}>
      <UnsavedChangesGuard>{children}</UnsavedChangesGuard>
    </WithSidebar>
  );
}
