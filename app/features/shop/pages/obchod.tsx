import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { CategoryLinks } from '../../../components/ui/filter-links.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { ProductPrice } from '../components/product-price.tsx';
import styles from '../components/shop.module.css';
import { productListQuery } from '../schemas.ts';
import type { Route } from './+types/obchod';

const INTRO =
  'Mapy, knihy, suvenýry, vstupenky a kalendář města. Objednáte na webu a vyzvednete v informačním centru na náměstí.';

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const query = productListQuery.safeParse(Object.fromEntries(url.searchParams));
  return context.services.shop.productList(context.ctx, query.success ? query.data : {});
}

export const meta: Route.MetaFunction = () => siteMeta('Obchod', INTRO);

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { categories, products } = loaderData;
  const [params] = useSearchParams();
  const chosen = params.get('kategorie');
  const title = categories.find((c) => c.slug === chosen)?.name;
  return (
    <div>
      <Breadcrumbs items={title ? [{ text: 'Obchod', to: '/obchod' }, { text: title }] : [{ text: 'Obchod' }]} />
      <h1>{title ? `Obchod: ${title}` : 'Obchod'}</h1>
      <p className="lead">{INTRO}</p>
      <p>
        <Link to="/stores">Prodejní místa a otevírací doba</Link>
      </p>
      <CategoryLinks
        label="Kategorie obchodu"
        categories={categories}
        current={chosen}
        href={(category) => (category ? `/obchod?kategorie=${category}` : '/obchod')}
      />
      {products.length === 0 ? <p>V této kategorii teď nic nenabízíme.</p> : null}
      <ul className={styles.grid}>
        {products.map((p) => (
          <li key={p.slug} className={styles.card}>
            {p.image_url ? (
              <img
                src={p.image_url}
                alt={p.image_alt}
                width="400"
                height="300"
                loading="lazy"
                className={styles.image}
              />
            ) : null}
            <h2>
              <Link to={`/${p.slug}`}>{p.name}</Link>
            </h2>
            <p>{p.default_category.name}</p>
            <ProductPrice price={p.price} original={p.original_price} from={p.price_from} />
            <p className={p.in_stock ? styles.stock : styles.soldOut}>{p.in_stock ? 'Skladem' : 'Vyprodáno'}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
