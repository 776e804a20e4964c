import { asc, count, desc, eq, getTableName, type SQL } from 'drizzle-orm';
import { pragueParts, pragueTime } from '../../../common/dates.ts';
import { freeSlug } from '../../../common/slug.ts';
import { holdAddresses } from '../../../server/lib/addresses.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { acceptDocument, type UploadedFile } from '../../../server/lib/uploads.ts';
import { holds } from '../media/service.server.ts';
import { indexChanged } from '../search/service.server.ts';
import { contacts, departments, meetings, members } from './schema.server.ts';
import type {
  DepartmentInput,
  EditableDepartment,
  EditableMeeting,
  EditableMember,
  EditableOfficePerson,
  MeetingInput,
  MemberInput,
  OfficePersonInput,
} from './schemas.ts';
import { contactSearch, departmentSearch } from './search.server.ts';

// The editors of the office, its people and the town's bodies (section `people`): departments,
// the office's people, the assembly's and the council's members, and their meetings with the
// minutes. Each save is checked against the version the editor started from and audited.

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];
type Saved = { id: number; version: number };

/** A portrait is the one the person has, or an image from the library; anything else is refused. */
async function checkPhoto(tx: Tx, url: string | null, current: string | null) {
  if (url === null || url === current) return;
  if (!(await holds({ db: tx }, url))) throw invalid({ photo_url: ['Vyberte obrázek z knihovny.'] });
}

const taken = (tx: Tx, table: typeof departments | typeof contacts | typeof members) => async (slug: string) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug))).length > 0;

/** A new row's address: the table's addresses held first, so a parallel save of the same name waits its turn. */
async function freeAddress(tx: Tx, table: typeof departments | typeof contacts | typeof members, name: string) {
  await holdAddresses(tx, getTableName(table));
  return freeSlug(taken(tx, table), name);
}

// Departments ---------------------------------------------------------------------------------

export const departmentRows = (ctx: ServiceContext) => departmentsWhere(ctx);

async function departmentsWhere(ctx: ServiceContext, where?: SQL): Promise<EditableDepartment[]> {
  requireStaff(ctx, 'people');
  const rows = await ctx.db
    .select({ department: departments, people: count(contacts.id) })
    .from(departments)
    .leftJoin(contacts, eq(contacts.departmentId, departments.id))
    .where(where)
    .groupBy(departments.id)
    .orderBy(asc(departments.position), asc(departments.id));
  return rows.map(({ department: d, people }) => ({
    id: d.id,
    slug: d.slug,
    name: d.name,
    description: d.description,
    agendas: d.agendas,
    room: d.room,
    position: d.position,
    referencePattern: d.referencePattern,
    people,
    version: d.version,
  }));
}

export async function departmentGet(ctx: ServiceContext, id: number): Promise<EditableDepartment> {
  const [found] = await departmentsWhere(ctx, eq(departments.id, id));
  if (!found) throw notFound('Odbor neexistuje.');
  return found;
}

export async function departmentSave(ctx: ServiceContext, id: number | null, input: DepartmentInput): Promise<Saved> {
  const actor = requireStaff(ctx, 'people');
  const fields = {
    name: input.name,
    description: input.description,
    agendas: input.agendas,
    room: input.room,
    position: input.position,
    referencePattern: input.referencePattern,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const before =
      id === null
        ? undefined
        : await lockedForSave(
            { db: tx },
            { entity: 'department', id, version: input.version, what: 'Odbor', missing: 'Odbor neexistuje.' },
            tx.select().from(departments).where(eq(departments.id, id)).for('update'),
          );
    const [result] = before
      ? await tx
          .update(departments)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(departments.id, before.id))
          .returning({ id: departments.id, version: departments.version })
      : await tx
          .insert(departments)
          .values({ ...fields, slug: await freeAddress(tx, departments, input.name) })
          .returning({ id: departments.id, version: departments.version });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: before ? 'department.updated' : 'department.created',
      entity: 'department',
      entityId: result!.id,
      summary: { name: before && before.name !== input.name ? `${before.name} → ${input.name}` : input.name },
    });
    // Its people are found by its name too.
    const people = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.departmentId, result!.id));
    await indexChanged({ db: tx, now: ctx.now }, departmentSearch, [result!.id]);
    await indexChanged(
      { db: tx, now: ctx.now },
      contactSearch,
      people.map((p) => p.id),
    );
    return result!;
  });
  ctx.reads?.clear();
  return saved;
}

/**
 * A feature that keeps rows naming a department or one of its people (a life situation, a
 * resident's request), so neither is deleted while named: it counts a department's rows, in the
 * plural's nominative ("žádosti"), and names what gives a person as its contact ("životní situace" and their titles).
 */
export interface DirectoryUser {
  departmentUses(ctx: Pick<ServiceContext, 'db'>, departmentId: number): Promise<{ what: string; count: number }[]>;
  contactNamedBy(ctx: Pick<ServiceContext, 'db'>, contactId: number): Promise<{ what: string; titles: string[] }[]>;
}

let directoryUsers: readonly DirectoryUser[] | null = null;

/** Names the features that keep rows of the directory's; once, where the features are put together. */
export function directoryUsedBy(features: readonly DirectoryUser[]): void {
  directoryUsers = features;
}

function users(): readonly DirectoryUser[] {
  // Never "named nowhere" by mistake: a deleted department's requests would lose their office.
  if (!directoryUsers) throw new Error('The directory was not told which features name it (composition/services.ts).');
  return directoryUsers;
}

/** A department with people, services or residents' requests stays: they would lose their office. */
export async function departmentDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
    if (!before) throw notFound('Odbor neexistuje.');
    const [people] = await tx.select({ n: count() }).from(contacts).where(eq(contacts.departmentId, id));
    const uses = [
      { what: 'pracovníci', count: people?.n ?? 0 },
      ...(await Promise.all(users().map((user) => user.departmentUses({ db: tx }, id)))).flat(),
    ].filter((use) => use.count > 0);
    if (uses.length > 0)
      throw new HttpError(
        409,
        `Odbor nejde smazat, patří k němu ${new Intl.ListFormat('cs').format(uses.map((use) => `${use.what} (${use.count})`))}. Nejdřív je převeďte jinam.`,
      );
    await tx.delete(departments).where(eq(departments.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'department.deleted',
      entity: 'department',
      entityId: id,
      summary: { name: before.name },
    });
    await indexChanged({ db: tx, now: ctx.now }, departmentSearch, [id]);
  });
  ctx.reads?.clear();
}

// The office's people -------------------------------------------------------------------------

export const officePersonRows = (ctx: ServiceContext) => officePeopleWhere(ctx);

async function officePeopleWhere(ctx: ServiceContext, where?: SQL): Promise<EditableOfficePerson[]> {
  requireStaff(ctx, 'people');
  const rows = await ctx.db
    .select({ person: contacts, department: departments.name })
    .from(contacts)
    .innerJoin(departments, eq(departments.id, contacts.departmentId))
    .where(where)
    .orderBy(asc(departments.position), asc(contacts.order), asc(contacts.name));
  return rows.map(({ person: c, department }) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    position: c.position,
    department_id: c.departmentId,
    department,
    phone: c.phone,
    mobile: c.mobile ?? '',
    email: c.email,
    room: c.room,
    description: c.description,
    photo_url: c.photoUrl,
    order: c.order,
    version: c.version,
  }));
}

export async function officePersonGet(ctx: ServiceContext, id: number): Promise<EditableOfficePerson> {
  const [found] = await officePeopleWhere(ctx, eq(contacts.id, id));
  if (!found) throw notFound('Pracovník neexistuje.');
  return found;
}

export async function officePersonSave(
  ctx: ServiceContext,
  id: number | null,
  input: OfficePersonInput,
): Promise<Saved> {
  const actor = requireStaff(ctx, 'people');
  const fields = {
    name: input.name,
    position: input.position,
    departmentId: input.department_id,
    phone: input.phone,
    mobile: input.mobile || null,
    email: input.email,
    room: input.room,
    description: input.description,
    photoUrl: input.photo_url,
    order: input.order,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const before =
      id === null
        ? undefined
        : await lockedForSave(
            { db: tx },
            {
              entity: 'contact',
              id,
              version: input.version,
              what: 'Údaje pracovníka',
              missing: 'Pracovník neexistuje.',
            },
            tx.select().from(contacts).where(eq(contacts.id, id)).for('update'),
          );
    const [department] = await tx.select().from(departments).where(eq(departments.id, input.department_id));
    if (!department) throw invalid({ department_id: ['Vyberte odbor.'] });
    await checkPhoto(tx, input.photo_url, before?.photoUrl ?? null);
    const [result] = before
      ? await tx
          .update(contacts)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(contacts.id, before.id))
          .returning({ id: contacts.id, version: contacts.version })
      : await tx
          .insert(contacts)
          .values({ ...fields, slug: await freeAddress(tx, contacts, input.name) })
          .returning({ id: contacts.id, version: contacts.version });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: before ? 'contact.updated' : 'contact.created',
      entity: 'contact',
      entityId: result!.id,
      summary: { name: input.name, position: input.position, department: department.name },
    });
    await indexChanged({ db: tx, now: ctx.now }, contactSearch, [result!.id]);
    return result!;
  });
  ctx.reads?.clear();
  return saved;
}

/** Someone a life situation names as its clerk stays until the situation names someone else. */
export async function officePersonDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
    if (!before) throw notFound('Pracovník neexistuje.');
    const named = (await Promise.all(users().map((user) => user.contactNamedBy({ db: tx }, id)))).flat();
    if (named.length)
      throw new HttpError(
        409,
        `Pracovníka nejde smazat, je kontaktem: ${named.map(({ what, titles }) => `${what} ${new Intl.ListFormat('cs').format(titles.map((title) => `„${title}“`))}`).join('; ')}. Nejdřív tam uveďte někoho jiného.`,
      );
    await tx.delete(contacts).where(eq(contacts.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'contact.deleted',
      entity: 'contact',
      entityId: id,
      summary: { name: before.name },
    });
    await indexChanged({ db: tx, now: ctx.now }, contactSearch, [id]);
  });
  ctx.reads?.clear();
}

// Members of the assembly and the council -----------------------------------------------------

const memberOf = (m: typeof members.$inferSelect): EditableMember => ({
  id: m.id,
  slug: m.slug,
  name: m.name,
  party: m.party,
  role: m.role,
  council: m.council,
  committees: m.committees,
  email: m.email,
  photo_url: m.photoUrl,
  order: m.order,
  version: m.version,
});

export async function memberRows(ctx: ServiceContext): Promise<EditableMember[]> {
  requireStaff(ctx, 'people');
  return (await ctx.db.select().from(members).orderBy(asc(members.order), asc(members.name))).map(memberOf);
}

export async function memberGet(ctx: ServiceContext, id: number): Promise<EditableMember> {
  requireStaff(ctx, 'people');
  const [m] = await ctx.db.select().from(members).where(eq(members.id, id));
  if (!m) throw notFound('Člen zastupitelstva neexistuje.');
  return memberOf(m);
}

export async function memberSave(ctx: ServiceContext, id: number | null, input: MemberInput): Promise<Saved> {
  const actor = requireStaff(ctx, 'people');
  const fields = {
    name: input.name,
    party: input.party,
    role: input.role || 'člen zastupitelstva',
    council: input.council,
    committees: input.committees,
    email: input.email,
    photoUrl: input.photo_url,
    order: input.order,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const before =
      id === null
        ? undefined
        : await lockedForSave(
            { db: tx },
            {
              entity: 'member',
              id,
              version: input.version,
              what: 'Údaje člena',
              missing: 'Člen zastupitelstva neexistuje.',
            },
            tx.select().from(members).where(eq(members.id, id)).for('update'),
          );
    await checkPhoto(tx, input.photo_url, before?.photoUrl ?? null);
    const [result] = before
      ? await tx
          .update(members)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(members.id, before.id))
          .returning({ id: members.id, version: members.version })
      : await tx
          .insert(members)
          .values({ ...fields, slug: await freeAddress(tx, members, input.name) })
          .returning({ id: members.id, version: members.version });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: before ? 'member.updated' : 'member.created',
      entity: 'member',
      entityId: result!.id,
      summary: { name: input.name, role: fields.role, council: input.council },
    });
    return result!;
  });
  ctx.reads?.clear();
  return saved;
}

export async function memberDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(members).where(eq(members.id, id)).returning();
    if (!deleted) throw notFound('Člen zastupitelstva neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'member.deleted',
      entity: 'member',
      entityId: id,
      summary: { name: deleted.name },
    });
  });
  ctx.reads?.clear();
}

// Meetings ------------------------------------------------------------------------------------

const meetingOf = (m: typeof meetings.$inferSelect): EditableMeeting => {
  const { date, time } = pragueParts(m.startsAt);
  return {
    id: m.id,
    body: m.body,
    number: m.number,
    date,
    time,
    place: m.place,
    agenda: m.agenda,
    resolutions: m.resolutions,
    minutes: m.minutesUrl && m.minutesSize !== null ? { url: m.minutesUrl, size: m.minutesSize } : null,
    version: m.version,
  };
};

/** Meetings of both bodies, the latest first. */
export async function meetingRows(ctx: ServiceContext): Promise<EditableMeeting[]> {
  requireStaff(ctx, 'people');
  return (await ctx.db.select().from(meetings).orderBy(desc(meetings.startsAt)).limit(500)).map(meetingOf);
}

export async function meetingGet(ctx: ServiceContext, id: number): Promise<EditableMeeting> {
  requireStaff(ctx, 'people');
  const [m] = await ctx.db.select().from(meetings).where(eq(meetings.id, id));
  if (!m) throw notFound('Zasedání neexistuje.');
  return meetingOf(m);
}

/**
 * Creates or changes a meeting: its programme before it, its resolutions and the minutes (a PDF
 * checked by its content) after it. A new file replaces the old one; without one the old stays.
 */
export async function meetingSave(
  ctx: ServiceContext,
  id: number | null,
  input: MeetingInput,
  minutes?: UploadedFile,
): Promise<Saved> {
  const actor = requireStaff(ctx, 'people');
  const stored = minutes
    ? await acceptDocument(minutes, ctx.files.media, 'zapisy', { 'application/pdf': 'PDF' })
    : null;
  if (stored && 'error' in stored) throw invalid({ minutes: [stored.error] });
  const fields = {
    body: input.body,
    number: input.number,
    startsAt: pragueTime(input.date, input.time),
    place: input.place,
    agenda: input.agenda,
    resolutions: input.resolutions,
    ...(stored ? { minutesUrl: stored.url, minutesSize: stored.size } : {}),
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const before =
      id === null
        ? undefined
        : await lockedForSave(
            { db: tx },
            { entity: 'meeting', id, version: input.version, what: 'Zasedání', missing: 'Zasedání neexistuje.' },
            tx.select().from(meetings).where(eq(meetings.id, id)).for('update'),
          );
    const [result] = before
      ? await tx
          .update(meetings)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(meetings.id, before.id))
          .returning({ id: meetings.id, version: meetings.version })
      : await tx.insert(meetings).values(fields).returning({ id: meetings.id, version: meetings.version });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: before ? 'meeting.updated' : 'meeting.created',
      entity: 'meeting',
      entityId: result!.id,
      summary: {
        meeting: `${input.number}. zasedání (${input.body}), ${input.date}`,
        resolutions: input.resolutions.length,
        ...(stored ? { minutes: stored.url } : {}),
      },
    });
    return result!;
  });
  ctx.reads?.clear();
  return saved;
}

export async function meetingDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(meetings).where(eq(meetings.id, id)).returning();
    if (!deleted) throw notFound('Zasedání neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'meeting.deleted',
      entity: 'meeting',
      entityId: id,
      summary: { meeting: `${deleted.number}. zasedání (${deleted.body})` },
    });
  });
  ctx.reads?.clear();
}
