import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The street of an address line as people write it ("Lipová 12", "náměstí Míru 1/3a"): the line
 * without its house number, so the waste register's addresses and the accounts' meet on one name.
 */
export const streetName = (line: PgColumn | SQL): SQL<string> =>
  sql<string>`regexp_replace(trim(${line}), '\\s+[0-9][0-9a-zA-Z/]*$', '')`;
