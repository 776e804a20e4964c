import { pgTable, text } from 'drizzle-orm/pg-core';

/** Facts about the database itself, e.g. when the demo seed ran. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
