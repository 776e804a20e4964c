import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';

/**
 * A crisis alert (issue 16): a banner on every page from `startsAt` until `endsAt`, and a mail to
 * the alerts' subscribers, to all or to those living on `streets` (empty: the whole town).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** 'warning' (Upozornění) or 'danger' (Nebezpečí): the banner's colour and its first word. */
    level: text('level').notNull(),
    /** Street names as the waste register spells them; empty for the whole town. */
    streets: text('streets').array().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The alerts' subscribers are mailed (those on `streets`, if any); `mailedAt`: their mails are queued. */
    mail: boolean('mail').notNull().default(false),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** How many subscribers its mail went to. */
    recipients: integer('recipients').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('alerts_window').on(t.endsAt, t.startsAt)],
);
