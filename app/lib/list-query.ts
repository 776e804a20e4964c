import type { z } from 'zod';
import { cleanText } from '../../server/lib/clean-text.ts';

/**
 * A list's filters from its address, read leniently: the address's Czech names (`?od=`) map to the
 * schema's fields (`from`), and a value the schema refuses (a day that does not exist, a page out of
 * range) is left out and said, so the list still shows, with a Czech message, never an error page.
 */
export function listQuery<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  url: URL,
  names: Record<string, string>,
  fixed: Record<string, unknown> = {},
): { query: z.output<S>; problems: string[]; params: Record<string, string> } {
  const raw: Record<string, string> = {};
  for (const [param, field] of Object.entries(names)) {
    const value = cleanText(url.searchParams.get(param) ?? '').trim();
    if (value !== '') raw[field] = value;
  }
  const problems: string[] = [];
  for (;;) {
    const parsed = schema.safeParse({ ...raw, ...fixed });
    if (parsed.success) {
      const params = Object.fromEntries(
        Object.entries(names).flatMap(([param, field]) => (raw[field] === undefined ? [] : [[param, raw[field]]])),
      );
      return { query: parsed.data, problems, params };
    }
    const bad = parsed.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((field) => field in raw);
    if (bad.length === 0) throw parsed.error;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field in raw) problems.push(`${issue.message} Filtr „${raw[field]}“ nepoužit.`);
    }
    for (const field of bad) delete raw[field];
  }
}
