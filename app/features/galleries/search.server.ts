import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { idsIn, type SearchSource } from '../search/service.server.ts';
import { galleries, galleryPhotos } from './schema.server.ts';

/** Published albums in the search, found by their description and their photos' captions. */
export const gallerySearch: SearchSource = {
  types: ['gallery'],
  async documents(db, _now, ids) {
    const rows = await db
      .select()
      .from(galleries)
      .where(and(isNotNull(galleries.publishedAt), idsIn(galleries.id, ids)));
    if (rows.length === 0) return [];
    const photos = await db
      .select({ galleryId: galleryPhotos.galleryId, alt: galleryPhotos.alt, caption: galleryPhotos.caption })
      .from(galleryPhotos)
      .where(
        inArray(
          galleryPhotos.galleryId,
          rows.map((g) => g.id),
        ),
      )
      .orderBy(asc(galleryPhotos.galleryId), asc(galleryPhotos.position));
    const texts = new Map<number, string[]>();
    for (const p of photos) {
      const text = p.caption ?? p.alt;
      const list = texts.get(p.galleryId);
      if (list) list.push(text);
      else texts.set(p.galleryId, [text]);
    }
    // Only published albums were read: each has its day of publication.
    return rows.flatMap(({ publishedAt, ...g }) =>
      publishedAt
        ? [
            {
              type: 'gallery' as const,
              refId: g.id,
              url: `/galerie/${g.slug}`,
              title: g.title,
              text: [g.description, ...(texts.get(g.id) ?? [])].join(' '),
              dated: publishedAt,
              visibleFrom: publishedAt,
            },
          ]
        : [],
    );
  },
};
