import { Link, useRouteLoaderData } from 'react-router';
import type { MenuItem } from '../../../../common/settings.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { loader as rootLoader } from '../../../root.tsx';
import type { Route } from './+types/mapa-stranek';

export const meta: Route.MetaFunction = () =>
  siteMeta('Mapa stránek', 'Přehled všech částí webu Města Vzorov na jednom místě.');

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  // The content pages and the overviews, as the search holds them, in the order of their titles.
  const pages = await context.services.search.indexedPages(context.ctx, ['page']);
  return { pages: pages.sort((a, b) => a.title.localeCompare(b.title, 'cs')) };
}

function MenuTree({ items }: { items: MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.link}|${item.text}`}>
          {item.link ? <SmartLink to={item.link}>{item.text}</SmartLink> : item.text}
          {item.submenu?.length ? <MenuTree items={item.submenu} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The site map (spec route `/mapa-stranek`): the menus as they are set, and every content page. */
export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  return (
    <div className="page page--narrow rich-text">
      <Breadcrumbs items={[{ text: 'Mapa stránek' }]} />
      <h1>Mapa stránek</h1>
      <h2>Hlavní nabídka</h2>
      <MenuTree items={[{ text: 'Úvodní stránka', link: '/' }, ...(settings?.topmenu ?? [])]} />
      {settings?.bottommenu.map((menu, index) => (
        <section key={menu.title} aria-labelledby={`mapa-paticka-${index}`}>
          <h2 id={`mapa-paticka-${index}`}>{menu.title}</h2>
          <MenuTree items={menu.links.map((l) => ({ text: l.text, link: l.link }))} />
        </section>
      ))}
      <h2>Zprávy, akce a fotografie</h2>
      <ul>
        <li>
          <Link to="/aktuality">Aktuality</Link>
        </li>
        <li>
          <Link to="/blocek-starostky">Bloček starostky</Link>
        </li>
        <li>
          <Link to="/akce">Akce</Link>
          <ul>
            <li>
              <Link to="/akce/kalendar">Kalendář akcí</Link>
            </li>
            <li>
              <Link to="/akce/nova">Navrhnout akci</Link>
            </li>
          </ul>
        </li>
        <li>
          <Link to="/galerie">Fotogalerie</Link>
        </li>
        <li>
          <Link to="/hledani">Hledání</Link>
        </li>
      </ul>
      <h2>Informace</h2>
      <ul>
        {loaderData.pages.map((page) => (
          <li key={page.url}>
            <Link to={page.url}>{page.title}</Link>
          </li>
        ))}
      </ul>
      <h2>Novinky e-mailem</h2>
      <ul>
        <li>
          <Link to="/odber">Odběr aktualit, úřední desky a akcí e-mailem</Link>
        </li>
      </ul>
      <h2>Obchod města</h2>
      <ul>
        <li>
          <Link to="/obchod">Obchod: mapy, knihy, suvenýry a vstupenky</Link>
        </li>
        <li>
          <Link to="/stores">Prodejní místa</Link>
        </li>
        <li>
          <Link to="/kosik">Košík</Link>
        </li>
      </ul>
      <h2>Účet občana</h2>
      <ul>
        <li>
          <Link to="/ucet">Můj účet</Link>
        </li>
        <li>
          <Link to="/registrace">Registrace</Link>
        </li>
        <li>
          <Link to="/nastaveni-cookies">Nastavení cookies</Link>
        </li>
      </ul>
    </div>
  );
}
