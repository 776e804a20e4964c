import { eq } from 'drizzle-orm';
import { pragueTime } from '../../../common/dates.ts';
import { idsIn, plainText, type SearchSource } from '../search/service.server.ts';
import { noticeCategories, noticeItems } from './schema.server.ts';

/** Every notice of the board and its archive in the search, without the personal data it withholds. */
export const noticeSearch: SearchSource = {
  types: ['notice'],
  async documents(db, _now, ids) {
    const rows = await db
      .select({
        id: noticeItems.id,
        slug: noticeItems.slug,
        title: noticeItems.title,
        description: noticeItems.description,
        originator: noticeItems.originator,
        referenceNumber: noticeItems.referenceNumber,
        postedOn: noticeItems.postedOn,
        withhold: noticeItems.withholdPersonalData,
        category: noticeCategories.name,
      })
      .from(noticeItems)
      .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
      .where(idsIn(noticeItems.id, ids));
    return rows.map((n) => {
      const posted = pragueTime(n.postedOn);
      return {
        type: 'notice' as const,
        refId: n.id,
        url: `/uredni-deska/${n.slug}`,
        title: n.title,
        // Personal data leaves with the item; the index never holds it.
        text: [n.withhold ? '' : plainText(n.description), n.category, n.originator, n.referenceNumber ?? ''].join(' '),
        dated: posted,
        visibleFrom: posted,
      };
    });
  },
};
