import { z } from 'zod';
import { countOf } from '../../../common/plural.ts';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema, isoDateTimeSchema } from '../../../common/schemas/dates.ts';
import { formFieldSchema } from '../../../common/schemas/form-field.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { phoneSchema } from '../../../common/schemas/phone.ts';
import { intervalsFrom } from './format.ts';

/** What the booking says when it cannot be done; the API answers with these, the pages show them. */
export const reservationMessages = {
  full: 'Tento termín se mezitím zaplnil. Vyberte si prosím jiný.',
  notBookable:
    'Tento termín nelze rezervovat: je v minulosti, příliš brzy, příliš daleko dopředu nebo mimo úřední hodiny.',
  twice: 'Tento termín už máte rezervovaný.',
  limit: (n: number) =>
    `U této služby můžete mít nejvýše ${countOf(n, { one: 'nadcházející rezervaci', few: 'nadcházející rezervace', other: 'nadcházejících rezervací' })}. Nejdřív některou zrušte, nebo počkejte, až proběhne.`,
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

/** A day's intervals in weekly hours (ISO weekday, 1 = Monday); none when it has none. */
export function hoursOn(hours: WeeklyHours, weekday: number) {
  const key = WEEKDAY_KEYS.find((k) => k === String(weekday));
  return (key && hours[key]) || [];
}

/** A question of a service, in the form engine's field format (common/forms/types.ts). */
export const questionSchema = formFieldSchema.register(apiSchemas, { id: 'ReservationQuestion' });
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
  .register(apiSchemas, { id: 'ReservationService' });
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
  .register(apiSchemas, { id: 'AvailabilityDay' });
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
  .register(apiSchemas, { id: 'Reservation' });
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
  phone: phoneSchema,
  note: z.string().trim().max(1000).optional().default(''),
  answers: z.record(z.string(), z.string().max(2000)).optional().default({}),
});
export type BookingInput = z.infer<typeof bookingInput>;

// The booking desk (issue 14): today's bookings at the counters, closed days, the weekly templates.

export const DESK_MESSAGES = {
  tooEarly: 'Příchod lze zapsat nejdřív v den rezervace.',
  cancelled: 'Rezervace je zrušená; příchod se k ní nezapisuje.',
  closedAlready: 'Tento den už je pro tuto službu uzavřený.',
  past: 'Uzavřít lze jen dnešek nebo den v budoucnu.',
} as const;

export const deskDayQuery = z.object({ date: isoDateSchema().optional() });

export const deskBookingSchema = z.object({
  id: z.string(),
  /** 'HH:MM' in Prague. */
  time: z.string(),
  starts_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  /** The service's questions as asked, with the answers. */
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  /** pending: made without an account and not confirmed yet (it holds the place for half an hour). */
  status: reservationStatus,
  attendance: z.enum(['arrived', 'no_show']).nullable(),
});
export type DeskBooking = z.infer<typeof deskBookingSchema>;

export const deskDaySchema = z
  .object({
    date: z.string(),
    services: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        place: z.string(),
        /** Counters: how many people one slot takes. */
        capacity: z.number(),
        /** Why the service takes nobody that day (a holiday, a closure), or null. */
        closed_reason: z.string().nullable(),
        /** The closure the desk can lift, when the day was closed for this service or the whole office. */
        closure: z.object({ id: z.number(), whole_office: z.boolean() }).nullable(),
        bookings: z.array(deskBookingSchema),
        /** Bookings of the day that were cancelled. */
        cancelled: z.number(),
      }),
    ),
  })
  .register(apiSchemas, { id: 'DeskDay' });
export type DeskDay = z.infer<typeof deskDaySchema>;

export const attendanceInput = z.object({ attendance: z.enum(['arrived', 'no_show', 'none']) });
export type AttendanceInput = z.infer<typeof attendanceInput>;

const reason = z
  .string()
  .trim()
  .min(3, 'Napište důvod; pošle se lidem v e-mailu.')
  .max(300, 'Důvod může mít nejvýše 300 znaků.');

export const officeCancelInput = z.object({ reason });

export const closeDayInput = z.object({
  /** A service's slug, or '' for the whole office. */
  service: z.string().max(100).default(''),
  date: isoDateSchema(),
  reason,
});
export type CloseDayInput = z.infer<typeof closeDayInput>;

export const deskServiceSchema = reservationServiceSchema
  .pick({
    slug: true,
    name: true,
    place: true,
    slot_minutes: true,
    capacity: true,
    horizon_days: true,
    lead_minutes: true,
    cancel_hours: true,
    max_active: true,
  })
  .extend({
    weekly: weeklyHoursSchema,
    closures: z.array(z.object({ id: z.number(), date: z.string(), reason: z.string(), whole_office: z.boolean() })),
  })
  .register(apiSchemas, { id: 'DeskService' });
export type DeskService = z.infer<typeof deskServiceSchema>;

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label}: zadejte celé číslo.`)
    .int(`${label}: zadejte celé číslo.`)
    .min(min, `${label}: nejméně ${min}.`)
    .max(max, `${label}: nejvýše ${max}.`);

/** A service's rules as the desk edits them; bookings already made keep their times. */
export const serviceRulesInput = z.object({
  // Each day's intervals in order, none empty and none overlapping the one before.
  weekly: weeklyHoursSchema.superRefine((weekly, ctx) => {
    for (const [day, intervals] of Object.entries(weekly)) {
      let end = '';
      for (const [from, to] of intervals ?? []) {
        if (from >= to || from < end)
          ctx.addIssue({
            code: 'custom',
            path: [day],
            message: 'Úseky musí jít po sobě a každý musí končit později, než začíná (např. 08:00–11:30, 12:30–17:00).',
          });
        end = to;
      }
    }
  }),
  slot_minutes: whole('Délka termínu', 5, 240),
  capacity: whole('Počet přepážek', 1, 20),
  horizon_days: whole('Jak daleko dopředu', 1, 365),
  lead_minutes: whole('Nejpozději předem', 0, 10_080),
  cancel_hours: whole('Zrušení nejpozději', 0, 168),
  max_active: whole('Rezervací na osobu', 1, 20),
});
export type ServiceRulesInput = z.infer<typeof serviceRulesInput>;

/** A day of the weekly template as the desk types it ("8:00-11:30, 12:30–17:00"), read as its intervals. */
const dayText = z
  .string()
  .trim()
  .default('')
  .transform((text, ctx) => {
    const intervals = intervalsFrom(text);
    if (intervals !== null) return intervals;
    ctx.addIssue({ code: 'custom', message: 'Napište úseky jako 08:00–11:30, 12:30–17:00.' });
    return z.NEVER;
  });

/**
 * The rules as the service's page sends them: each weekday one text field (`weekly.1` Monday …
 * `weekly.7` Sunday), read as the API's intervals and checked by the API's rules; an empty day is closed.
 */
export const serviceRulesForm = serviceRulesInput.extend({
  weekly: z
    .object({ 1: dayText, 2: dayText, 3: dayText, 4: dayText, 5: dayText, 6: dayText, 7: dayText })
    .transform((days) => Object.fromEntries(Object.entries(days).filter(([, intervals]) => intervals.length)))
    .pipe(serviceRulesInput.shape.weekly),
});

/** A closed day opened again from the desk's pages: the closure's id, and the day the page shows. */
export const reopenDayForm = z.object({ closure: rowNumber(), date: isoDateSchema().optional() });

/** A booking a desk's button acts on, and the day the page shows. */
export const deskBookingForm = z.object({ id: z.string().min(1).max(100), date: isoDateSchema() });
