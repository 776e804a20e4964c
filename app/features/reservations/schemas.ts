import { z } from 'zod';
import { emailSchema } from '../../../common/schemas/account.ts';
import { isoDateSchema, isoDateTimeSchema } from '../../../common/schemas/dates.ts';
import { formFieldSchema } from '../../../common/schemas/form-field.ts';

/** What the booking says when it cannot be done; the API answers with these, the pages show them. */
export const reservationMessages = {
  full: 'Tento termín se mezitím zaplnil. Vyberte si prosím jiný.',
  notBookable:
    'Tento termín nelze rezervovat: je v minulosti, příliš brzy, příliš daleko dopředu nebo mimo úřední hodiny.',
  twice: 'Tento termín už máte rezervovaný.',
  limit: (n: number) =>
    `U této služby můžete mít nejvýše ${n} ${n === 1 ? 'nadcházející rezervaci' : n < 5 ? 'nadcházející rezervace' : 'nadcházejících rezervací'}. Nejdřív některou zrušte, nebo počkejte, až proběhne.`,
  tooLate: (hours: number) =>
    `Rezervaci lze zrušit nejpozději ${hours} hodin před začátkem. Pokud nemůžete přijít, zavolejte nám prosím.`,
  alreadyCancelled: 'Tato rezervace už je zrušená.',
  badLink: 'Odkaz je neplatný nebo už vypršel.',
} as const;

/** How long a booking made without an account holds its slot while the e-mail is being confirmed. */
export const PENDING_HOLD_MINUTES = 30;

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Opening template: ISO weekday ('1' Monday … '7' Sunday) → intervals ['08:00', '11:30'] in Prague time. */
export const weeklyHoursSchema = z.partialRecord(z.enum(WEEKDAY_KEYS), z.array(z.tuple([clock, clock])));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A question of a service, in the form engine's field format (common/forms/types.ts). */
export const questionSchema = formFieldSchema.meta({ id: 'ReservationQuestion' });
/** The same shape as the form engine's `Field` (a stored question is served, a checked demo one is stored). */
export type Question = z.infer<typeof questionSchema>;

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
    questions: z.array(questionSchema),
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

const reservationStatus = z.enum(['pending', 'active', 'cancelled']);

export const reservationSchema = z
  .object({
    id: z.string(),
    service: z.object({ slug: z.string(), name: z.string(), place: z.string() }),
    starts_at: z.string(),
    ends_at: z.string(),
    status: reservationStatus,
    name: z.string(),
    email: z.string(),
    note: z.string(),
    /** Until when it may still be cancelled. */
    cancel_until: z.string(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;

/** What a page behind a mailed link shows: the service and the time, nothing the person typed. */
export const publicReservationSchema = reservationSchema.pick({
  service: true,
  starts_at: true,
  ends_at: true,
  status: true,
});
export type PublicReservation = z.infer<typeof publicReservationSchema>;

export const confirmedReservationSchema = publicReservationSchema.extend({
  outcome: z.enum(['confirmed', 'already', 'cancelled']),
});
export type ConfirmedReservation = z.infer<typeof confirmedReservationSchema>;

export const serviceParams = z.object({ slug: z.string().max(100) });
export const reservationParams = z.object({ id: z.string().max(100) });

export const slotsQuery = z.object({ from: isoDateSchema().optional(), to: isoDateSchema().optional() });
export type SlotsQuery = z.infer<typeof slotsQuery>;

/** The secret of a mailed link (confirm or cancel). */
export const tokenInput = z.object({ token: z.string().min(10).max(200) });
export const lookupInput = tokenInput.extend({ purpose: z.enum(['cancel', 'confirm']) });
export type LookupInput = z.infer<typeof lookupInput>;

/**
 * A booking, as the API takes it and the booking form sends it. The answers
 * to the service's own questions are checked against its definition by the
 * service (they differ per service); a logged-in resident's e-mail is their
 * account's.
 */
export const bookingInput = z.object({
  service: z.string().max(100),
  starts_at: isoDateTimeSchema(),
  // Empty says "fill it in", as the form always did; too short says how long.
  name: z.string().trim().min(1, { abort: true }).min(3).max(150),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ]*$/, 'Pole musí obsahovat pouze číslice.')
    .optional()
    .default(''),
  note: z.string().trim().max(1000).optional().default(''),
  answers: z.record(z.string(), z.string().max(2000)).optional().default({}),
});
export type BookingInput = z.infer<typeof bookingInput>;
