import { eq, or, sql } from 'drizzle-orm';
import { countOf } from '../../../common/plural.ts';
import type { ErasedPerson, ErasureItem } from '../../../server/lib/erasure.ts';
import { cartItems, carts, orderItems, orders, orderVouchers } from './schema.server.ts';

const ACCOUNTS_LAW = 'zákon č. 563/1991 Sb., o účetnictví (§ 31 a 32); čl. 17 odst. 3 písm. b) GDPR';

/** Her orders: placed in her account, or as a guest under her e-mail. */
const ordersOf = (p: ErasedPerson) => or(eq(orders.userId, p.userId), eq(sql`lower(${orders.email})`, p.email));
const ofHerOrders = (p: ErasedPerson) => sql`(select ${orders.id} from ${orders} where ${ordersOf(p)})`;

/** What erasing an account does in the shop: the orders stay as accounting documents; the carts go. */
export const shopErasure: ErasureItem[] = [
  {
    kept: {
      what: ({ count }) =>
        countOf(count, { one: 'objednávka z obchodu', few: 'objednávky z obchodu', other: 'objednávek z obchodu' }),
      why: 'Účetní doklady, jak byly vystaveny.',
      law: ACCOUNTS_LAW,
    },
    tables: [
      {
        table: orders,
        rows: ordersOf,
        keeps: [
          { column: orders.name, what: 'jméno, e-mail a telefon kupujícího' },
          { column: orders.email, what: 'jméno, e-mail a telefon kupujícího' },
          { column: orders.phone, what: 'jméno, e-mail a telefon kupujícího' },
          { column: orders.note, what: 'poznámka k objednávce' },
        ],
      },
      {
        table: orderItems,
        rows: (p) => sql`${orderItems.orderId} in ${ofHerOrders(p)}`,
        keeps: [{ column: orderItems.note, what: 'poznámky k položkám' }],
        others: [
          { column: orderItems.productName, whose: 'zboží' },
          { column: orderItems.variantName, whose: 'zboží' },
        ],
      },
      {
        table: orderVouchers,
        rows: (p) => sql`${orderVouchers.orderId} in ${ofHerOrders(p)}`,
        keeps: [{ column: orderVouchers.email, what: 'jméno, e-mail a telefon kupujícího' }],
      },
    ],
  },
  {
    erased: 'obchod',
    tables: [
      {
        table: cartItems,
        rows: (p) => sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${p.userId})`,
        delete: 'zboží v košících a poznámky k němu',
      },
      { table: carts, rows: (p) => eq(carts.userId, p.userId), delete: 'košíky' },
    ],
  },
];
