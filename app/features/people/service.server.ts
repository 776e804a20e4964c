import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { MediaUsage } from '../media/schemas.ts';
import { memberFields, photo, toContact } from './contact.server.ts';
import { contacts, departments, meetings, members } from './schema.server.ts';
import { BODIES, type Body, type BodyData, type Contact, type ContactQuery, type Department } from './schemas.ts';
import { contactSearch, departmentSearch } from './search.server.ts';

/** The office's departments in their order, with what each handles. */
export async function listDepartments(ctx: ServiceContext): Promise<Department[]> {
  return ctx.db
    .select({
      slug: departments.slug,
      name: departments.name,
      description: departments.description,
      agendas: departments.agendas,
      room: departments.room,
    })
    .from(departments)
    .orderBy(asc(departments.position));
}

/** People of the office, by department and their order in it; `q` looks in name, position, department and phone. */
export async function listContacts(ctx: ServiceContext, { department, q }: ContactQuery = {}): Promise<Contact[]> {
  const conditions: SQL[] = [];
  if (department) conditions.push(eq(departments.slug, department));
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.position, pattern),
        ilike(departments.name, pattern),
        ilike(contacts.phone, pattern),
        ilike(contacts.email, pattern),
      ) ?? sql`false`,
    );
  }
  const rows = await ctx.db
    .select({ contact: contacts, departmentSlug: departments.slug, departmentName: departments.name })
    .from(contacts)
    .innerJoin(departments, eq(departments.id, contacts.departmentId))
    .where(and(...conditions))
    .orderBy(asc(departments.position), asc(contacts.order))
    .limit(1000);
  return rows.map(({ contact, departmentSlug, departmentName }) =>
    toContact(contact, { slug: departmentSlug, name: departmentName }),
  );
}

/** The assembly or the council: its members and its meetings, the latest first. */
export async function getBody(ctx: ServiceContext, body: Body): Promise<BodyData> {
  const people = await ctx.db
    .select()
    .from(members)
    .where(body === 'rada' ? eq(members.council, true) : undefined)
    .orderBy(asc(members.order));
  const sessions = await ctx.db
    .select()
    .from(meetings)
    .where(eq(meetings.body, body))
    .orderBy(desc(meetings.startsAt))
    .limit(200);
  return {
    name: BODIES[body],
    members: people.map((m) => ({ ...memberFields(m), photo: photo(m.photoUrl) })),
    meetings: sessions.map((s) => ({
      number: s.number,
      starts_at: s.startsAt.toISOString(),
      place: s.place,
      agenda: s.agenda,
      resolutions: s.resolutions,
      minutes: s.minutesUrl && s.minutesSize !== null ? { url: s.minutesUrl, size: s.minutesSize } : null,
    })),
  };
}
/** The portraits picked from the image library, for its where-used list. */
export async function usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]> {
  const pattern = likePattern(prefix);
  const [staff, elected] = await Promise.all([
    ctx.db.select({ name: contacts.name }).from(contacts).where(ilike(contacts.photoUrl, pattern)).limit(100),
    ctx.db.select({ name: members.name }).from(members).where(ilike(members.photoUrl, pattern)).limit(100),
  ]);
  return [
    ...staff.map((p) => ({ kind: 'Pracovník úřadu', title: p.name, url: '/contacts' })),
    ...elected.map((m) => ({ kind: 'Zastupitelstvo', title: m.name, url: '/zastupitelstvo' })),
  ];
}

export {
  incomingFiledTo,
  issueReference,
  type RegisterCases,
  referenceRegister,
  referencesIn,
  registerCasesFrom,
  registerCsv,
  registerDepartments,
  registerIncoming,
  registerLetter,
  registerOfYear,
} from './reference-numbers.server.ts';
export * from './staff/departments.server.ts';
export { type DirectoryUser, directoryUsedBy } from './staff/directory-users.server.ts';
export * from './staff/meetings.server.ts';
export * from './staff/members.server.ts';
export * from './staff/office-people.server.ts';

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [contactSearch, departmentSearch];

/**
 * Every department by its id, with the slug staff roles name it by (`clerk:<slug>`) and its name:
 * how another feature names the department its rows point to (a case, a report's count).
 */
export async function departmentsById(
  ctx: Pick<ServiceContext, 'db'>,
): Promise<Map<number, { id: number; slug: string; name: string }>> {
  const rows = await ctx.db
    .select({ id: departments.id, slug: departments.slug, name: departments.name })
    .from(departments);
  return new Map(rows.map((d) => [d.id, d]));
}

/** A department as another feature names it (a life situation's office): its slug, name and room. */
export async function departmentOf(
  ctx: Pick<ServiceContext, 'db'>,
  id: number,
): Promise<{ slug: string; name: string; room: string } | null> {
  const [found] = await ctx.db
    .select({ slug: departments.slug, name: departments.name, room: departments.room })
    .from(departments)
    .where(eq(departments.id, id));
  return found ?? null;
}

/** One of the office's people as the directory shows them (a life situation's clerk), or null. */
export async function contactOf(ctx: Pick<ServiceContext, 'db'>, id: number): Promise<Contact | null> {
  const [found] = await ctx.db
    .select({ contact: contacts, department: { slug: departments.slug, name: departments.name } })
    .from(contacts)
    .innerJoin(departments, eq(departments.id, contacts.departmentId))
    .where(eq(contacts.id, id));
  return found ? toContact(found.contact, found.department) : null;
}

/** The departments' and the people's ids by their slugs: what another feature's demo refers to. */
export async function directoryIds(ctx: Pick<ServiceContext, 'db'>) {
  const [departmentRows, contactRows] = await Promise.all([
    ctx.db.select({ id: departments.id, slug: departments.slug }).from(departments),
    ctx.db.select({ id: contacts.id, slug: contacts.slug }).from(contacts),
  ]);
  return {
    departments: new Map(departmentRows.map((d) => [d.slug, d.id])),
    contacts: new Map(contactRows.map((c) => [c.slug, c.id])),
  };
}
