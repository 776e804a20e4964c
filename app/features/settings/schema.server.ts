import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site settings as name/value pairs per locale (spec §3: intropopup, topmenu,
 * openinghours, openinghoursinfo, bottommenu, meetingid). Values are JSON so a
 * menu is stored as its tree, not as a string to parse.
 */
export const settings = pgTable(
  'settings',
  {
    locale: text('locale').notNull().default('cs'),
    name: text('name').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.name] })],
);
