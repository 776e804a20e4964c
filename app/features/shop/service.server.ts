import { asc } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { stores as storesTable } from './schema.server.ts';
import type { Store } from './schemas.ts';
import { productSearch } from './search.server.ts';

/** The places where the shop's goods are sold, in their order. */
export async function stores(ctx: Pick<ServiceContext, 'db'>): Promise<Store[]> {
  const rows = await ctx.db.select().from(storesTable).orderBy(asc(storesTable.position));
  return rows.map((s) => ({
    slug: s.slug,
    name: s.name,
    address: { street: s.street, city: s.city, zip: s.zip },
    hours: s.hours,
    note: s.note,
    phone: s.phone,
    email: s.email,
    pickup: s.pickup,
  }));
}

export {
  cartToFill,
  createCart,
  currentCart,
  deleteCart,
  guestCart,
  mergeGuestCart,
  myCarts,
  pruneGuestCarts,
  removeItem,
  updateCart,
} from './cart.server.ts';
export { guestOrder, myOrder, myOrders, ordersOf, placeOrder } from './checkout.server.ts';
/** What erasing an account does in the shop: the plan and the act (personal-data). */
export { shopErasure } from './erasure.server.ts';
export { product, productList } from './products.server.ts';
export {
  createVoucher,
  officeOrder,
  officeOrders,
  officeProduct,
  officeProducts,
  officeVouchers,
  orderStep,
  saveProduct,
  saveVariant,
  shopCategoryList,
  workItems,
} from './staff.server.ts';
export { addVoucher, removeVoucher } from './vouchers.server.ts';

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [productSearch];
