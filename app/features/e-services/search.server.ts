import { idsIn, type SearchSource, UNDATED } from '../search/service.server.ts';
import { lifeSituations } from './schema.server.ts';

/** The life situations ("Potřebuji vyřídit") in the search, by everything a resident reads on them. */
export const situationSearch: SearchSource = {
  types: ['situation'],
  async documents(db, _now, ids) {
    const rows = await db.select().from(lifeSituations).where(idsIn(lifeSituations.id, ids));
    return rows.map((s) => ({
      type: 'situation' as const,
      refId: s.id,
      url: `/potrebuji-vyridit/${s.slug}`,
      title: s.title,
      text: [s.summary, ...s.description, s.who, ...s.documents, s.fees, s.keywords.join(', ')].join(' '),
      dated: UNDATED,
      visibleFrom: UNDATED,
    }));
  },
};
