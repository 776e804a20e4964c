import { asc, eq } from 'drizzle-orm';
import { audit } from '../../../../server/lib/audit.ts';
import { notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { memberFields } from '../contact.server.ts';
import { members } from '../schema.server.ts';
import type { EditableMember, MemberInput } from '../schemas.ts';
import { checkPhoto, freeAddress, type Saved } from './shared.server.ts';

// The editor of the assembly's and the council's members (section `people`). Each save is checked
// against the version the editor started from and audited; the search does not list them.

const memberKind: ItemKind = {
  entity: 'member',
  what: 'Údaje člena',
  missing: 'Člen zastupitelstva neexistuje.',
};

const memberOf = (m: typeof members.$inferSelect): EditableMember => ({
  id: m.id,
  ...memberFields(m),
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
  return memberOf(
    await oneRow(ctx.db.select().from(members).where(eq(members.id, id)), () => notFound(memberKind.missing)),
  );
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
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, memberKind, {
      id,
      version: input.version,
      lock: (memberId) => tx.db.select().from(members).where(eq(members.id, memberId)).for('update'),
      write: async (before, version) => {
        await checkPhoto(tx, input.photo_url, before?.photoUrl ?? null);
        const saved = before
          ? await oneRow(
              tx.db
                .update(members)
                .set({ ...fields, version })
                .where(eq(members.id, before.id))
                .returning({ id: members.id }),
            )
          : await oneRow(
              tx.db
                .insert(members)
                .values({ ...fields, version, slug: await freeAddress(tx, members, input.name) })
                .returning({ id: members.id }),
            );
        return { id: saved.id, summary: { name: input.name, role: fields.role, council: input.council } };
      },
    }),
  );
}

export async function memberDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await publishing(ctx, async (tx) => {
    const deleted = await oneRow(tx.db.delete(members).where(eq(members.id, id)).returning(), () =>
      notFound(memberKind.missing),
    );
    await audit(tx, actor, {
      action: 'member.deleted',
      entity: 'member',
      entityId: id,
      summary: { name: deleted.name },
    });
  });
}
