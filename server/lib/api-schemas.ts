import { z } from 'zod';
import { apiSchemas } from '../../common/schemas/api-names.ts';

/** Locale path segment: only `cs` exists; anything else is a 404 (DESIGN §5). */
export const localeParams = z.object({ locale: z.literal('cs') });

export const errorSchema = z.object({ message: z.string() }).register(apiSchemas, { id: 'Error' });
export const validationErrorSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .register(apiSchemas, { id: 'ValidationError' });

export const MAX_PER_PAGE = 100;

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(MAX_PER_PAGE),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * How far a long staff list counts what it found. Counting every match of a search over a
 * million audit entries costs as much as reading them all; past this the list says "více než"
 * and the office narrows the search, as the search engines do.
 */
export const COUNT_LIMIT = 1000;

export const listMeta = z.object({
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  capped: z
    .boolean()
    .optional()
    .describe(`true when the list stopped counting at ${COUNT_LIMIT}: there are more matches than \`total\``),
});

/** `{ data: [...], meta: { page, perPage, total } }` (DESIGN §5). */
export const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMeta });

export const itemResponse = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** The error responses every API route can give. */
export const commonErrors = {
  404: errorSchema,
  422: validationErrorSchema,
  500: errorSchema,
} as const;

export function page<T>(rows: T[], total: number, query: ListQuery, capped?: boolean) {
  return { data: rows, meta: { page: query.page, perPage: query.perPage, total, ...(capped ? { capped } : {}) } };
}

export const offset = (query: ListQuery) => (query.page - 1) * query.perPage;

/**
 * Runs a page query and, only when it is needed, the count: a first page
 * shorter than `perPage` is the whole list, which spares most lists the
 * second query.
 */
export async function withTotal<T>(
  query: ListQuery,
  rows: PromiseLike<T[]>,
  countRows: () => PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const list = await rows;
  if (query.page === 1 && list.length < query.perPage) return { rows: list, total: list.length };
  const [counted] = await countRows();
  return { rows: list, total: counted?.n ?? 0 };
}
