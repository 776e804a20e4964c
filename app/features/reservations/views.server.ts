import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { ServiceRow } from './catalogue.server.ts';
import type { reservations } from './schema.server.ts';
import type { PublicReservation, Reservation } from './schemas.ts';

export type ReservationRow = typeof reservations.$inferSelect;

/** A mailed link of a booking: to cancel it, or to confirm one made without an account. */
export const link = (ctx: Pick<ServiceContext, 'config'>, kind: 'zrusit' | 'potvrzeni', token: string) =>
  `${ctx.config.PUBLIC_URL}/rezervace/${kind}/${token}`;

/** A booking as its mails name it. */
export const mailed = (r: ReservationRow, s: ServiceRow) => ({
  id: r.id,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  serviceName: s.name,
  place: s.place,
});

/** A booking as the resident's list and the API show it. */
export const toReservation = (r: ReservationRow, s: ServiceRow): Reservation => ({
  id: r.id,
  service: { slug: s.slug, name: s.name, place: s.place },
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  status: r.status,
  name: r.name,
  email: r.email,
  note: r.note,
  cancel_until: new Date(r.startsAt.getTime() - s.cancelHours * 3_600_000).toISOString(),
  cancelled_at: r.cancelledAt?.toISOString() ?? null,
});

/** What a page behind a mailed link shows: the service and the time, nothing the person typed. */
export const publicView = (r: ReservationRow, s: ServiceRow): PublicReservation => ({
  service: { slug: s.slug, name: s.name, place: s.place },
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  status: r.status,
});
