import type { z } from 'zod';
import type { articleInputSchema } from './schemas.ts';

type ArticleInput = z.input<typeof articleInputSchema>;

/**
 * An article as the staff API takes it, for the tests to make their own: a news draft with a title
 * and the least else, `extra` setting what a test is about. Tests assert what they made, not the
 * demo town's prose.
 */
export const articleInput = (title: string, extra: Partial<ArticleInput> = {}): ArticleInput => ({
  kind: 'news',
  title,
  perex: 'Úvod.',
  body: '<p>Text.</p>',
  publication: 'draft',
  ...extra,
});
