import { Feed } from 'feed';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/aktuality-rss';

/** RSS 2.0 feed of the latest news (`/aktuality/rss.xml`). */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  // The configured address, never the request's Host header: these answers are cached publicly.
  const origin = context.publicUrl;
  const articles = await context.services.news.latest(context.ctx, {
    type: 'news',
    page: 1,
    perPage: 30,
    featured: false,
  });
  const feed = new Feed({
    title: 'Aktuality – Město Vzorov',
    description: 'Zprávy z radnice, doprava, kultura, školy a životní prostředí ve Vzorově.',
    id: `${origin}/aktuality`,
    link: `${origin}/aktuality`,
    language: 'cs',
    copyright: `© ${context.ctx.now.getFullYear()} Město Vzorov`,
    updated: articles[0] ? new Date(articles[0].published_at) : context.ctx.now,
    feedLinks: { rss: `${origin}/aktuality/rss.xml` },
  });
  for (const article of articles) {
    const link = `${origin}/aktuality/${article.slug}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.perex,
      date: new Date(article.published_at),
      category: article.category ? [{ name: article.category.name }] : undefined,
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
