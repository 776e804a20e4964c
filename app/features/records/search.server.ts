import { eq } from 'drizzle-orm';
import { pragueTime } from '../../../common/dates.ts';
import { idsIn, type SearchSource } from '../search/service.server.ts';
import { contracts, decrees, documentCategories, documents, magazineIssues } from './schema.server.ts';

/** The town's decrees and orders in the search, by number, title and summary. */
export const decreeSearch: SearchSource = {
  types: ['decree'],
  async documents(db, _now, ids) {
    const rows = await db.select().from(decrees).where(idsIn(decrees.id, ids));
    return rows.map((d) => {
      const issued = pragueTime(d.issuedOn);
      return {
        type: 'decree' as const,
        refId: d.id,
        url: `/vyhlasky-a-narizeni?stav=vse#${d.slug}`,
        title: `${d.kind === 'vyhlaska' ? 'Obecně závazná vyhláška' : 'Nařízení'} č. ${d.number}: ${d.title}`,
        text: d.summary,
        dated: issued,
        visibleFrom: issued,
      };
    });
  },
};

/** The documents to download in the search, by name and category. */
export const documentSearch: SearchSource = {
  types: ['document'],
  async documents(db, _now, ids) {
    const rows = await db
      .select({ id: documents.id, name: documents.name, date: documents.date, category: documentCategories.name })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(idsIn(documents.id, ids));
    return rows.map((d) => ({
      type: 'document' as const,
      refId: d.id,
      url: `/dokumenty?q=${encodeURIComponent(d.name)}`,
      title: d.name,
      text: d.category,
      dated: pragueTime(d.date),
      visibleFrom: pragueTime(d.date),
    }));
  },
};

/** The register of contracts in the search, by subject and the other party. */
export const contractSearch: SearchSource = {
  types: ['contract'],
  async documents(db, _now, ids) {
    const rows = await db.select().from(contracts).where(idsIn(contracts.id, ids));
    return rows.map((c) => ({
      type: 'contract' as const,
      refId: c.id,
      url: `/smlouvy?q=${encodeURIComponent(c.subject)}`,
      title: c.subject,
      text: `${c.kind}. ${c.counterparty}, IČO ${c.counterpartyIco ?? ''}.`,
      dated: pragueTime(c.signedOn),
      visibleFrom: pragueTime(c.signedOn),
    }));
  },
};

/** The town's magazine in the search, by its issues' highlights. */
export const magazineSearch: SearchSource = {
  types: ['magazine'],
  async documents(db, _now, ids) {
    const rows = await db.select().from(magazineIssues).where(idsIn(magazineIssues.id, ids));
    return rows.map((m) => ({
      type: 'magazine' as const,
      refId: m.id,
      url: `/zpravodaj?rok=${m.year}`,
      title: m.title,
      text: m.highlights.join('. '),
      dated: pragueTime(m.publishedOn),
      visibleFrom: pragueTime(m.publishedOn),
    }));
  },
};
