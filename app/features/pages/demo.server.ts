import { z } from 'zod';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { overviews, pages } from './schema.server.ts';

/** demo/pages/pages.yaml and more-pages.yaml: rich text as HTML, sanitised when served. */
const demoPages = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]{1,100}$/),
    title: z.string().min(1),
    description: z.string().min(1),
    body: z.string().min(1),
  }),
);

/** demo/pages/overviews.yaml: each tile leads to a page of the site. */
const demoOverviews = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]{1,120}$/),
    title: z.string().min(1),
    perex: z.string().min(1),
    tiles: z.array(z.object({ title: z.string().min(1), text: z.string().min(1), href: z.string().startsWith('/') })),
  }),
);

/** The content pages, the legal ones among them (step demo_pages_seeded_at). */
export async function seedPages(tx: Tx) {
  await tx.insert(pages).values(readDemo('pages/pages', demoPages)).onConflictDoNothing();
}

/** The pages the overviews lead to, then the overviews (the last part of the step demo_reading_seeded_at). */
export async function seedOverviews(tx: Tx) {
  await tx.insert(pages).values(readDemo('pages/more-pages', demoPages)).onConflictDoNothing();
  await tx.insert(overviews).values(readDemo('pages/overviews', demoOverviews)).onConflictDoNothing();
}
