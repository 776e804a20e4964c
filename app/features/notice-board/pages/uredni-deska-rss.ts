import { Feed } from 'feed';
import { pragueTime, pragueYear } from '../../../../common/dates.ts';
import { server } from '../../../lib/load-context.ts';
import { noticeDate } from '../format.ts';
import type { Route } from './+types/uredni-deska-rss';

/** RSS 2.0 feed of what is on the notice board (`/uredni-deska/rss.xml`). */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const origin = context.publicUrl;
  const { rows: notices } = await context.services.noticeBoard.list(context.ctx, {
    page: 1,
    perPage: 100,
    archive: false,
  });
  const feed = new Feed({
    title: 'Úřední deska – Město Vzorov',
    description: 'Co je právě vyvěšeno na úřední desce Města Vzorov.',
    id: `${origin}/uredni-deska`,
    link: `${origin}/uredni-deska`,
    language: 'cs',
    copyright: `© ${pragueYear(context.ctx.now)} Město Vzorov`,
    updated: notices[0] ? pragueTime(notices[0].posted_on) : context.ctx.now,
    feedLinks: { rss: `${origin}/uredni-deska/rss.xml` },
  });
  for (const n of notices) {
    const link = `${origin}/uredni-deska/${n.slug}`;
    feed.addItem({
      title: n.title,
      id: link,
      link,
      description: `${n.category.name}. Vyvěšeno ${noticeDate(n.posted_on)}, sejmutí ${n.relevant_until ? noticeDate(n.relevant_until) : 'neurčeno'}. ${n.originator}${n.reference_number ? `, č. j. ${n.reference_number}` : ''}.`,
      date: pragueTime(n.posted_on),
      category: [{ name: n.category.name }],
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
