import type { z } from 'zod';
import { cleanText } from '../../server/lib/clean-text.ts';

/**
 * A page's path parameters (or the query it passes on) through the operation's schema: an address that
 * cannot exist is the 404 page. NULs go first, as the API drops them before it validates.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(cleanText(params));
  if (!parsed.success) throw Response.json({ message: 'This page could not be found' }, { status: 404 });
  return parsed.data;
}

/** A service's answer, or null where it refused with "not found" (someone else's, gone, already paid…). */
export async function unlessMissing<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  }
}
