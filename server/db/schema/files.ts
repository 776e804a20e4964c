import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: a Buffer either way. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded and generated files when they live in the database (FILE_STORAGE=database, the default
 * on PostgreSQL): the public media and the residents' attachments, by their relative name.
 */
export const files = pgTable(
  'files',
  {
    area: text('area').$type<'media' | 'uploads'>().notNull(),
    name: text('name').notNull(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.name] })],
);
