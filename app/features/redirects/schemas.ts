import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

// Redirects from the addresses of the town's former site (issue 31), section admin.

const MAX_ADDRESS = 2000;

/**
 * The path and query of an old address, typed as a path (`/clanky/123?x=1`) or a whole address of
 * the old site (`https://www.vzorov.cz/clanky/123`), as the browser will send it: percent-encoded,
 * without the fragment. Null when it is neither.
 */
export function oldPath(value: string): string | null {
  const text = value.trim();
  let url: URL;
  try {
    if (/^https?:\/\//i.test(text)) url = new URL(text);
    else if (text.startsWith('/') && !text.startsWith('//')) url = new URL(text, 'http://old.invalid');
    else return null;
  } catch {
    return null;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${path || '/'}${url.search}`;
}

/** How an old path is matched: old sites (IIS, vismo) did not tell upper from lower case, nor a trailing slash. */
export const redirectKey = (path: string) => path.toLowerCase();

/** Where a redirect leads: a path of this site, or a whole http(s) address elsewhere. Null when neither. */
export function newAddress(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) {
    try {
      const url = new URL(text, 'http://site.invalid');
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).href;
  } catch {
    return null;
  }
}

export const redirectInputSchema = z
  .object({
    from: z
      .string()
      .trim()
      .min(1, 'Zadejte starou adresu.')
      .max(MAX_ADDRESS, 'Adresa může mít nejvýš 2 000 znaků.')
      .transform((value, context) => {
        const path = oldPath(value);
        if (path && path !== '/') return path;
        context.addIssue({
          code: 'custom',
          message:
            path === '/'
              ? 'Úvodní stránku přesměrovat nelze: je to úvodní stránka tohoto webu.'
              : 'Zadejte cestu začínající lomítkem (/clanky/123) nebo celou starou adresu (https://…).',
        });
        return z.NEVER;
      }),
    to: z
      .string()
      .trim()
      .min(1, 'Zadejte, kam má stará adresa vést.')
      .max(MAX_ADDRESS, 'Adresa může mít nejvýš 2 000 znaků.')
      .transform((value, context) => {
        const address = newAddress(value);
        if (address) return address;
        context.addIssue({
          code: 'custom',
          message: 'Zadejte stránku tohoto webu začínající lomítkem (/aktuality/…) nebo celou adresu https://….',
        });
        return z.NEVER;
      }),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((input, context) => {
    if (input.to.startsWith('/') && redirectKey(oldPath(input.to) ?? '') === redirectKey(input.from))
      context.addIssue({ code: 'custom', path: ['to'], message: 'Adresa nemůže vést sama na sebe.' });
  });
export type RedirectInput = z.output<typeof redirectInputSchema>;

export const REDIRECT_ORIGINS = ['manual', 'import', 'move'] as const;

export const redirectRowSchema = z
  .object({
    id: z.number(),
    from: z.string(),
    to: z.string(),
    /** Entered by hand (or CSV), written by an import for the item it brought over, or by a page's move. */
    origin: z.enum(REDIRECT_ORIGINS),
    updated_at: z.string(),
    version: z.number(),
  })
  .register(apiSchemas, { id: 'Redirect' });
export type RedirectRow = z.infer<typeof redirectRowSchema>;

export const redirectAdminQuery = z.object({
  q: z.string().trim().max(200).optional().describe('Část staré nebo nové adresy'),
  origin: z.enum(REDIRECT_ORIGINS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type RedirectAdminQuery = z.output<typeof redirectAdminQuery>;

export const redirectIdParams = z.object({ id: rowNumber() });

/** What a CSV of redirects did: each line that could not be taken, with its number and reason. */
export const redirectCsvResultSchema = z
  .object({
    created: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    problems: z.array(z.object({ line: z.number(), message: z.string() })),
  })
  .register(apiSchemas, { id: 'RedirectCsvResult' });
export type RedirectCsvResult = z.infer<typeof redirectCsvResultSchema>;

/** The CSV's columns, in and out. */
export const CSV_COLUMNS = ['stara_adresa', 'nova_adresa'] as const;
