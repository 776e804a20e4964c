import { asc, eq, type SQL } from 'drizzle-orm';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { indexChanged } from '../../search/service.server.ts';
import { contacts, departments } from '../schema.server.ts';
import type { EditableOfficePerson, OfficePersonInput } from '../schemas.ts';
import { contactSearch } from '../search.server.ts';
import { directoryUsers } from './directory-users.server.ts';
import { checkPhoto, freeAddress, type Saved } from './shared.server.ts';

// The editor of the office's people (section `people`), the phone list's contacts in their
// departments. Each save is checked against the version the editor started from and audited.

const contactKind: ItemKind = {
  entity: 'contact',
  what: 'Údaje pracovníka',
  missing: 'Pracovník neexistuje.',
  reindex: (c, ids) => indexChanged(c, contactSearch, ids),
};

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
  return oneRow(officePeopleWhere(ctx, eq(contacts.id, id)), () => notFound(contactKind.missing));
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
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, contactKind, {
      id,
      version: input.version,
      lock: (contactId) => tx.db.select().from(contacts).where(eq(contacts.id, contactId)).for('update'),
      write: async (before, version) => {
        const department = await oneRow(
          tx.db.select().from(departments).where(eq(departments.id, input.department_id)),
          () => invalid({ department_id: ['Vyberte odbor.'] }),
        );
        await checkPhoto(tx, input.photo_url, before?.photoUrl ?? null);
        const saved = before
          ? await oneRow(
              tx.db
                .update(contacts)
                .set({ ...fields, version })
                .where(eq(contacts.id, before.id))
                .returning({ id: contacts.id }),
            )
          : await oneRow(
              tx.db
                .insert(contacts)
                .values({ ...fields, version, slug: await freeAddress(tx, contacts, input.name) })
                .returning({ id: contacts.id }),
            );
        return {
          id: saved.id,
          summary: { name: input.name, position: input.position, department: department.name },
        };
      },
    }),
  );
}

/** Someone a life situation names as its clerk stays until the situation names someone else. */
export async function officePersonDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await publishing(ctx, async (tx) => {
    const before = await oneRow(tx.db.select().from(contacts).where(eq(contacts.id, id)).for('update'), () =>
      notFound(contactKind.missing),
    );
    const named = (await Promise.all(directoryUsers().map((user) => user.contactNamedBy(tx, id)))).flat();
    if (named.length)
      throw new HttpError(
        409,
        `Pracovníka nejde smazat, je kontaktem: ${named.map(({ what, titles }) => `${what} ${new Intl.ListFormat('cs').format(titles.map((title) => `„${title}“`))}`).join('; ')}. Nejdřív tam uveďte někoho jiného.`,
      );
    await tx.db.delete(contacts).where(eq(contacts.id, id));
    await audit(tx, actor, {
      action: 'contact.deleted',
      entity: 'contact',
      entityId: id,
      summary: { name: before.name },
    });
    await indexChanged(tx, contactSearch, [id]);
  });
}
