import { z } from 'zod';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo, seededId } from '../../../server/db/seed/demo-data.ts';
import { weeklyHoursSchema } from '../reservations/schemas.ts';
import { productCategories, products, productVariants, shopCategories, stores, vouchers } from './schema.server.ts';

const slug = z.string().regex(/^[a-z0-9-]+$/);

/** The places of sale (demo/shop/stores.yaml). */
const storesFile = z.array(
  z.object({
    slug,
    name: z.string(),
    street: z.string(),
    city: z.string(),
    zip: z.string(),
    hours: weeklyHoursSchema,
    note: z.string(),
    phone: z.string(),
    email: z.email(),
    pickup: z.boolean(),
  }),
);

/** The goods (demo/shop/products.yaml): categories, and products with their variants and stock. */
const productsFile = z.object({
  categories: z.array(z.object({ slug, name: z.string() })),
  products: z.array(
    z.object({
      slug,
      name: z.string(),
      /** The first is the product's own (its default category). */
      categories: z.tuple([slug], slug),
      price: z.number().positive(),
      discountable: z.boolean().default(true),
      description: z.string(),
      variants: z
        .array(z.object({ name: z.string(), price: z.number().positive().optional(), stock: z.number().int().min(0) }))
        .min(1),
    }),
  ),
});

/** The shop's places of sale, categories and goods. */
export async function seedShop(tx: Tx) {
  await tx
    .insert(stores)
    .values(readDemo('shop/stores', storesFile).map((s, position) => ({ ...s, position })))
    .onConflictDoNothing();
  const file = readDemo('shop/products', productsFile);
  await tx
    .insert(shopCategories)
    .values(file.categories.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  const categoryIds = new Map((await tx.select().from(shopCategories)).map((c) => [c.slug, c.id]));
  for (const [position, p] of file.products.entries()) {
    const [row] = await tx
      .insert(products)
      .values({
        slug: p.slug,
        name: p.name,
        description: p.description.trim(),
        defaultCategoryId: seededId(categoryIds, p.categories[0], 'the category'),
        priceHellers: Math.round(p.price * 100),
        discountable: p.discountable,
        position,
      })
      .onConflictDoNothing()
      .returning({ id: products.id });
    if (!row) continue;
    await tx
      .insert(productCategories)
      .values(p.categories.map((c) => ({ productId: row.id, categoryId: seededId(categoryIds, c, 'the category') })));
    await tx.insert(productVariants).values(
      p.variants.map((v, i) => ({
        productId: row.id,
        name: v.name,
        priceHellers: v.price === undefined ? null : Math.round(v.price * 100),
        stock: v.stock,
        position: i,
      })),
    );
  }
}

const day = z.iso.date();

/** The discount codes (demo/shop/vouchers.yaml), each exercising one of the rules. */
const vouchersFile = z.array(
  z.object({
    code: z.string().regex(/^[A-Z0-9-]+$/),
    description: z.string(),
    percent: z.number().int().min(1).max(100).optional(),
    amount: z.number().positive().optional(),
    minimalPrice: z.number().positive().optional(),
    activeFrom: day.optional(),
    activeTo: day.optional(),
    quantity: z.number().int().positive().optional(),
    quantityPerUser: z.number().int().positive().optional(),
  }),
);

export async function seedVouchers(tx: Tx) {
  const hellers = (crowns: number | undefined) => (crowns === undefined ? null : Math.round(crowns * 100));
  await tx
    .insert(vouchers)
    .values(
      readDemo('shop/vouchers', vouchersFile).map((v) => ({
        code: v.code,
        description: v.description,
        percent: v.percent ?? null,
        amountHellers: hellers(v.amount),
        minimalPriceHellers: hellers(v.minimalPrice),
        activeFrom: v.activeFrom ?? null,
        activeTo: v.activeTo ?? null,
        quantity: v.quantity ?? null,
        quantityPerUser: v.quantityPerUser ?? null,
      })),
    )
    .onConflictDoNothing();
}
