import { z } from 'zod';
import type { Db } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { blogCategories } from './schema.server.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const categoryRows = z.array(z.object({ slug: z.string(), name: z.string(), position: z.number().int() }));

/** The articles' categories (demo/news/categories.yaml), seeded with the town's settings. */
export async function seedCategories(tx: Tx) {
  await tx.insert(blogCategories).values(readDemo('news/categories', categoryRows)).onConflictDoNothing();
}
