import { formatDate } from '../../../../common/dates.ts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import story from '../../../components/ui/story.module.css';
import { ARTICLE_PATHS } from '../paths.ts';
import type { ArticleSummary } from '../schemas.ts';
import styles from './articles.module.css';

/** A card of the lists (spec §3 article: title, perex, date, image); the whole card is the link's target. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`}>
      {article.image ? (
        <ResponsiveImage
          image={article.image}
          decorative
          sizes="(min-width: 75rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          className={styles.cardImage}
        />
      ) : null}
      <div className={styles.cardBody}>
        <Heading className={story.cardTitle}>
          <AppLink to={`${ARTICLE_PATHS[article.kind].list}/${article.slug}`} className="card-link">
            {article.title}
          </AppLink>
        </Heading>
        <p className={story.cardMeta}>
          <time dateTime={article.published_at}>{formatDate(new Date(article.published_at))}</time>
          {article.category ? <> · {article.category.name}</> : null}
        </p>
        <p>{article.perex}</p>
      </div>
    </article>
  );
}
