import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasScope, isAdmin, SECTIONS, type Section } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { audit } from '../../../server/lib/audit.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { reviewPolicies } from './schema.server.ts';
import type { ReviewPolicy } from './schemas.ts';

/** The sections whose content has a review step: a draft, "for review", and publishing. */
export const REVIEWABLE: readonly Section[] = ['news'];

/** Whether publishing in a section waits for a colleague's review. */
export async function reviewRequired(ctx: Pick<ServiceContext, 'db'>, section: Section): Promise<boolean> {
  const [row] = await ctx.db
    .select({ required: reviewPolicies.required })
    .from(reviewPolicies)
    .where(eq(reviewPolicies.section, section));
  return row?.required ?? false;
}

/** Each section with a review step, and whether it needs one, for the administrator. */
export async function reviewPolicyList(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<ReviewPolicy[]> {
  requireStaff(ctx, 'admin');
  return Promise.all(
    REVIEWABLE.map(async (section) => ({
      section,
      name: SECTIONS[section],
      required: await reviewRequired(ctx, section),
    })),
  );
}

/** Turns a section's review on or off; the change is in the audit log. */
export async function setReviewRequired(
  ctx: ServiceContext,
  section: string,
  required: boolean,
): Promise<ReviewPolicy> {
  const actor = requireStaff(ctx, 'admin');
  const known = REVIEWABLE.find((s) => s === section);
  if (!known) throw invalid({ section: ['Tato část webu kontrolu před zveřejněním nemá.'] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(reviewPolicies)
      .values({ section: known, required, updatedAt: ctx.now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: reviewPolicies.section,
        set: { required, updatedAt: ctx.now, updatedBy: actor.id },
      });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'review-policy.changed',
      entity: 'review-policy',
      entityId: known,
      summary: { setting: SECTIONS[known], required: required ? 'ano' : 'ne' },
    });
    await securityEvent(
      { ...ctx, db: tx },
      {
        action: 'settings.changed',
        result: 'success',
        accountId: actor.id,
        asset: `review-policy:${known}`,
        detail: { required },
      },
    );
  });
  return { section: known, name: SECTIONS[known], required };
}

/** Why someone may not decide on an item waiting for review: they handed it over, or saved its last change. */
export type FourEyesBar = 'submitted' | 'changed';

/**
 * Four eyes: the review of an item is a colleague's. Whoever handed it over, and whoever saved the
 * last change to it while it waits (what the reviewer would approve is then theirs), neither approves
 * nor returns it; an administrator neither. This holds whether or not the section requires review:
 * where it does not, the author publishes the item directly instead (the editor's "publish now"),
 * and a request for a colleague's review stays one. Null: this person may decide.
 */
export function fourEyesBar(
  actorId: number,
  item: { submittedBy: number | null; changedBy: number | null },
): FourEyesBar | null {
  if (item.submittedBy === actorId) return 'submitted';
  if (item.changedBy === actorId) return 'changed';
  return null;
}

/**
 * Who reviews a section's content: everyone who may edit it (its editors and the administrators),
 * signed up and not locked, but not `except`, the author asking.
 */
export async function reviewersOf(
  ctx: Pick<ServiceContext, 'db'>,
  section: Section,
  except: number | null,
): Promise<{ id: number; email: string; name: string }[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      scope: users.scope,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        isNull(users.lockedAt),
        sql`${users.scope} ?| array['admin', ${`editor:${section}`}]`,
      ),
    );
  return rows
    .filter((u) => u.id !== except && (isAdmin(u) || hasScope(u.scope, `editor:${section}`)))
    .map((u) => ({ id: u.id, email: u.email, name: `${u.firstname} ${u.lastname}` }));
}
