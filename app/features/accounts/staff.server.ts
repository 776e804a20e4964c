import { and, asc, count, eq, ilike, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { countOf, formOf } from '../../../common/plural.ts';
import { departmentsOf, isAdmin, isSection, SECTION_LIST } from '../../../common/roles.ts';
import { freeSlug } from '../../../common/slug.ts';
import { sessions, userGroups, users } from '../../../server/db/schema/index.ts';
import { personText } from '../../../server/db/schema/users.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { contains, likePattern } from '../../../server/lib/like.ts';
import { type SecurityAction, type SecurityEvent, securityEvent } from '../../../server/lib/security-log.ts';
import type { Actor, ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { listDepartments } from '../people/service.server.ts';
import { eraseAccount } from './deletion.server.ts';
import type { Payer, Resident, ResidentQuery, RolesInput } from './schemas.ts';

// The administrators' accounts (section `admin`): the residents and staff with their roles, groups and
// locks, the erasure on request, the discount groups; and the payers a finance clerk looks up (`payments`).

type UserRow = typeof users.$inferSelect;
type GroupRow = typeof userGroups.$inferSelect;

const toResident = (u: UserRow, g: GroupRow | null): Resident => {
  const departmentList = departmentsOf(u);
  return {
    id: u.id,
    name: `${u.firstname} ${u.lastname}`,
    email: u.email,
    phone: u.phone ? `${u.phonePrefix ?? ''} ${u.phone}`.trim() : null,
    address: u.street ? [u.street, [u.zip, u.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null,
    group: g ? { key: g.key, description: g.description, discount: g.discount } : null,
    scope: u.scope,
    admin: isAdmin(u),
    // An admin's own grants, not everything being an admin implies.
    sections: u.scope.flatMap((s) => (s.startsWith('editor:') && isSection(s.slice(7)) ? [s.slice(7)] : [])),
    departments:
      departmentList === 'all' ? u.scope.flatMap((s) => (s.startsWith('clerk:') ? [s.slice(6)] : [])) : departmentList,
    second_factor: u.totpEnabledAt !== null,
    locked: u.lockedAt ? { at: u.lockedAt.toISOString(), reason: u.lockedReason ?? '' } : null,
    created_at: u.createdAt.toISOString(),
  };
};

/** Accounts for the administrator: by name, with their group, roles and lock; erased ones are left out. */
export async function residents(ctx: ServiceContext, query: ResidentQuery) {
  requireStaff(ctx, 'admin');
  const where: SQL[] = [isNull(users.deletedAt)];
  if (query.q) {
    where.push(contains(personText(users), query.q));
  }
  if (query.only === 'staff') where.push(sql`${users.scope} <> '["resident"]'::jsonb`);
  if (query.only === 'locked') where.push(isNotNull(users.lockedAt));
  const condition = and(...where);
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select({ u: users, g: userGroups })
      .from(users)
      .leftJoin(userGroups, eq(userGroups.id, users.groupId))
      .where(condition)
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(condition),
  );
  return { rows: rows.map(({ u, g }) => toResident(u, g)), total };
}

/**
 * The accounts whose name or e-mail holds `q`, for the office's lists that search by the person
 * (cases, payments): their ids, found along the accounts' trigram index, so that those lists can
 * look up their own rows by account along theirs.
 */
export async function accountsMatching(ctx: Pick<ServiceContext, 'db'>, q: string): Promise<number[]> {
  // One row holding the array, not a row an account: a common name matches a thousand and more.
  const [row] = await ctx.db
    .select({ ids: sql<number[] | null>`array_agg(${users.id})` })
    .from(users)
    .where(contains(personText(users), q));
  return row?.ids ?? [];
}

/**
 * Residents a finance clerk issues a payment to, found by a part of the name, the e-mail or the
 * address their account gives: the first ten, with what tells two Nováks apart.
 */
export async function findPayers(ctx: ServiceContext, q: string): Promise<Payer[]> {
  requireStaff(ctx, 'payments');
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const haystack = sql`${users.firstname} || ' ' || ${users.lastname} || ' ' || ${users.email} || ' ' || coalesce(${users.street}, '') || ' ' || coalesce(${users.city}, '') || ' ' || coalesce(${users.zip}, '')`;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), ...words.map((word) => ilike(haystack, likePattern(word)))))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(10);
  return rows.map(toPayer);
}

/** One payer by their account's id or e-mail; a missing (or erased) one is null. */
export async function payer(ctx: ServiceContext, by: { id: number } | { email: string }): Promise<Payer | null> {
  requireStaff(ctx, 'payments');
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        'id' in by ? eq(users.id, by.id) : sql`lower(${users.email}) = ${by.email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ? toPayer(row) : null;
}

const toPayer = (u: UserRow): Payer => ({
  id: u.id,
  name: `${u.firstname} ${u.lastname}`,
  email: u.email,
  address: toResident(u, null).address,
});

async function residentRow(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db
    .select({ u: users, g: userGroups })
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound('Účet neexistuje.');
  return row;
}

export async function resident(ctx: ServiceContext, id: number): Promise<Resident> {
  requireStaff(ctx, 'admin');
  const { u, g } = await residentRow(ctx, id);
  return toResident(u, g);
}

const SELF = 'Sami sobě tohle udělat nemůžete; požádejte jiného správce.';

/**
 * Grants and takes roles: admin, editor of sections, clerk of departments. An unknown section or
 * department is a 422; an administrator cannot take their own admin role. The person's sessions
 * end, so the new roles take hold at the next sign-in, with its second factor.
 */
export async function setRoles(ctx: ServiceContext, id: number, input: RolesInput): Promise<Resident> {
  const actor = requireStaff(ctx, 'admin');
  if (id === actor.id && !input.admin) throw new HttpError(409, SELF);
  const unknownSection = input.sections.find((s) => !isSection(s));
  if (unknownSection) throw invalid({ sections: [`Sekce „${unknownSection}“ neexistuje.`] });
  const known = new Set(input.departments.length ? (await listDepartments(ctx)).map((d) => d.slug) : []);
  const unknownDepartment = input.departments.find((d) => !known.has(d));
  if (unknownDepartment) throw invalid({ departments: [`Odbor „${unknownDepartment}“ neexistuje.`] });
  const { u } = await residentRow(ctx, id);
  const scope = [
    'resident',
    ...(input.admin ? ['admin'] : []),
    ...SECTION_LIST.filter((s) => input.sections.includes(s)).map((s) => `editor:${s}`),
    ...[...new Set(input.departments)].sort().map((d) => `clerk:${d}`),
  ];
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ scope, updatedAt: ctx.now }).where(eq(users.id, id));
    if (id !== actor.id) await tx.delete(sessions).where(eq(sessions.userId, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'user.roles',
      entity: 'user',
      entityId: u.email,
      summary: { scope: `${u.scope.join(', ')} → ${scope.join(', ')}` },
    });
    await securityEvent(
      { ...ctx, db: tx },
      {
        action: 'account.roles',
        result: 'success',
        accountId: actor.id,
        asset: `user:${id}`,
        detail: { before: u.scope.join(' '), after: scope.join(' ') },
      },
    );
  });
  return resident(ctx, id);
}

/** Puts the resident in a discount group (by its key), or in none. */
export async function setGroup(ctx: ServiceContext, id: number, key: string | null): Promise<Resident> {
  const actor = requireStaff(ctx, 'admin');
  const { u, g: before } = await residentRow(ctx, id);
  const [group] = key ? await ctx.db.select().from(userGroups).where(eq(userGroups.key, key)) : [null];
  if (group === undefined) throw invalid({ group: ['Taková skupina není.'] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ groupId: group?.id ?? null, updatedAt: ctx.now })
      .where(eq(users.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'user.group',
      entity: 'user',
      entityId: u.email,
      summary: { group: `${before?.description ?? 'žádná'} → ${group?.description ?? 'žádná'}` },
    });
  });
  return resident(ctx, id);
}

/** A change an administrator made to someone's account, for the security log. */
const lockEvent = (action: SecurityAction, actor: Actor, id: number): SecurityEvent => ({
  action,
  result: 'success',
  accountId: actor.id,
  asset: `user:${id}`,
});

/** Locks an account: its sessions end at once and it cannot sign in until unlocked. Not one's own. */
export async function lock(ctx: ServiceContext, id: number, reason: string): Promise<Resident> {
  const actor = requireStaff(ctx, 'admin');
  if (id === actor.id) throw new HttpError(409, SELF);
  const { u } = await residentRow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ lockedAt: ctx.now, lockedReason: reason }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'user.locked',
      entity: 'user',
      entityId: u.email,
      summary: { reason },
    });
    await securityEvent({ ...ctx, db: tx }, lockEvent('account.locked', actor, id));
  });
  return resident(ctx, id);
}

export async function unlock(ctx: ServiceContext, id: number): Promise<Resident> {
  const actor = requireStaff(ctx, 'admin');
  const { u } = await residentRow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ lockedAt: null, lockedReason: null }).where(eq(users.id, id));
    await audit({ db: tx, now: ctx.now }, actor, { action: 'user.unlocked', entity: 'user', entityId: u.email });
    await securityEvent({ ...ctx, db: tx }, lockEvent('account.unlocked', actor, id));
  });
  return resident(ctx, id);
}

/**
 * Erases the resident's personal data on their request (GDPR art. 17), as their own deletion does;
 * `confirm` must be their e-mail. Staff are not erased while they hold a role, nor is oneself.
 */
export async function eraseResident(ctx: ServiceContext, id: number, confirm: string): Promise<void> {
  const actor = requireStaff(ctx, 'admin');
  if (id === actor.id) throw new HttpError(409, SELF);
  const { u } = await residentRow(ctx, id);
  if (confirm.toLowerCase() !== u.email.toLowerCase())
    throw invalid({ confirm: ['Pro potvrzení napište e-mail účtu přesně tak, jak je uvedený.'] });
  if (u.scope.some((s) => s !== 'resident'))
    throw new HttpError(409, 'Účet má role ve správě webu; nejdřív mu je odeberte.');
  await ctx.db.transaction(async (tx) => {
    await eraseAccount({ ...ctx, db: tx }, id);
    // The log names the account by number only: its e-mail is personal data being erased.
    await audit({ db: tx, now: ctx.now }, actor, { action: 'user.erased', entity: 'user', entityId: id });
    await securityEvent({ ...ctx, db: tx }, lockEvent('account.erased', actor, id));
  });
}

/** The discount groups with how many accounts (not erased) are in each. */
export async function groups(ctx: ServiceContext) {
  requireStaff(ctx, 'admin');
  return ctx.db
    .select({
      key: userGroups.key,
      description: userGroups.description,
      discount: userGroups.discount,
      members: count(users.id),
    })
    .from(userGroups)
    .leftJoin(users, and(eq(users.groupId, userGroups.id), isNull(users.deletedAt)))
    .groupBy(userGroups.id)
    .orderBy(asc(userGroups.description));
}

const NO_GROUP = 'Taková skupina není.';

async function groupOf(ctx: ServiceContext, key: string) {
  const group = (await groups(ctx)).find((g) => g.key === key);
  if (!group) throw notFound(NO_GROUP);
  return group;
}

async function requireFreeName(ctx: ServiceContext, description: string, except?: number) {
  const [clash] = await ctx.db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.description, description), except === undefined ? undefined : ne(userGroups.id, except)));
  if (clash) throw invalid({ description: ['Skupina s tímto názvem už je.'] });
}

/** A new discount group; its key (in addresses and the API) is made from its name. */
export async function createGroup(ctx: ServiceContext, input: { description: string; discount: number }) {
  const actor = requireStaff(ctx, 'admin');
  await requireFreeName(ctx, input.description);
  const key = await freeSlug(
    async (slug) => (await ctx.db.select().from(userGroups).where(eq(userGroups.key, slug))).length > 0,
    input.description,
  );
  await ctx.db.transaction(async (tx) => {
    await tx.insert(userGroups).values({ key, ...input });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'group.created',
      entity: 'group',
      entityId: key,
      summary: { description: input.description, discount: `${input.discount} %` },
    });
  });
  return groupOf(ctx, key);
}

/** A group's name and discount; what residents already paid stays as it was. */
export async function saveGroup(ctx: ServiceContext, key: string, input: { description: string; discount: number }) {
  const actor = requireStaff(ctx, 'admin');
  const [before] = await ctx.db.select().from(userGroups).where(eq(userGroups.key, key));
  if (!before) throw notFound(NO_GROUP);
  await requireFreeName(ctx, input.description, before.id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(userGroups).set(input).where(eq(userGroups.id, before.id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'group.saved',
      entity: 'group',
      entityId: key,
      summary: { discount: `${before.discount} → ${input.discount} %`, description: input.description },
    });
  });
  return groupOf(ctx, key);
}

/**
 * Removes a group nobody is in. One with members is refused, naming how many: removing it would take
 * their discount away unseen, so the administrator moves them first.
 */
export async function removeGroup(ctx: ServiceContext, key: string) {
  const actor = requireStaff(ctx, 'admin');
  await ctx.db.transaction(async (tx) => {
    const [group] = await tx.select().from(userGroups).where(eq(userGroups.key, key)).for('update');
    if (!group) throw notFound(NO_GROUP);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.groupId, group.id), isNull(users.deletedAt)));
    if (n > 0)
      throw new HttpError(
        409,
        `Ve skupině ${formOf(n, { one: 'je', few: 'jsou', other: 'je' })} ${countOf(n, { one: 'účet', few: 'účty', other: 'účtů' })}. Nejdřív je ze skupiny vyřaďte v jejich účtech.`,
      );
    // Erased accounts keep no discount to lose.
    await tx.update(users).set({ groupId: null }).where(eq(users.groupId, group.id));
    await tx.delete(userGroups).where(eq(userGroups.id, group.id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'group.removed',
      entity: 'group',
      entityId: key,
      summary: { description: group.description },
    });
  });
}
