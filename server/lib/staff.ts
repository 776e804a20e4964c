import type { FastifyRequest } from 'fastify';
import {
  handlesPayments,
  handlesShop,
  handlesWaste,
  isAdmin,
  isClerk,
  isStaff,
  type Section,
  sectionsOf,
} from '../../common/roles.ts';
import { HttpError } from './http-errors.ts';
import { type Actor, requireActor, type ServiceContext } from './service-context.ts';

export const STAFF_MESSAGES = {
  forbidden: 'K této části správy webu nemáte oprávnění.',
  secondFactor: 'Nejprve potvrďte přihlášení kódem z ověřovací aplikace.',
} as const;

/** 403 for someone signed in without the right; pages show it as the 404 page. */
export const forbidden = (message: string = STAFF_MESSAGES.forbidden) => new HttpError(403, message);

/** What a staff operation needs: a section, admin, any content section, a department's cases, the town's accounts, the booking desk and the reports (any clerk), the waste register, the shop. */
export type StaffNeed =
  | Section
  | 'admin'
  | 'content'
  | 'cases'
  | 'payments'
  | 'bookings'
  | 'waste'
  | 'reports'
  | 'shop';

function allows(actor: Actor, need: StaffNeed | undefined): boolean {
  switch (need) {
    case undefined:
      return isStaff(actor);
    case 'admin':
      return isAdmin(actor);
    case 'content':
      return sectionsOf(actor).length > 0;
    case 'cases':
    case 'bookings':
    case 'reports':
      return isClerk(actor);
    case 'payments':
      return handlesPayments(actor);
    case 'waste':
      return handlesWaste(actor);
    case 'shop':
      return handlesShop(actor);
    default:
      return sectionsOf(actor).includes(need);
  }
}

/**
 * The gate of every staff operation: 401 without a login, 403 for a resident or an editor of another
 * section (`'admin'`: admins only; `'content'`: an editor of any section; `'cases'`: a clerk of any
 * department; `'payments'`: a clerk of the finance department), and 403 until this login was confirmed with a second factor.
 */
export function requireStaff(ctx: Pick<ServiceContext, 'actor'>, need?: StaffNeed): Actor {
  const actor = requireActor(ctx);
  const allowed = allows(actor, need);
  if (!allowed) throw forbidden();
  if (!actor.secondFactor) throw forbidden(STAFF_MESSAGES.secondFactor);
  return actor;
}

/**
 * A staff route's gate, run when the request comes in, before its body is read or validated: the
 * same refusals as the operation's own check, so a caller without the right learns nothing from a
 * validation error and the server reads no upload for them. `signing-in`: any staff member before
 * the second factor too (enrolment, the code).
 */
export const staffOnly =
  (need: StaffNeed | 'signing-in') =>
  async (request: FastifyRequest): Promise<void> => {
    if (need !== 'signing-in') {
      requireStaff({ actor: request.user }, need);
      return;
    }
    if (!isStaff(requireActor({ actor: request.user }))) throw forbidden();
  };
