import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { reservationServices } from './schema.server.ts';
import type { ReservationService } from './schemas.ts';

export type ServiceRow = typeof reservationServices.$inferSelect;

const toService = (s: ServiceRow): ReservationService => ({
  slug: s.slug,
  name: s.name,
  description: s.description,
  place: s.place,
  slot_minutes: s.slotMinutes,
  capacity: s.capacity,
  horizon_days: s.horizonDays,
  lead_minutes: s.leadMinutes,
  cancel_hours: s.cancelHours,
  max_active: s.maxActive,
  questions: s.questions,
  situations: s.situations,
});

/** The services one can book, in their order. */
export async function services(ctx: Pick<ServiceContext, 'db'>): Promise<ReservationService[]> {
  const rows = await ctx.db.select().from(reservationServices).orderBy(asc(reservationServices.position));
  return rows.map(toService);
}

export async function serviceRow(db: Db, slug: string): Promise<ServiceRow> {
  const [row] = await db.select().from(reservationServices).where(eq(reservationServices.slug, slug)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** One service: its rules and its own questions; an unknown one is a 404. */
export async function service(ctx: Pick<ServiceContext, 'db'>, slug: string): Promise<ReservationService> {
  return toService(await serviceRow(ctx.db, slug));
}

/** The services a life situation offers to book ("Objednat se"), in their order. */
export async function servicesOfSituation(
  ctx: Pick<ServiceContext, 'db'>,
  slug: string,
): Promise<{ slug: string; name: string }[]> {
  return ctx.db
    .select({ slug: reservationServices.slug, name: reservationServices.name })
    .from(reservationServices)
    .where(sql`${slug} = any(${reservationServices.situations})`)
    .orderBy(asc(reservationServices.position));
}
