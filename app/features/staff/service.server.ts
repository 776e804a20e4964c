import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { addDays, formatDateTime, pragueTime } from '../../../common/dates.ts';
import { departmentsOf, isAdmin, isStaff, SECTIONS, sectionsOf } from '../../../common/roles.ts';
import { auditText } from '../../../server/db/schema/audit.ts';
import { auditLog, recoveryCodes, sessions, users } from '../../../server/db/schema/index.ts';
import { audit } from '../../../server/lib/audit.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import { toCsv } from '../../../server/lib/csv.ts';
import { HttpError, invalid } from '../../../server/lib/http-errors.ts';
import { contains } from '../../../server/lib/like.ts';
import { consume, RateLimitError, refund } from '../../../server/lib/rate-limit.ts';
import { securityEvent } from '../../../server/lib/security-log.ts';
import { type Actor, requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { forbidden, requireStaff } from '../../../server/lib/staff.ts';
import { hashToken } from '../../../server/lib/tokens.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SECTIONS,
  actionLabel,
  changesOf,
  sectionFilter,
  sectionOf,
} from './audit-words.ts';
import type { AuditActor, AuditEntryView, AuditQuery, CodeInput, Enrolment, StaffStatus } from './schemas.ts';

const ISSUER = 'Město Vzorov';
const RECOVERY_CODES = 10;
/** Letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A wrong code now and then is a typo; this many in five minutes is someone guessing. */
const CODE_ATTEMPTS = { max: 5, windowMs: 5 * 60_000 };

const WRONG_CODE =
  'Kód nesouhlasí. Zkontrolujte, že v aplikaci čtete kód Města Vzorov, a zadejte ten, který je zobrazen právě teď.';

/** The authenticator's view of a secret: RFC 6238 defaults, which every app supports. */
const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Someone on the staff, signed in (the second factor is not needed yet: this is how it is given). */
function requireStaffMember(ctx: Pick<ServiceContext, 'actor'>): Actor {
  const actor = requireActor(ctx);
  if (!isStaff(actor)) throw forbidden();
  return actor;
}

/**
 * The time step a code stands for, if it is right now (±30 s for a clock that is off) and newer
 * than the last one accepted. TOTP follows the real clock of the phone, so the machine's time is
 * used here, not the request's clock (docs/architecture.md "Time").
 */
function acceptedStep(secret: string, label: string, code: string, lastStep: number | null): number | null {
  const now = Date.now();
  const delta = totpOf(secret, label).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 30_000) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}`);
}

const recoveryHash = (code: string) => hashToken(code.replace('-', ''));

async function storeRecoveryCodes(db: ServiceContext['db'], userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(code) })));
  return codes;
}

const attempts = (actor: Actor) => ({ key: `totp:user:${actor.id}`, ...CODE_ATTEMPTS });

/** What the signed-in staff member may do, and how far their sign-in has got. */
export async function status(ctx: Pick<ServiceContext, 'actor'>): Promise<StaffStatus> {
  const actor = requireStaffMember(ctx);
  return {
    admin: isAdmin(actor),
    sections: sectionsOf(actor).map((key) => ({ key, name: SECTIONS[key] })),
    departments: departmentsOf(actor),
    totpEnabled: actor.totpEnabled,
    secondFactor: actor.secondFactor,
  };
}

/**
 * Enrolment, step 1: the secret for the authenticator app and its QR code. The same secret is shown
 * again until it is confirmed, so a reload does not invalidate what the phone already scanned.
 */
export async function startEnrolment(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<Enrolment> {
  const actor = requireStaffMember(ctx);
  if (actor.totpEnabled) throw new HttpError(409, 'Ověřovací aplikace už je nastavená.');
  const [row] = await ctx.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, actor.id));
  let secret = row?.secret ?? null;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, actor.id));
  }
  const uri = totpOf(secret, actor.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { secret, uri, qrSvg };
}

/**
 * Enrolment, step 2: a code from the app proves it holds the secret. The app is then required at
 * every staff sign-in, this login counts as confirmed, and the recovery codes are shown once.
 */
export async function enable(ctx: ServiceContext, input: CodeInput): Promise<{ recoveryCodes: string[] }> {
  const actor = requireStaffMember(ctx);
  if (actor.totpEnabled) throw new HttpError(409, 'Ověřovací aplikace už je nastavená.');
  await consume(ctx.db, [attempts(actor)]);
  const [row] = await ctx.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, actor.id));
  if (!row?.secret) throw invalid({ code: ['Nejprve si načtěte QR kód do aplikace.'] });
  const step = /^\d{6}$/.test(input.code) ? acceptedStep(row.secret, actor.email, input.code, null) : null;
  if (step === null) throw invalid({ code: [WRONG_CODE] });
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: ctx.now, totpLastStep: step })
      .where(and(eq(users.id, actor.id), isNull(users.totpEnabledAt)));
    await tx.update(sessions).set({ secondFactorAt: ctx.now }).where(eq(sessions.id, actor.sessionId));
    const codes = await storeRecoveryCodes(tx, actor.id);
    await audit({ db: tx, now: ctx.now }, actor, { action: 'totp.enabled', entity: 'user', entityId: actor.id });
    return { recoveryCodes: codes };
  });
}

/**
 * The second factor of a staff sign-in: a current code from the app (each good once), or an unused
 * recovery code (then spent). Five wrong codes in five minutes wait out the rest of the window.
 */
export async function verify(ctx: ServiceContext, input: CodeInput): Promise<void> {
  const actor = requireStaffMember(ctx);
  if (!actor.totpEnabled) throw new HttpError(409, 'Nejprve si nastavte ověřovací aplikaci.');
  const limit = attempts(actor);
  const method = /^\d{6}$/.test(input.code) ? 'totp' : 'recovery-code';
  const action = method === 'totp' ? 'auth.second-factor' : 'auth.recovery-code';
  const event = { accountId: actor.id, asset: `user:${actor.id}` };
  try {
    await consume(ctx.db, [limit]);
  } catch (error) {
    if (error instanceof RateLimitError) {
      const detail = { method, reason: 'too-many-attempts' };
      await securityEvent(ctx, { ...event, action: 'auth.locked-out', result: 'failure', detail });
    }
    throw error;
  }
  const [row] = await ctx.db
    .select({ secret: users.totpSecret, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, actor.id));
  // A wrong code rolls the transaction back; its refusal is recorded after, outside it.
  await ctx.db
    .transaction(async (tx) => {
      if (/^\d{6}$/.test(input.code)) {
        const step = row?.secret ? acceptedStep(row.secret, actor.email, input.code, row.lastStep) : null;
        if (step === null) throw invalid({ code: [WRONG_CODE] });
        // The step only moves forward, also when two sign-ins race with the same code.
        const moved = await tx
          .update(users)
          .set({ totpLastStep: step })
          .where(and(eq(users.id, actor.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
          .returning({ id: users.id });
        if (moved.length === 0) throw invalid({ code: [WRONG_CODE] });
      } else {
        const spent = await tx
          .update(recoveryCodes)
          .set({ usedAt: ctx.now })
          .where(
            and(
              eq(recoveryCodes.userId, actor.id),
              eq(recoveryCodes.codeHash, recoveryHash(input.code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (spent.length === 0) throw invalid({ code: ['Tento záložní kód neplatí nebo už byl použit.'] });
        const [{ left } = { left: 0 }] = await tx
          .select({ left: count() })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt)));
        await audit({ db: tx, now: ctx.now }, actor, {
          action: 'recovery-code.used',
          entity: 'user',
          entityId: actor.id,
          summary: { left },
        });
      }
      await tx.update(sessions).set({ secondFactorAt: ctx.now }).where(eq(sessions.id, actor.sessionId));
      await securityEvent({ ...ctx, db: tx }, { ...event, action, result: 'success', detail: { method } });
    })
    .catch(async (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 422) {
        await securityEvent(ctx, { ...event, action, result: 'failure', detail: { method, reason: 'wrong-code' } });
      }
      throw error;
    });
  await refund(ctx.db, limit.key);
}

/** New recovery codes in place of the old ones (all of them stop working), shown once. */
export async function renewRecoveryCodes(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>,
): Promise<{ recoveryCodes: string[] }> {
  const actor = requireStaff(ctx);
  return ctx.db.transaction(async (tx) => {
    const codes = await storeRecoveryCodes(tx, actor.id);
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'recovery-codes.renewed',
      entity: 'user',
      entityId: actor.id,
    });
    return { recoveryCodes: codes };
  });
}

/** How many recovery codes are left unused. */
export async function recoveryCodesLeft(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<number> {
  const actor = requireStaff(ctx);
  const [row] = await ctx.db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** The log's conditions from its filters: a search, who, which part of the site, and which days. */
function auditConditions(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const { q } = query;
  if (q) {
    const words = Object.entries(AUDIT_ACTIONS).flatMap(([code, text]) =>
      text.toLocaleLowerCase('cs').includes(q.toLocaleLowerCase('cs')) ? [code] : [],
    );
    // An `or` of nothing matches nothing; this one always has the text's condition.
    conditions.push(
      or(contains(auditText(auditLog), q), ...(words.length ? [inArray(auditLog.action, words)] : [])) ?? sql`false`,
    );
  }
  if (query.actor) conditions.push(eq(auditLog.userId, query.actor));
  if (query.section) {
    const { entities, actions, exceptActions } = sectionFilter(query.section);
    conditions.push(
      actions.length
        ? inArray(auditLog.action, actions)
        : (and(inArray(auditLog.entity, entities), notInArray(auditLog.action, exceptActions)) ?? sql`false`),
    );
  }
  if (query.from) conditions.push(gte(auditLog.at, pragueTime(query.from, '00:00')));
  if (query.to) conditions.push(lt(auditLog.at, pragueTime(addDays(query.to, 1), '00:00')));
  return and(...conditions);
}

/** An entry as the office reads it: the action in words, the item named and linked, the changes. */
function toAuditView(row: typeof auditLog.$inferSelect): AuditEntryView {
  const entity = row.entity ? AUDIT_ENTITIES[row.entity] : undefined;
  const title = [row.summary.title, row.summary.name, row.summary.setting].find((v) => typeof v === 'string' && v);
  const deleted = /\.(deleted|erased)$/.test(row.action);
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorName,
    action: row.action,
    what: actionLabel(row.action),
    section: (() => {
      const section = sectionOf(row.entity, row.action);
      return section ? AUDIT_SECTIONS[section] : null;
    })(),
    entity: row.entity,
    entity_id: row.entityId,
    item: row.entity
      ? {
          label: `${entity?.name ?? row.entity}${title ? ` „${String(title).split(' → ').at(-1)}“` : row.entityId ? ` ${row.entityId}` : ''}`,
          url: entity?.url && row.entityId && !deleted ? entity.url(row.entityId) : null,
        }
      : null,
    changes: changesOf(row.summary),
    summary: row.summary,
  };
}

/** The audit log, newest first, filtered; each entry in words. */
export async function auditEntries(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  query: AuditQuery,
): Promise<{ rows: AuditEntryView[]; total: number; capped: boolean }> {
  requireStaff(ctx, 'admin');
  const where = auditConditions(query);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countUpTo(ctx.db, ctx.db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic()),
  ]);
  return { rows: rows.map(toAuditView), ...counted };
}

/** Everyone who has an entry in the log, for its filter: by the account, named as last recorded. */
export async function auditActors(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<AuditActor[]> {
  requireStaff(ctx, 'admin');
  // The few people among a million entries, one step along the index per person (a skip scan,
  // which PostgreSQL does not do by itself for a DISTINCT), each named by their latest entry.
  const result = await ctx.db.execute<{ id: number; name: string }>(sql`
    with recursive people(id) as (
      (select ${auditLog.userId} from ${auditLog} where ${auditLog.userId} is not null order by 1 limit 1)
      union all
      select (select a.user_id from ${auditLog} a where a.user_id > people.id order by a.user_id limit 1)
      from people where people.id is not null
    )
    select id, (select a.actor_name from ${auditLog} a where a.user_id = people.id order by a.at desc limit 1) as name
    from people where id is not null order by name`);
  return result.rows.map((r) => ({ id: r.id, name: r.name }));
}

/** At most this many entries in one export: years of a town's office. */
const CSV_LIMIT = 100_000;

/** The filtered log as CSV for a spreadsheet, every entry (up to CSV_LIMIT), in words. */
export async function auditCsv(ctx: Pick<ServiceContext, 'db' | 'actor'>, query: AuditQuery): Promise<string> {
  requireStaff(ctx, 'admin');
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(auditConditions(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(CSV_LIMIT);
  return toCsv([
    ['Kdy', 'Kdo', 'Co', 'Část', 'Položka', 'Změny', 'Kód akce'],
    ...rows
      .map(toAuditView)
      .map((entry) => [
        formatDateTime(entry.at),
        entry.actor,
        entry.what,
        entry.section ?? '',
        entry.item?.label ?? '',
        entry.changes.map((c) => `${c.label}: ${c.before === null ? c.after : `${c.before} → ${c.after}`}`).join('; '),
        entry.action,
      ]),
  ]);
}
export {
  type FourEyesBar,
  fourEyesBar,
  reviewersOf,
  reviewPolicyList,
  reviewRequired,
  setReviewRequired,
} from './review.server.ts';
export { securityEntries } from './security-log.server.ts';
