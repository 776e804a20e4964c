import { inArray } from 'drizzle-orm';
import { storeOccurrences } from '../../../app/features/events/schedules.server.ts';
import { eventCategories, eventCategoryLinks, events } from '../../../app/features/events/schema.server.ts';
import { galleries, galleryPhotos } from '../../../app/features/galleries/schema.server.ts';
import { articles, blogCategories } from '../../../app/features/news/schema.server.ts';
import { overviews, pages } from '../../../app/features/pages/schema.server.ts';
import { addDays, pragueTime, pragueToday } from '../../../common/dates.ts';
import type { Db } from '../client.ts';
import { moreDemoArticles } from './demo-articles-more.ts';
import { demoEventCategories, demoEvents } from './demo-events.ts';
import { demoGalleries } from './demo-galleries.ts';
import type { PhotoAspect } from './demo-images.ts';
import { demoOverviews, moreDemoPages } from './demo-overviews.ts';
import type { DemoPhoto } from './demo-photos.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Article and event pictures are wide (16:9); gallery photos are 3:2 either way up.
const SIZES: Record<PhotoAspect, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1067, height: 1600 },
};

/** Where a demo photo is stored (server/db/seed/demo-images.ts renders it there) and its size. */
export function demoImage(photo: DemoPhoto, aspect: PhotoAspect) {
  return { url: `/media/demo/${photo.name}.jpg`, alt: photo.alt, ...SIZES[aspect] };
}

/** Every demo photo the content refers to, with the shape it is rendered in. */
export function allDemoPhotos(): (DemoPhoto & { aspect: PhotoAspect })[] {
  return [
    ...moreDemoArticles.flatMap((a) => (a.image ? [{ ...a.image, aspect: 'wide' as const }] : [])),
    ...demoEvents.flatMap((e) => (e.image ? [{ ...e.image, aspect: 'wide' as const }] : [])),
    ...demoGalleries.flatMap((g) => g.photos.map((p) => ({ ...p, aspect: p.orientation ?? ('landscape' as const) }))),
  ];
}

const imageColumns = (photo: DemoPhoto | undefined) => {
  if (!photo) return {};
  const image = demoImage(photo, 'wide');
  return { imageUrl: image.url, imageWidth: image.width, imageHeight: image.height, imageAlt: image.alt };
};

/** The rest of the reading part of the demo: more articles, events, galleries, pages and overviews. */
export async function seedReading(tx: Tx, now = new Date()) {
  const blog = await tx.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories);
  const blogCategoryId = new Map(blog.map((c) => [c.slug, c.id]));
  await tx
    .insert(articles)
    .values(
      moreDemoArticles.map(({ category, image, publishedAt, ...article }) => ({
        ...article,
        categoryId: category ? blogCategoryId.get(category) : null,
        publishedAt: new Date(publishedAt),
        ...imageColumns(image),
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(eventCategories)
    .values(demoEventCategories.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  const categories = await tx.select({ id: eventCategories.id, slug: eventCategories.slug }).from(eventCategories);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  // Event dates are relative to the day of seeding, so the demo always has a past and a future.
  const today = pragueToday(now);
  for (const e of demoEvents) {
    const startDate = addDays(today, e.startDay);
    const endDate = addDays(today, e.endDay);
    const startsAt = pragueTime(startDate, e.allDay ? '00:00' : e.startTime);
    const endsAt = e.allDay ? pragueTime(addDays(endDate, 1)) : pragueTime(endDate, e.endTime);
    const schedule = {
      startsAt,
      endsAt,
      recurrenceWeeks: e.recurrence?.interval ?? null,
      recurrenceUntil: e.recurrence ? addDays(today, e.recurrence.untilDay) : null,
    };
    const [row] = await tx
      .insert(events)
      .values({
        slug: e.slug,
        status: 'published',
        title: e.title,
        perex: e.perex,
        body: e.body,
        ...schedule,
        allDay: e.allDay ?? false,
        place: e.place,
        price: e.price ?? null,
        organizer: e.organizer,
        contact: e.contact ?? null,
        links: e.links ?? [],
        ...imageColumns(e.image),
      })
      .returning({ id: events.id });
    const eventId = row!.id;
    await tx
      .insert(eventCategoryLinks)
      .values(e.categories.map((slug) => ({ eventId, categoryId: categoryId.get(slug)! })))
      .onConflictDoNothing();
    await storeOccurrences(tx, eventId, schedule);
  }

  const articleSlugs = demoGalleries.flatMap((g) => (g.articleSlug ? [g.articleSlug] : []));
  const articleRows =
    articleSlugs.length > 0
      ? await tx
          .select({ id: articles.id, slug: articles.slug })
          .from(articles)
          .where(inArray(articles.slug, articleSlugs))
      : [];
  const articleId = new Map(articleRows.map((a) => [a.slug, a.id]));
  for (const g of demoGalleries) {
    const [gallery] = await tx
      .insert(galleries)
      .values({
        slug: g.slug,
        title: g.title,
        description: g.description,
        articleId: g.articleSlug ? (articleId.get(g.articleSlug) ?? null) : null,
        publishedAt: new Date(g.publishedAt),
      })
      .onConflictDoNothing()
      .returning({ id: galleries.id });
    if (!gallery) continue;
    await tx.insert(galleryPhotos).values(
      g.photos.map((photo, position) => {
        const image = demoImage(photo, photo.orientation ?? 'landscape');
        return { galleryId: gallery.id, position, ...image, caption: photo.caption ?? null };
      }),
    );
  }

  await tx.insert(pages).values(moreDemoPages).onConflictDoNothing();
  await tx.insert(overviews).values(demoOverviews).onConflictDoNothing();
}
