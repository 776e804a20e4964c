import { z } from 'zod';

export const reservationServiceSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    place: z.string(),
    slot_minutes: z.number(),
    capacity: z.number(),
    horizon_days: z.number(),
    lead_minutes: z.number(),
    cancel_hours: z.number(),
    max_active: z.number(),
    questions: z.array(z.any()),
    situations: z.array(z.string()),
  })
  .meta({ id: 'ReservationService' });
export type ReservationService = z.infer<typeof reservationServiceSchema>;

export const DAY_STATES = ['closed', 'full', 'few', 'free'] as const;

export const availabilityDaySchema = z
  .object({
    date: z.string(),
    state: z.enum(DAY_STATES),
    /** Places left that day (free slots × their remaining counters). */
    free: z.number(),
    closed_reason: z.string().nullable(),
    slots: z.array(z.object({ starts_at: z.string(), time: z.string(), remaining: z.number() })),
  })
  .meta({ id: 'AvailabilityDay' });
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const reservationSchema = z
  .object({
    id: z.string(),
    service: z.object({ slug: z.string(), name: z.string(), place: z.string() }),
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(['pending', 'active', 'cancelled']),
    name: z.string(),
    email: z.string(),
    note: z.string(),
    /** Until when it may still be cancelled. */
    cancel_until: z.string(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;
