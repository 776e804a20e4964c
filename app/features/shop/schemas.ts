import { z } from 'zod';
import { keysOf } from '../../../common/keys.ts';
import { emailSchema } from '../../../common/schemas/account.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { crownsSchema, optionalCrownsSchema } from '../../../common/schemas/money.ts';
import { phoneSchema } from '../../../common/schemas/phone.ts';
import { transferSchema } from '../commitments/schemas.ts';
import { weeklyHoursSchema } from '../reservations/schemas.ts';

/** A place of sale as `/stores` shows it. */
export const storeSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), zip: z.string() }),
    /** ISO weekday ('1' Monday … '7' Sunday) → intervals in Prague time; a day not named is closed. */
    hours: weeklyHoursSchema,
    note: z.string(),
    phone: z.string(),
    email: z.string(),
    /** Orders from the web are picked up here. */
    pickup: z.boolean(),
  })
  .register(apiSchemas, { id: 'Store' });
export type Store = z.infer<typeof storeSchema>;

// Prices are in crowns, possibly with hellers, for the buyer: after their group's discount where the product allows it.

export const shopCategorySchema = z
  .object({ id: z.number(), slug: z.string(), name: z.string() })
  .register(apiSchemas, { id: 'ShopCategory' });

export const productSummarySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    /** The cheapest variant's price for this buyer. */
    price: z.number(),
    /** The same before the group discount; equal to `price` when none applies. */
    original_price: z.number(),
    /** Whether the variants differ in price ("od 120 Kč"). */
    price_from: z.boolean(),
    image_url: z.string().nullable(),
    image_alt: z.string(),
    default_category: shopCategorySchema,
    in_stock: z.boolean(),
  })
  .register(apiSchemas, { id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productVariantSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  original_price: z.number(),
  stock: z.number(),
});

export const productSchema = productSummarySchema
  .extend({
    /** Paragraphs of plain text. */
    description: z.array(z.string()),
    categories: z.array(shopCategorySchema),
    variants: z.array(productVariantSchema),
  })
  .register(apiSchemas, { id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productListQuery = z.object({ kategorie: z.string().max(100).optional() });

/** Up to this many pieces of one variant in one cart: a town shop sells to people, not to resellers. */
export const MAX_PIECES = 99;

export const cartItemSchema = z.object({
  id: z.number(),
  variant_id: z.number(),
  variant_name: z.string(),
  quantity: z.number(),
  note: z.string(),
  /** Pieces in stock now: the most this line can hold. */
  stock: z.number(),
  total: z.number(),
  product: productSummarySchema.pick({ id: true, slug: true, name: true, image_url: true, image_alt: true }).extend({
    price: z.number(),
    original_price: z.number(),
    default_category: shopCategorySchema,
    categories: z.array(shopCategorySchema),
  }),
});

export const cartVoucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  /** What it takes off this cart. */
  discount: z.number(),
});

/** A cart (spec §3): its items with their products and categories, its vouchers, and a guest's `tempId`. */
export const cartSchema = z
  .object({
    id: z.string(),
    items: z.array(cartItemSchema),
    vouchers: z.array(cartVoucherSchema),
    /** Pieces in all, for the header's badge. */
    count: z.number(),
    goods: z.number(),
    discount: z.number(),
    total: z.number(),
    /** The signed-in buyer's discount group, whose discount the prices already show. */
    group: z.object({ description: z.string(), discount: z.number() }).nullable(),
    tempId: z.string().optional(),
  })
  .register(apiSchemas, { id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const cartParams = z.object({ cartId: z.string().max(100) });
export const guestCartParams = z.object({ locale: z.literal('cs'), guestCartId: z.string().max(100).optional() });

/** `PUT /api/cart/{cartId}` (spec §7): the product, its variant, and how many pieces the line should hold. */
export const cartUpdateInput = z.object({
  id: rowNumber(),
  variantId: rowNumber(),
  note: z.string().trim().max(500).default(''),
  quantity: z.coerce.number().int().min(1).max(MAX_PIECES),
});
export type CartUpdateInput = z.infer<typeof cartUpdateInput>;

/** The cart update response (spec §3). */
export const cartUpdateSchema = z
  .object({
    product: z.object({
      id: z.number(),
      name: z.string(),
      price: z.number(),
      default_category: z.object({ name: z.string() }),
    }),
    variant_id: z.number(),
    quantity: z.number(),
    original_quantity: z.number(),
  })
  .register(apiSchemas, { id: 'CartUpdate' });
export type CartUpdate = z.infer<typeof cartUpdateSchema>;

/** The product page's "add to cart": pieces to add to what the cart already holds. */
export const addToCartInput = z.object({
  variantId: rowNumber(),
  quantity: z.coerce.number().int().min(1).max(MAX_PIECES),
  note: z.string().trim().max(500).default(''),
});

export const cartItemParams = z.object({ cartId: z.string().max(100), variantId: rowNumber() });

/** `POST /api/voucher/cart/add/{cartId}` (spec §7). */
export const voucherAddInput = z.object({
  voucherCode: z.string().trim().min(1).max(64),
  serviceType: z.string().max(50).default('eshop'),
  guestEmail: z.union([z.literal(''), emailSchema]).optional(),
});
export type VoucherAddInput = z.infer<typeof voucherAddInput>;

export const voucherDeleteInput = z.object({ voucherId: rowNumber() });

/** The spec's §8 voucher error codes, each answered with 404. */
export const VOUCHER_ERRORS = [
  'not_exists',
  'service_type',
  'quantity_per_user_limit',
  'voucher_is_already_added',
  'user_check',
  'quantity',
  'active_from',
  'active_to',
  'minimal_price',
] as const;
export type VoucherError = (typeof VOUCHER_ERRORS)[number];

export const voucherErrorSchema = z
  .object({
    message: z.string(),
    error: z.enum(VOUCHER_ERRORS),
    /** The per-user limit, or the minimal cart value in crowns. */
    value: z.number().optional(),
  })
  .register(apiSchemas, { id: 'VoucherError' });
export type VoucherRefusal = Omit<z.infer<typeof voucherErrorSchema>, 'message'>;

export const PAYMENT_METHODS = { qr: 'Převodem podle QR kódu', pickup: 'Při vyzvednutí' } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** The checkout's form. */
export const checkoutInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: emailSchema,
  phone: phoneSchema,
  store: z.string().min(1).max(100),
  payment: z.enum(keysOf(PAYMENT_METHODS)),
  note: z.string().trim().max(1000).default(''),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const ORDER_STATE_LABELS = {
  new: 'Přijatá',
  ready: 'Připravená k vyzvednutí',
  picked_up: 'Vyzvednutá',
  cancelled: 'Zrušená',
} as const;
export type OrderStateName = keyof typeof ORDER_STATE_LABELS;

export const orderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    state: z.enum(keysOf(ORDER_STATE_LABELS)),
    created_at: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    note: z.string(),
    store: storeSchema.pick({ slug: true, name: true, address: true, hours: true }),
    payment: z.enum(keysOf(PAYMENT_METHODS)),
    paid: z.boolean(),
    items: z.array(
      z.object({
        product_name: z.string(),
        variant_name: z.string(),
        unit_price: z.number(),
        quantity: z.number(),
        note: z.string(),
        total: z.number(),
      }),
    ),
    vouchers: z.array(z.object({ code: z.string(), discount: z.number() })),
    goods: z.number(),
    discount: z.number(),
    total: z.number(),
    variable_symbol: z.string(),
    /** The way to pay by transfer while the order is unpaid: the town's account and the QR code (SVG). */
    transfer: transferSchema.nullable(),
  })
  .register(apiSchemas, { id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** The cart page's forms, one operation each. */
export const cartPageInput = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('mnozstvi'),
    variantId: rowNumber(),
    quantity: z.coerce.number().int().min(1).max(MAX_PIECES),
  }),
  z.object({ intent: z.literal('odebrat'), variantId: rowNumber() }),
  z.object({ intent: z.literal('kod'), voucherCode: voucherAddInput.shape.voucherCode }),
  z.object({ intent: z.literal('odebrat-kod'), voucherId: rowNumber() }),
  z.object({ intent: z.literal('vysypat') }),
]);

// The office's side: orders by state, the codes, the goods and their stock.

export const officeOrderQuery = z.object({
  stav: z.enum(keysOf(ORDER_STATE_LABELS)).optional(),
});

export const officeOrderSchema = orderSchema
  .extend({ ready_at: z.string().nullable(), picked_up_at: z.string().nullable(), account: z.boolean() })
  .register(apiSchemas, { id: 'OfficeOrder' });
export type OfficeOrder = z.infer<typeof officeOrderSchema>;

/** What the counter does with an order: ready (the buyer is mailed), picked up, paid at the counter, or cancelled. */
export const ORDER_STEPS = ['ready', 'picked_up', 'paid', 'cancel'] as const;
export const orderStepInput = z.object({ step: z.enum(ORDER_STEPS) });
export type OrderStep = (typeof ORDER_STEPS)[number];

const optionalDay = z.union([z.literal(''), isoDateSchema()]).transform((d) => d || null);
const optionalCount = z
  .union([z.literal(''), z.coerce.number().int().min(0).max(1_000_000)])
  .transform((n) => (n === '' ? null : n));

/** A new discount code: percent or amount, its days, its limits and the least the goods must cost. */
export const voucherInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/, 'Kód smí obsahovat jen písmena bez diakritiky, číslice a pomlčky.')
      .transform((c) => c.toUpperCase()),
    description: z.string().trim().max(200).default(''),
    kind: z.enum(['percent', 'amount']),
    value: crownsSchema(100_000),
    activeFrom: optionalDay.default(null),
    activeTo: optionalDay.default(null),
    quantity: optionalCount.default(null),
    quantityPerUser: optionalCount.default(null),
    minimalPrice: optionalCrownsSchema().default(null),
    serviceType: z.string().trim().min(1).max(50).default('eshop'),
  })
  .superRefine((v, issue) => {
    if (v.kind === 'percent' && (v.value > 100 || !Number.isInteger(v.value))) {
      issue.addIssue({ code: 'custom', path: ['value'], message: 'Procento je celé číslo od 1 do 100.' });
    }
    if (v.activeFrom && v.activeTo && v.activeTo < v.activeFrom) {
      issue.addIssue({ code: 'custom', path: ['activeTo'], message: 'Konec platnosti nesmí být před jejím začátkem.' });
    }
  });
export type VoucherInput = z.infer<typeof voucherInput>;

export const officeVoucherSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    description: z.string(),
    service_type: z.string(),
    percent: z.number().nullable(),
    amount: z.number().nullable(),
    active_from: z.string().nullable(),
    active_to: z.string().nullable(),
    quantity: z.number().nullable(),
    quantity_per_user: z.number().nullable(),
    minimal_price: z.number().nullable(),
    /** Orders it was used in, cancelled ones aside. */
    used: z.number(),
  })
  .register(apiSchemas, { id: 'OfficeVoucher' });
export type OfficeVoucher = z.infer<typeof officeVoucherSchema>;

/** A variant's stock and price as the counter changes them. */
export const variantInput = z.object({
  name: z.string().trim().min(1).max(100),
  stock: z.coerce.number().int().min(0).max(1_000_000),
  price: optionalCrownsSchema().default(null),
});
export type VariantInput = z.infer<typeof variantInput>;

/** A product: its page, its price, its categories (the first is its default) and whether it is on sale. */
export const productInput = z.object({
  slug: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.'),
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5000),
  price: crownsSchema(),
  categories: z.array(z.string().max(100)).min(1, 'Vyberte alespoň jednu kategorii.'),
  imageUrl: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500)
        .regex(/^\/media\//, 'Vyberte obrázek z knihovny médií (/media/…).'),
    ])
    .transform((u) => u || null)
    .default(null),
  imageAlt: z.string().trim().max(300).default(''),
  discountable: z.coerce.boolean().default(false),
  active: z.coerce.boolean().default(false),
});
export type ProductInput = z.infer<typeof productInput>;

export const officeProductSchema = productSchema
  .extend({ active: z.boolean(), discountable: z.boolean(), image_alt: z.string() })
  .register(apiSchemas, { id: 'OfficeProduct' });
export type OfficeProduct = z.infer<typeof officeProductSchema>;
