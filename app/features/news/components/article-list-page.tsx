import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { CategoryLinks } from '../../../components/ui/filter-links.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ARTICLE_PATHS, type ArticleKind } from '../paths.ts';
import type { ArticleSummary } from '../schemas.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './articles.module.css';

interface ListData {
  articles: ArticleSummary[];
  total: number;
  page: number;
  pages: number;
  category: string | null;
  categories: { slug: string; name: string }[];
}

/** The list of news or blog posts: category filter (news), cards, pagination. */
export function ArticleListPage({ kind, data, intro }: { kind: ArticleKind; data: ListData; intro?: string }) {
  const { list, name } = ARTICLE_PATHS[kind];
  const href = (page: number, category = data.category) => {
    const params = new URLSearchParams();
    if (category) params.set('kategorie', category);
    if (page > 1) params.set('strana', String(page));
    const query = params.toString();
    return query ? `${list}?${query}` : list;
  };
  const current = data.categories.find((c) => c.slug === data.category);
  return (
    <div>
      <Breadcrumbs items={[{ text: name }]} />
      <h1>{current ? `${name}: ${current.name}` : name}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {kind === 'news' ? (
        <p>
          <Link to="/odber">Odebírat aktuality e-mailem</Link> · <a href="/aktuality/rss.xml">přes RSS</a>
        </p>
      ) : null}
      {data.categories.length > 0 ? (
        <CategoryLinks
          label="Kategorie"
          categories={data.categories}
          current={data.category}
          href={(category) => href(1, category)}
        />
      ) : null}
      {data.articles.length > 0 ? (
        <ul className={styles.grid}>
          {data.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <div>
          <p>{data.page > 1 ? 'Na této straně už nic není.' : 'Zatím tu nejsou žádné články.'}</p>
          <p>
            <Link to={href(1)}>Zpět na první stranu</Link>
          </p>
        </div>
      )}
      <Pagination page={data.page} pages={data.pages} href={(page) => href(page)} />
    </div>
  );
}
