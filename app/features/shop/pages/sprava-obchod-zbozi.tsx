import { Link } from 'react-router';
import { formatCrowns } from '../../../../common/price.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { ShopTabs } from '../components/shop-tabs.tsx';
import type { Route } from './+types/sprava-obchod-zbozi';

export const meta: Route.MetaFunction = () =>
  siteMeta('Obchod – zboží a sklad', 'Zboží obchodu, jeho varianty a sklad.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shop');
  return { products: await context.services.shop.officeProducts(context.ctx) };
}

export default function ShopProducts({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <StaffLayout>
      <h1>Obchod</h1>
      <ShopTabs current="zbozi" />
      <p>
        <Link to="/sprava/obchod/zbozi/novy" className="button button--primary">
          Nový výrobek
        </Link>
      </p>
      <ScrollTable caption="Zboží a sklad">
        <thead>
          <tr>
            <th scope="col">Výrobek</th>
            <th scope="col">Kategorie</th>
            <th scope="col">Varianty a kusy skladem</th>
            <th scope="col">V prodeji</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td>
                <Link to={`/sprava/obchod/zbozi/${p.id}`}>{p.name}</Link>
              </td>
              <td>{p.default_category.name}</td>
              <td>
                <ul>
                  {p.variants.map((v) => (
                    <li key={v.id}>
                      {v.name}, {formatCrowns(v.price)}: <strong>{v.stock} ks</strong>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{p.active ? 'ano' : 'ne'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </StaffLayout>
  );
}
