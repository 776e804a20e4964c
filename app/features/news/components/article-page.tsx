import { formatDate } from '../../../../common/dates.ts';
import { PhotoGrid } from '../../../components/photo-grid/photo-grid.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import story from '../../../components/ui/story.module.css';
import { siteMeta } from '../../../lib/meta.ts';
import { ARTICLE_PATHS } from '../paths.ts';
import type { Article } from '../schemas.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './articles.module.css';

export function articleMeta(article: Article | undefined) {
  if (!article) return [];
  return [
    ...siteMeta(article.title, article.perex, 'article'),
    ...(article.image ? [{ property: 'og:image', content: article.image.url }] : []),
  ];
}

/** One article: title, date, image, sanitised body, related articles (issue 4 §2). */
export function ArticlePage({ article }: { article: Article }) {
  const { list, name } = ARTICLE_PATHS[article.kind];
  return (
    <article className="page page--narrow">
      <Breadcrumbs items={[{ text: name, to: list }, { text: article.title }]} />
      <h1>{article.title}</h1>
      <p className="meta-line">
        <time dateTime={article.published_at}>{formatDate(new Date(article.published_at))}</time>
        {article.category ? <> · {article.category.name}</> : null}
      </p>
      <p className="lead">{article.perex}</p>
      {article.image ? (
        <ResponsiveImage
          image={article.image}
          sizes="(min-width: 48rem) 48rem, 100vw"
          className={story.detailImage}
          eager
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises article bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.body }} />
      {article.gallery && article.gallery.photos.length > 0 ? (
        <section aria-labelledby="fotogalerie">
          <h2 id="fotogalerie">Fotogalerie: {article.gallery.title}</h2>
          <PhotoGrid photos={article.gallery.photos} title={article.gallery.title} />
        </section>
      ) : null}
      {article.related.length > 0 ? (
        <section className={styles.related} aria-labelledby="souvisejici">
          <h2 id="souvisejici">Související</h2>
          <ul className={styles.grid}>
            {article.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
