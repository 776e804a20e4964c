import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Field } from '../../../common/forms/types.ts';
import { users } from '../../../server/db/schema/users.ts';
import type { WeeklyHours } from './schemas.ts';

/** Something a resident can book a time for (Czech POINT, ID cards, tea with the mayor, …). */
export const reservationServices = pgTable('reservation_services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  place: text('place').notNull(),
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  /** Counters: how many people one slot takes. */
  capacity: integer('capacity').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  leadMinutes: integer('lead_minutes').notNull(),
  /** Until how many hours before the start a booking may be cancelled. */
  cancelHours: integer('cancel_hours').notNull(),
  /** Upcoming bookings one person may hold for this service. */
  maxActive: integer('max_active').notNull(),
  /** Agenda-specific questions, in the form engine's field format. */
  questions: jsonb('questions').$type<Field[]>().notNull(),
  /** Life situations (`/potrebuji-vyridit/{slug}`) that offer "Objednat se" to this service. */
  situations: text('situations').array().notNull(),
  position: integer('position').notNull().default(0),
});

/** Days a service (or, with no service, the whole office) is closed beyond public holidays. */
export const reservationClosures = pgTable('reservation_closures', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id').references(() => reservationServices.id, { onDelete: 'cascade' }),
  date: text('date').notNull(),
  reason: text('reason').notNull(),
  /** The staff member who closed the day from the booking desk; null for the demo's and older ones. */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A slot that someone has booked: the row every booking of that time locks, so none overbooks it. */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => reservationServices.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('reservation_slots_service_start').on(t.serviceId, t.startsAt)],
);

export const RESERVATION_STATES = ['pending', 'active', 'cancelled'] as const;

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => reservationServices.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => reservationSlots.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lowercased: the per-person limit counts by it for bookings made without an account. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    /** pending: made without an account, waiting for the e-mail to be confirmed (holds the slot 30 min). */
    status: text('status', { enum: RESERVATION_STATES }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the office cancelled it (a closed day, the clerk ill); null when the person did. */
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the front desk recorded: the person came, or did not. */
    attendance: text('attendance', { enum: ['arrived', 'no_show'] }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    attendanceBy: integer('attendance_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the day-before reminder was queued (reminders.server.ts). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('reservations_slot').on(t.slotId, t.status),
    index('reservations_service_start').on(t.serviceId, t.startsAt),
    index('reservations_user').on(t.userId, t.startsAt),
    check('reservations_status', sql`${t.status} in ('pending', 'active', 'cancelled')`),
    check('reservations_attendance', sql`${t.attendance} is null or ${t.attendance} in ('arrived', 'no_show')`),
  ],
);
