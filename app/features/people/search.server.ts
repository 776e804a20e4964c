import { eq } from 'drizzle-orm';
import { idsIn, type SearchSource, UNDATED } from '../search/service.server.ts';
import { contacts, departments } from './schema.server.ts';

/** The office's people in the search, leading to the phone list. */
export const contactSearch: SearchSource = {
  types: ['contact'],
  async documents(db, _now, ids) {
    const rows = await db
      .select({ contact: contacts, department: departments.name })
      .from(contacts)
      .innerJoin(departments, eq(departments.id, contacts.departmentId))
      .where(idsIn(contacts.id, ids));
    return rows.map(({ contact: c, department }) => ({
      type: 'contact' as const,
      refId: c.id,
      url: `/telefonni-seznam?q=${encodeURIComponent(c.name.replace(/^(\S+\.\s)+/, ''))}`,
      title: `${c.name}, ${c.position}`,
      text: `${department}. ${c.description} Telefon ${c.phone}, ${c.email}, ${c.room}.`,
      dated: UNDATED,
      visibleFrom: UNDATED,
    }));
  },
};

/** The office's departments in the search, by what they handle. */
export const departmentSearch: SearchSource = {
  types: ['department'],
  async documents(db, _now, ids) {
    const rows = await db.select().from(departments).where(idsIn(departments.id, ids));
    return rows.map((d) => ({
      type: 'department' as const,
      refId: d.id,
      url: `/urad#odbor-${d.slug}`,
      title: d.name,
      text: `${d.description} ${d.agendas.join(', ')}.`,
      dated: UNDATED,
      visibleFrom: UNDATED,
    }));
  },
};
