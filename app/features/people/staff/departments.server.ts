import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { indexChanged } from '../../search/service.server.ts';
import { contacts, departments } from '../schema.server.ts';
import type { DepartmentInput, EditableDepartment } from '../schemas.ts';
import { contactSearch, departmentSearch } from '../search.server.ts';
import { directoryUsers } from './directory-users.server.ts';
import { freeAddress, type Saved } from './shared.server.ts';

// The editor of the office's departments (section `people`): what each handles, its room and the
// pattern of its reference numbers. Each save is checked against the version the editor started from and audited.

const departmentKind: ItemKind = {
  entity: 'department',
  what: 'Odbor',
  missing: 'Odbor neexistuje.',
  reindex: async (c, ids) => {
    // Its people are found by its name too.
    const people = await c.db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.departmentId, ids));
    await indexChanged(c, departmentSearch, ids);
    await indexChanged(
      c,
      contactSearch,
      people.map((p) => p.id),
    );
  },
};

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
  return oneRow(departmentsWhere(ctx, eq(departments.id, id)), () => notFound(departmentKind.missing));
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
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, departmentKind, {
      id,
      version: input.version,
      lock: (departmentId) => tx.db.select().from(departments).where(eq(departments.id, departmentId)).for('update'),
      write: async (before, version) => {
        const saved = before
          ? await oneRow(
              tx.db
                .update(departments)
                .set({ ...fields, version })
                .where(eq(departments.id, before.id))
                .returning({ id: departments.id }),
            )
          : await oneRow(
              tx.db
                .insert(departments)
                .values({ ...fields, version, slug: await freeAddress(tx, departments, input.name) })
                .returning({ id: departments.id }),
            );
        return {
          id: saved.id,
          summary: { name: before && before.name !== input.name ? `${before.name} → ${input.name}` : input.name },
        };
      },
    }),
  );
}

/** A department with people, services or residents' requests stays: they would lose their office. */
export async function departmentDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await publishing(ctx, async (tx) => {
    const before = await oneRow(tx.db.select().from(departments).where(eq(departments.id, id)).for('update'), () =>
      notFound(departmentKind.missing),
    );
    const people = await oneRow(tx.db.select({ n: count() }).from(contacts).where(eq(contacts.departmentId, id)));
    const uses = [
      { what: 'pracovníci', count: people.n },
      ...(await Promise.all(directoryUsers().map((user) => user.departmentUses(tx, id)))).flat(),
    ].filter((use) => use.count > 0);
    if (uses.length > 0)
      throw new HttpError(
        409,
        `Odbor nejde smazat, patří k němu ${new Intl.ListFormat('cs').format(uses.map((use) => `${use.what} (${use.count})`))}. Nejdřív je převeďte jinam.`,
      );
    await tx.db.delete(departments).where(eq(departments.id, id));
    await audit(tx, actor, {
      action: 'department.deleted',
      entity: 'department',
      entityId: id,
      summary: { name: before.name },
    });
    await indexChanged(tx, departmentSearch, [id]);
  });
}
