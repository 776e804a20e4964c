import { boolean, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';
import { commitments } from '../commitments/schema.server.ts';

/** An address in the office's register of waste bins. */
export const wasteAddresses = pgTable(
  'waste_addresses',
  {
    id: serial('id').primaryKey(),
    street: text('street').notNull(),
    /** Číslo popisné (house number), as on the sticker form. */
    houseNumber: text('house_number').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
  },
  (t) => [unique('waste_addresses_house').on(t.city, t.houseNumber)],
);

/** A bin with its sticker code and its collection rule: a weekday every n weeks from an anchor day. */
export const wasteBins = pgTable('waste_bins', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  addressId: integer('address_id')
    .notNull()
    .references(() => wasteAddresses.id),
  /** smesny, plast, papir, bio, sklo */
  kind: text('kind').notNull(),
  volume: integer('volume').notNull(),
  /** ISO weekday of collection, 1 Monday … 5 Friday. */
  weekday: integer('weekday').notNull(),
  everyWeeks: integer('every_weeks').notNull(),
  /** A collection day ('YYYY-MM-DD') that fixes which weeks are collection weeks. */
  anchor: text('anchor').notNull(),
  /** Months of the year with collections (bio: April–November); empty means all year. */
  months: integer('months').array().notNull(),
  /** The yearly fee the bin implies, in hellers (0 where the fee is per person, not per bin). */
  feeHellers: integer('fee_hellers').notNull(),
});

/** What a resident's row about one of their bins starts with: its id, whose it is, which bin; it goes with either. */
const residentBin = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  binId: integer('bin_id')
    .notNull()
    .references(() => wasteBins.id, { onDelete: 'cascade' }),
});

/** A resident's link to a bin, proven by its code and the house number; carries the calendar token. */
export const wasteBinLinks = pgTable(
  'waste_bin_links',
  {
    ...residentBin(),
    /** SHA-256 of the secret in the calendar subscription address; null when there is none. */
    calendarTokenHash: text('calendar_token_hash'),
    /** The resident asked for a mail the evening before each pickup of this bin. */
    remind: boolean('remind').notNull().default(false),
    /** The pickup day last reminded of, so each is reminded once (reminders.server.ts). */
    remindedFor: text('reminded_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('waste_bin_links_user_bin').on(t.userId, t.binId),
    index('waste_bin_links_token').on(t.calendarTokenHash),
  ],
);

/** An extra pickup a resident ordered. */
export const pickupOrders = pgTable(
  'pickup_orders',
  {
    ...residentBin(),
    date: text('date').notNull(),
    note: text('note').notNull().default(''),
    commitmentId: uuid('commitment_id').references(() => commitments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('pickup_orders_bin_date').on(t.binId, t.date)],
);

/** The price list of extra pickups (Kč by the bin's kind and volume); a bin not on it is taken away free. */
export const wastePrices = pgTable(
  'waste_prices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    volume: integer('volume').notNull(),
    extraPickupHellers: integer('extra_pickup_hellers').notNull(),
  },
  (t) => [unique('waste_prices_bin').on(t.kind, t.volume)],
);
