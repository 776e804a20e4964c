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
