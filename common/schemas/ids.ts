import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`: every id and version in the schema is one. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one way a row's id or version is read from a path, a query or a form: a whole number from 1
 * to int4's limit. A larger one is a 422 that names its field, never a database error (a 500).
 */
export const rowNumber = () => z.coerce.number().int().min(1).max(INT4_MAX);
