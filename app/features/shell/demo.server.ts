import { z } from 'zod';
import { type SiteSettings, settingSchemas } from '../../../common/settings.ts';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { countries, currencies, posters, settings } from './schema.server.ts';

/** The site's settings (demo/shell/settings.yaml), each checked by the schema the site reads it with. */
export const demoSettings = (): SiteSettings => readDemo('shell/settings', z.object(settingSchemas));

const posterRows = z.array(
  z.object({
    key: z.string(),
    title: z.string(),
    text: z.string().nullable(),
    link: z.string().nullable(),
    imageUrl: z.string(),
    imageWidth: z.number().int(),
    imageHeight: z.number().int(),
    imageAlt: z.string(),
    position: z.number().int(),
  }),
);

const currencyRows = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    rate: z.number(),
    decimals: z.number().int(),
    isDefault: z.boolean(),
    enabled: z.boolean(),
    symbolBefore: z.string().nullable(),
    symbolAfter: z.string().nullable(),
  }),
);

const countryRows = z.array(
  z.object({ code: z.string(), iso: z.string(), name: z.string(), position: z.number().int() }),
);

export async function seedSettings(tx: Tx) {
  await tx
    .insert(settings)
    .values(Object.entries(demoSettings()).map(([name, value]) => ({ locale: 'cs', name, value })))
    .onConflictDoNothing();
}

/** The reference lists: currencies and countries (demo/shell/currencies.yaml, countries.yaml). */
export async function seedLists(tx: Tx) {
  await tx.insert(currencies).values(readDemo('shell/currencies', currencyRows)).onConflictDoNothing();
  await tx.insert(countries).values(readDemo('shell/countries', countryRows)).onConflictDoNothing();
}

/** The home page's banners (demo/shell/posters.yaml). */
export async function seedPosters(tx: Tx) {
  await tx.insert(posters).values(readDemo('shell/posters', posterRows)).onConflictDoNothing();
}
