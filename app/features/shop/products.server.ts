import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { shopMessages } from './messages.ts';
import { unitPrice } from './pricing.ts';
import { productCategories, products, productVariants, shopCategories } from './schema.server.ts';
import type { Product, ProductSummary } from './schemas.ts';

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type CategoryRow = typeof shopCategories.$inferSelect;

const category = (c: CategoryRow) => ({ id: c.id, slug: c.slug, name: c.name });

function summary(
  ctx: Pick<ServiceContext, 'actor'>,
  p: ProductRow,
  variants: VariantRow[],
  defaultCategory: CategoryRow,
): ProductSummary {
  const discount = ctx.actor?.group?.discount ?? 0;
  const prices = variants.map((v) => v.priceHellers ?? p.priceHellers);
  const lowest = prices.length ? Math.min(...prices) : p.priceHellers;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    price: unitPrice(lowest, p.discountable, discount) / 100,
    original_price: lowest / 100,
    price_from: new Set(prices).size > 1,
    image_url: p.imageUrl,
    image_alt: p.imageAlt,
    default_category: category(defaultCategory),
    in_stock: variants.some((v) => v.stock > 0),
  };
}

/** The shop's categories and its products on sale, of one category when `kategorie` names one. */
export async function productList(
  ctx: Ctx,
  query: { kategorie?: string },
): Promise<{ categories: ReturnType<typeof category>[]; products: ProductSummary[] }> {
  const categories = await ctx.db.select().from(shopCategories).orderBy(asc(shopCategories.position));
  const chosen = query.kategorie ? categories.find((c) => c.slug === query.kategorie) : undefined;
  if (query.kategorie && !chosen) throw notFound();
  const rows = chosen
    ? await ctx.db
        .select({ p: products })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.productId, products.id))
        .where(and(eq(products.active, true), eq(productCategories.categoryId, chosen.id)))
        .orderBy(asc(products.position), asc(products.id))
        .then((r) => r.map((x) => x.p))
    : await ctx.db
        .select()
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.position), asc(products.id));
  const variants = rows.length
    ? await ctx.db
        .select()
        .from(productVariants)
        .where(
          inArray(
            productVariants.productId,
            rows.map((p) => p.id),
          ),
        )
        .orderBy(asc(productVariants.position), asc(productVariants.id))
    : [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const defaultOf = (p: ProductRow) => {
    const found = byId.get(p.defaultCategoryId);
    // The column is a foreign key to the categories, all of which were read.
    if (!found) throw new Error(`The default category ${p.defaultCategoryId} of a product was not read.`);
    return found;
  };
  return {
    categories: categories.map(category),
    products: rows.map((p) =>
      summary(
        ctx,
        p,
        variants.filter((v) => v.productId === p.id),
        defaultOf(p),
      ),
    ),
  };
}

/** A product on sale by its slug, with its variants and categories; anything else is a 404. */
export async function product(ctx: Ctx, slug: string): Promise<Product> {
  const [p] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  if (!p) throw notFound(shopMessages.productNotFound);
  const variants = await ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, p.id))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const categories = await ctx.db
    .select({ c: shopCategories })
    .from(productCategories)
    .innerJoin(shopCategories, eq(shopCategories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, p.id))
    .orderBy(asc(shopCategories.position));
  const defaultCategory = await oneRow(
    ctx.db.select().from(shopCategories).where(eq(shopCategories.id, p.defaultCategoryId)),
  );
  return toProduct(
    ctx,
    p,
    variants,
    defaultCategory,
    categories.map((r) => r.c),
  );
}

/** A product with its variants and categories, priced for the asker (the office asks with no group). */
export function toProduct(
  ctx: Pick<ServiceContext, 'actor'>,
  p: ProductRow,
  variants: VariantRow[],
  defaultCategory: CategoryRow,
  categories: CategoryRow[],
): Product {
  const discount = ctx.actor?.group?.discount ?? 0;
  return {
    ...summary(ctx, p, variants, defaultCategory),
    description: p.description.split(/\n+/).filter((line) => line.trim()),
    categories: categories.map(category),
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      price: unitPrice(v.priceHellers ?? p.priceHellers, p.discountable, discount) / 100,
      original_price: (v.priceHellers ?? p.priceHellers) / 100,
      stock: v.stock,
    })),
  };
}
